/**
 * The one script a partner page includes (classic script, no modules needed):
 *   <script src="https://…/vs-elements.js" data-api-base="https://api.example" data-tenant="cricket"
 *     data-theme="light"></script>
 * It loads each element's code, from beside itself, when the first instance of its tag
 * appears on the page; `window.vsElements.configure({...})` sets options before that.
 */
import { configure, type PlatformOptions } from '../core/configure';

/** The elements, each loaded from `elements/<tag>.js` beside the loader. */
const ELEMENTS = [
  'vs-login',
  'vs-search',
  'vs-player',
  'vs-collection',
  'vs-exports',
  'vs-highlights',
  'vs-placement',
  'vs-library',
];

// Only readable while the script first runs.
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? document.baseURI);
const fromScript: PlatformOptions = {};
if (script?.dataset.apiBase) fromScript.apiBase = script.dataset.apiBase;
if (script?.dataset.tenant) fromScript.tenant = script.dataset.tenant;
// Read (and checked) by the platform: light, dark or system.
if (script?.dataset.theme) fromScript.theme = script.dataset.theme as PlatformOptions['theme'];
// A strict page's nonce: `data-nonce`, or the loader's own (browsers hide it from attributes).
const nonce = script?.dataset.nonce || script?.nonce;
if (nonce) fromScript.nonce = nonce;
configure(fromScript);

/**
 * Each element's room, held from the moment the page shows it, so that nothing on the partner's
 * page moves when its code arrives and draws it: a search and a library at least about a screen
 * while their first results come (a page sets a smaller `min-height` of its own with a more
 * specific rule), a player its picture, the others a panel until they are drawn.
 */
const RESERVED =
  `${ELEMENTS.join()}{display:block}vs-search,vs-library{min-height:min(85vh,640px)}` +
  'vs-player:not(:defined){aspect-ratio:16/9}' +
  ':is(vs-collection,vs-exports,vs-highlights,vs-login):not(:defined){min-height:320px}';
const style = document.createElement('style');
if (nonce) style.nonce = nonce;
style.textContent = RESERVED;
document.head.append(style);

const requested = new Set<string>();

function load(tag: string): void {
  if (!ELEMENTS.includes(tag) || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(new URL(`elements/${tag}.js`, base).href).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`vs-elements: could not load <${tag}>`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of ELEMENTS) if (root.querySelector(tag)) load(tag);
}

scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      load(node.localName);
      scan(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });

(globalThis as unknown as { vsElements: unknown }).vsElements = {
  configure,
  elements: ELEMENTS,
};
