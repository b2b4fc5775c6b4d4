/**
 * The one script a partner page includes (classic script, no modules needed):
 *   <script src="https://…/vs-elements.js" data-api-base="https://api.example" data-tenant="cricket"></script>
 * It loads each element's code, from beside itself, when the first instance of its tag
 * appears on the page; `window.vsElements.configure({...})` sets options before that.
 */
import { configure, type PlatformOptions } from '../core/configure';

const ELEMENTS: Record<string, string> = {
  'vs-login': 'elements/vs-login.js',
  'vs-search': 'elements/vs-search.js',
  'vs-player': 'elements/vs-player.js',
  'vs-collection': 'elements/vs-collection.js',
  'vs-exports': 'elements/vs-exports.js',
  'vs-highlights': 'elements/vs-highlights.js',
  'vs-placement': 'elements/vs-placement.js',
  'vs-library': 'elements/vs-library.js',
};

// Only readable while the script first runs.
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? document.baseURI);
const fromScript: PlatformOptions = {};
if (script?.dataset.apiBase) fromScript.apiBase = script.dataset.apiBase;
if (script?.dataset.tenant) fromScript.tenant = script.dataset.tenant;
// A strict page's nonce: `data-nonce`, or the loader's own (browsers hide it from attributes).
const nonce = script?.dataset.nonce || script?.nonce;
if (nonce) fromScript.nonce = nonce;
configure(fromScript);

const requested = new Set<string>();

function load(tag: string): void {
  const file = ELEMENTS[tag];
  if (!file || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(new URL(file, base).href).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`vs-elements: could not load <${tag}>`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(ELEMENTS)) if (root.querySelector(tag)) load(tag);
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
  elements: Object.keys(ELEMENTS),
};
