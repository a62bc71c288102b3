import { useTranslation } from 'react-i18next';
import type { CopyStatus } from '@/screens/sandbox/use-copy';

/** A polite live region: always in the page, so screen readers announce what is put in it. */
export function CopyStatusMessage({ status }: { status: CopyStatus }) {
  const { t } = useTranslation();
  const text = status === 'copied' ? t('sandbox.copied') : status === 'failed' ? t('sandbox.copyFailed') : '';
  return (
    <p className="sandbox__status" role="status">
      {text}
    </p>
  );
}
