import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyStatusMessage } from '@/screens/sandbox/copy-status';
import { useCopy } from '@/screens/sandbox/use-copy';

/** The composed address, live: read-only text to copy, and the link that opens it. */
export function LinkOutput({ href }: { href: string }) {
  const { t } = useTranslation();
  const id = useId();
  const text = useRef<HTMLTextAreaElement>(null);
  const { status, copy } = useCopy();
  // The full address, as a tester pastes it into another browser or a bug report.
  const absolute = new URL(href, window.location.origin).href;

  const onCopy = async () => {
    const copied = await copy(absolute);
    // Without a clipboard, select the text so one Ctrl+C (or a long press) finishes the job.
    if (!copied) {
      text.current?.focus();
      text.current?.select();
    }
  };

  return (
    <div className="sandbox__link">
      <label className="sandbox__label" htmlFor={id}>
        {t('sandbox.link')}
      </label>
      <textarea
        ref={text}
        id={id}
        className="sandbox__input sandbox__url"
        readOnly
        rows={4}
        dir="ltr"
        spellCheck={false}
        value={absolute}
      />
      <div className="sandbox__actions">
        <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
          {t('sandbox.copy')}
        </button>
        <a className="button button--primary sandbox__open" href={href}>
          {t('sandbox.open')}
        </a>
      </div>
      <CopyStatusMessage status={status} />
    </div>
  );
}
