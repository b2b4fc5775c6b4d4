import { createRoot } from 'react-dom/client';
import {
  announceLoginState,
  isAllowedParentOrigin,
  parentPageAfterSignIn,
  sendOnAfterSignIn,
} from '../src/core/embedding';
import { configure, platform } from '../src/core/platform';
import { registerFonts } from '../src/elements/fonts';
import { App } from './App';
import { router } from './routes';
import { pageNonce } from './page-nonce';

configure({
  // A failed token refresh has cleared the session: back to sign-in (SPEC §2).
  onSignedOut: () => void router.navigate({ to: '/login', replace: true }),
  // The page's policy allows style elements with its nonce only (the server sets both).
  nonce: pageNonce(),
});

// Embedded in another page: tell it who is signed in, if it is a page we may tell (SPEC §2).
const parentOrigin = new URLSearchParams(location.search).get('embedOrigin');
if (window.parent !== window && parentOrigin) {
  const { store, tenant } = platform();
  if (isAllowedParentOrigin(parentOrigin, tenant.tenant)) {
    announceLoginState(store, window.parent, parentOrigin);
    // ...and, once signed in, sends the person on to the parent's page it names.
    const next = parentPageAfterSignIn(
      new URLSearchParams(location.search).get('embedNext'),
      parentOrigin,
    );
    if (next) sendOnAfterSignIn(store, next, (url) => window.open(url, '_top'));
  } else console.warn(`Not embedded for ${parentOrigin}: not one of this tenant's sites.`);
}

registerFonts();
createRoot(document.getElementById('app')!).render(<App />);
