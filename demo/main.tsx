import { createRoot } from 'react-dom/client';
import { configure } from '../src/core/platform';
import { App } from './App';
import { navigate } from './router';

// A failed token refresh has cleared the session: back to sign-in (SPEC §2).
configure({ onSignedOut: () => navigate('/login', { replace: true }) });
createRoot(document.getElementById('app')!).render(<App />);
