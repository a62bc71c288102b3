/**
 * The scripts and stylesheet of the simulated ACS and APM pages, served from
 * {gateway}/static/. They are files, not inline code, because the site's CSP forbids inline
 * script and style; each script reads what it needs from data- attributes of <body>.
 */

/** Submits the form marked data-auto-submit: how an ACS page moves on without the shopper. */
const autoSubmit = `'use strict';
var form = document.querySelector('form[data-auto-submit]');
if (form) form.submit();
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

const pagesCss = `:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: #f3f4f6; color: #111827; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.375rem; margin: 0 0 1rem; }
.badge { display: inline-block; font-size: 0.75rem; padding: 0.125rem 0.5rem; border-radius: 999px;
  background: #fef3c7; color: #92400e; margin-bottom: 1rem; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.625rem 1.25rem; border-radius: 0.5rem; border: 1px solid #1f2937; cursor: pointer; }
button[value="approve"], button[value="pay"] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

export const sandboxAssets: Readonly<Record<string, { type: string; body: string }>> = {
  'auto-submit.js': { type: 'text/javascript; charset=utf-8', body: autoSubmit },
  'method-complete.js': { type: 'text/javascript; charset=utf-8', body: methodComplete },
  'sandbox-pages.css': { type: 'text/css; charset=utf-8', body: pagesCss },
};
