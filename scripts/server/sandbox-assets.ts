/**
 * The scripts and stylesheet of the simulated ACS and APM pages, served from
 * {gateway}/static/. They are files, not inline code, because the site's CSP forbids inline
 * script and style; each script reads what it needs from data- attributes of <body>.
 */

/**
 * Submits the form marked data-auto-submit: how an ACS page moves on without the shopper. Once the
 * page has loaded, as an issuer's device-data page does after its collecting scripts ran: the
 * payment page counts that load to tell the ACS's page from a gateway's notification page on
 * another origin (src/platform/three-ds-method.ts).
 */
const autoSubmit = `'use strict';
var form = document.querySelector('form[data-auto-submit]');
if (form) {
  if (document.readyState === 'complete') form.submit();
  else window.addEventListener('load', function () { form.submit(); });
}
`;

/**
 * The deviceInfo page tells the payment page (its parent, which opened the hidden method frame)
 * that the 3-D Secure method step is done. The target origin is always named, never '*'.
 */
const methodComplete = `'use strict';
var data = document.body.dataset;
if (window.parent !== window && data.trxId && data.targetOrigin) {
  window.parent.postMessage({ type: 'hpp-3ds-method-complete', trxId: data.trxId }, data.targetOrigin);
}
`;

/**
 * The simulated ACS and APM pages: a centred, padded card like the product's own result page,
 * full-width buttons of at least 48 px on a phone, side by side from 480 px.
 */
const pagesCss = `:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5; }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; padding: 24px 16px; background: #f4f6f9; color: #1b2430; }
main { max-width: 28rem; margin: 0 auto; padding: 28px 20px; background: #fff; border-radius: 12px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 12px; overflow-wrap: anywhere; }
p { margin: 0; font-size: 1.0625rem; overflow-wrap: anywhere; }
.badge { display: inline-block; font-size: 0.8125rem; padding: 2px 10px; border-radius: 999px;
  background: #fef3c7; color: #7a3e06; margin-bottom: 16px; }
.actions { display: flex; flex-direction: column; gap: 12px; margin-top: 24px; }
button { font: inherit; font-weight: 600; min-height: 48px; padding: 0 20px; border-radius: 8px;
  border: 2px solid #1f5fbf; background: #fff; color: #1f5fbf; cursor: pointer; }
button[value="approve"], button[value="pay"] { background: #1f5fbf; color: #fff; }
button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
@media (min-width: 480px) {
  body { padding-block: 64px; }
  main { padding: 40px 44px; }
  .actions { flex-direction: row; }
  .actions button { flex: 1; }
}
`;

export const sandboxAssets: Readonly<Record<string, { type: string; body: string }>> = {
  'auto-submit.js': { type: 'text/javascript; charset=utf-8', body: autoSubmit },
  'method-complete.js': { type: 'text/javascript; charset=utf-8', body: methodComplete },
  'sandbox-pages.css': { type: 'text/css; charset=utf-8', body: pagesCss },
};
