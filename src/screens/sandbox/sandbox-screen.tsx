import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, supportedLanguages, toBcp47 } from '@/core/languages';
import { AllVariants } from '@/screens/sandbox/all-variants';
import { ApmChoices } from '@/screens/sandbox/apm-choices';
import { composeVariantUrl } from '@/screens/sandbox/compose-variant-url';
import { LinkOutput } from '@/screens/sandbox/link-output';
import { newUniqueRequestId } from '@/screens/sandbox/new-unique-request-id';
import {
  sandboxFieldLimits as limits,
  type SandboxParams,
  sandboxParams,
} from '@/screens/sandbox/sandbox-params';
import { defaultSandboxVariant, readsAddressFields } from '@/screens/sandbox/sandbox-variants';
import { SavedCardBuilder } from '@/screens/sandbox/saved-card-builder';
import { TestCardTable } from '@/screens/sandbox/test-card-table';
import { TextField } from '@/screens/sandbox/text-field';
import { useBuiltBundles } from '@/screens/sandbox/use-built-bundles';
import './sandbox.css';

/**
 * The sandbox console (/sandbox/): compose a variant's query string, open it, pay with the test
 * cards. It runs without a gateway (start-page.tsx gives it no configuration and no services):
 * everything here is local state and links.
 */
export function Screen() {
  const { t } = useTranslation();
  const ids = {
    params: useId(),
    variant: useId(),
    language: useId(),
    enforceCvv: useId(),
    threeDsForm: useId(),
    address: useId(),
  };
  const bundles = useBuiltBundles();
  const [variant, setVariant] = useState(defaultSandboxVariant);
  const [params, setParams] = useState<SandboxParams>(() =>
    sandboxParams(window.location.origin, newUniqueRequestId()),
  );
  const update = (patch: Partial<SandboxParams>) => setParams((current) => ({ ...current, ...patch }));

  // Back from a payment through the browser's page cache: that id is spent, so take a new one.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setParams((current) => ({ ...current, uniqueRequestId: newUniqueRequestId() }));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const href = composeVariantUrl(variant, params);

  return (
    <div className="sandbox">
      <header className="sandbox__header">
        <h1 className="sandbox__title">{t('sandbox.title')}</h1>
        <p>{t('sandbox.intro')}</p>
      </header>
      <main className="sandbox__main">
        <section className="sandbox__section sandbox__compose" aria-labelledby={ids.params}>
          <h2 id={ids.params}>{t('sandbox.parameters')}</h2>
          <form className="sandbox__form" noValidate onSubmit={(event) => event.preventDefault()}>
            <div className="sandbox__grid">
              <div className="sandbox__field">
                <label className="sandbox__label" htmlFor={ids.variant}>
                  {t('sandbox.variant')}
                </label>
                <select
                  id={ids.variant}
                  className="sandbox__input"
                  value={variant}
                  onChange={(event) => setVariant(event.currentTarget.value)}
                >
                  {bundles.map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </select>
              </div>
              <div className="sandbox__field">
                <label className="sandbox__label" htmlFor={ids.language}>
                  {t('sandbox.language')}
                </label>
                <select
                  id={ids.language}
                  className="sandbox__input"
                  value={params.language}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update({ language: isLanguageCode(value) ? value : '' });
                  }}
                >
                  <option value="">{t('sandbox.languageDefault')}</option>
                  {supportedLanguages.map((code) => (
                    <option key={code} value={code} lang={toBcp47(code)}>
                      {`${t(`languages.${code}`)} (${code})`}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t('sandbox.merchantId')}
                value={params.merchantId}
                maxLength={limits.identifier}
                ltr
                onChange={(merchantId) => update({ merchantId })}
              />
              <TextField
                label={t('sandbox.requestId')}
                value={params.requestId}
                maxLength={limits.identifier}
                ltr
                onChange={(requestId) => update({ requestId })}
              />
              <TextField
                label={t('sandbox.shopperId')}
                value={params.shopperId}
                maxLength={limits.identifier}
                ltr
                onChange={(shopperId) => update({ shopperId })}
              />
              <TextField
                label={t('sandbox.staticKey')}
                value={params.staticKey}
                maxLength={limits.identifier}
                ltr
                onChange={(staticKey) => update({ staticKey })}
              />
              <TextField
                label={t('sandbox.uniqueRequestId')}
                value={params.uniqueRequestId}
                maxLength={limits.identifier}
                ltr
                onChange={(uniqueRequestId) => update({ uniqueRequestId })}
                action={
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => update({ uniqueRequestId: newUniqueRequestId() })}
                  >
                    {t('sandbox.newId')}
                  </button>
                }
              />
              <fieldset className="sandbox__choices">
                <legend className="sandbox__label">{t('sandbox.controllerVersion')}</legend>
                {(['v1', 'v2'] as const).map((version) => (
                  <label key={version} className="sandbox__check">
                    <input
                      type="radio"
                      name="controllerVersion"
                      value={version}
                      checked={params.controllerVersion === version}
                      onChange={() => update({ controllerVersion: version })}
                    />
                    {version}
                  </label>
                ))}
              </fieldset>
            </div>

            <SavedCardBuilder rows={params.savedCards} onChange={(savedCards) => update({ savedCards })} />
            <div className="sandbox__grid">
              <TextField
                label={t('sandbox.preselectedToken')}
                value={params.token}
                maxLength={limits.token}
                ltr
                onChange={(token) => update({ token })}
              />
            </div>
            <div className="sandbox__check sandbox__check--block">
              <input
                id={ids.enforceCvv}
                type="checkbox"
                checked={params.enforceCvv}
                onChange={(event) => update({ enforceCvv: event.currentTarget.checked })}
              />
              <label htmlFor={ids.enforceCvv}>{t('sandbox.enforceCvv')}</label>
            </div>

            <ApmChoices
              checked={params.apmMethods}
              other={params.apmOther}
              onChange={(apmMethods, apmOther) => update({ apmMethods, apmOther })}
            />

            <div className="sandbox__grid">
              <TextField
                label={t('sandbox.supportedCardTypes')}
                value={params.supportedCardTypes}
                maxLength={limits.list}
                ltr
                onChange={(supportedCardTypes) => update({ supportedCardTypes })}
              />
              <TextField
                label={t('sandbox.merchantName')}
                value={params.merchantName}
                maxLength={limits.text}
                onChange={(merchantName) => update({ merchantName })}
              />
              <TextField
                label={t('sandbox.merchantAddress')}
                type="url"
                value={params.merchantAddress}
                maxLength={limits.url}
                ltr
                onChange={(merchantAddress) => update({ merchantAddress })}
              />
              <TextField
                label={t('sandbox.purchaseDescription')}
                value={params.purchaseDescription}
                maxLength={limits.text}
                onChange={(purchaseDescription) => update({ purchaseDescription })}
              />
              <TextField
                label={t('sandbox.failUrl')}
                type="url"
                value={params.failUrl}
                maxLength={limits.url}
                ltr
                onChange={(failUrl) => update({ failUrl })}
              />
              <TextField
                label={t('sandbox.backUrl')}
                type="url"
                value={params.backUrl}
                maxLength={limits.url}
                ltr
                onChange={(backUrl) => update({ backUrl })}
              />
            </div>
            <div className="sandbox__check sandbox__check--block">
              <input
                id={ids.threeDsForm}
                type="checkbox"
                checked={params.threeDsForm}
                onChange={(event) => update({ threeDsForm: event.currentTarget.checked })}
              />
              <label htmlFor={ids.threeDsForm}>{t('sandbox.threeDsForm')}</label>
            </div>
            {readsAddressFields(variant) ? (
              <div className="sandbox__check sandbox__check--block">
                <input
                  id={ids.address}
                  type="checkbox"
                  checked={params.addressFields}
                  onChange={(event) => update({ addressFields: event.currentTarget.checked })}
                />
                <label htmlFor={ids.address}>{t('sandbox.addressFields')}</label>
              </div>
            ) : null}
          </form>
          <LinkOutput href={href} />
        </section>
        <TestCardTable />
        <AllVariants params={params} bundles={bundles} />
      </main>
    </div>
  );
}
