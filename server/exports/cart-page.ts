import type { CartPayload } from './cart';
import { escapeHtml, themedPage } from '../http/themed-page';

const CSS = `
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid color-mix(in srgb,var(--border) 50%,transparent);vertical-align:top}
td{overflow-wrap:anywhere}
.num{font-variant-numeric:tabular-nums;white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
p{margin:0}
.note{text-align:left;color:var(--muted);caption-side:top;padding-bottom:4px}
@media (max-width:560px){thead{display:none}tr{display:grid;padding:8px 0;border-bottom:1px solid color-mix(in srgb,var(--border) 50%,transparent)}td{border:0;padding:2px 0}}
`;

const seconds = (s: number) => `${s.toFixed(1)} s`;

/**
 * The reference server's stand-in for a tenant's cart: what a cart receives from the custom
 * export, shown once its signature and expiry are checked.
 */
export function cartPage(payload: CartPayload, cartHost: string, nonce: string): string {
  const rows = payload.items
    .map(
      (item) =>
        `<tr><td class="num">${item.index}</td><td>${escapeHtml(item.name)}${item.kind === 'bumper' ? ' (bumper)' : ''}</td><td class="num">${item.in ?? 'Still'}</td><td class="num">${item.out ?? ''}</td><td class="num">${seconds(item.duration)}</td></tr>`,
    )
    .join('');
  const total = payload.items.reduce((sum, i) => sum + i.duration, 0);
  const body = `<p>This server stands in for the cart at ${escapeHtml(cartHost)}: a real cart takes the order from here. It checked that the order is signed and in time.</p>
<dl><dt>Collection</dt><dd>${escapeHtml(payload.collection.title)}</dd>
<dt>Output</dt><dd>${escapeHtml(payload.outputType)}</dd>
<dt>Ordered by</dt><dd>${escapeHtml(payload.email)}</dd>
<dt>Length</dt><dd>${payload.items.length} item${payload.items.length === 1 ? '' : 's'}, ${seconds(total)}</dd></dl>
<table><caption class="note">Source in and out at each source’s frame rate</caption>
<thead><tr><th scope="col">#</th><th scope="col">Item</th><th scope="col">In</th><th scope="col">Out</th><th scope="col">Length</th></tr></thead>
<tbody>${rows}</tbody></table>
<nav><a href="/exports">Back to your exports</a></nav>`;
  return themedPage({
    tenantId: payload.tenant.id,
    title: 'Your order',
    speaker: 'Cart',
    body,
    css: CSS,
    width: 720,
    nonce,
  });
}

/** Why a handoff was turned away, in words, with a way back. */
export function cartProblemPage(problem: string, nonce: string): string {
  return themedPage({
    nonce,
    tenantId: undefined,
    title: 'This order cannot be opened',
    speaker: 'Cart',
    body: `<p role="alert">${escapeHtml(problem)}</p><nav><a href="/collections">Back to your collections</a></nav>`,
  });
}
