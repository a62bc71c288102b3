import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { composeVariantUrl } from '@/screens/sandbox/compose-variant-url';
import { newUniqueRequestId } from '@/screens/sandbox/new-unique-request-id';
import type { SandboxParams } from '@/screens/sandbox/sandbox-params';

/**
 * Every variant dist/ holds, opened with the parameters of the form. Each link gets its own uniqueRequestID:
 * the sandbox never pays one M + uniqueRequestID twice, so two variants tried one after the other
 * must not share one.
 */
export function AllVariants({ params, bundles }: { params: SandboxParams; bundles: readonly string[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="sandbox__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('sandbox.allVariants')}</h2>
      <p className="sandbox__hint">{t('sandbox.allVariantsIntro')}</p>
      <ul className="sandbox__variants">
        {bundles.map((path) => (
          <li key={path}>
            <a href={composeVariantUrl(path, { ...params, uniqueRequestId: newUniqueRequestId() })} dir="ltr">
              {path}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
