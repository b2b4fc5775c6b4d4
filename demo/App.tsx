import { Provider as StoreProvider } from 'jotai';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { platform } from '../src/core/platform';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './routes';
import { AppFluentRoot } from './theme';
import { ToastProvider, ViewportDialog } from '../src/ui/shell';

/** A crash clears what the browser kept and starts again (SPEC §2). */
class CrashRecovery extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch() {
    try {
      localStorage.clear();
    } finally {
      location.reload();
    }
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/** The standalone app: renders once persisted state is back (at most 5 s). */
export function App() {
  const { store, restored } = platform();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void restored.then(() => setReady(true));
  }, [restored]);
  if (!ready) return null;
  return (
    <CrashRecovery>
      <StoreProvider store={store}>
        <AppFluentRoot>
          <ToastProvider>
            <RouterProvider router={router} />
            <ViewportDialog />
          </ToastProvider>
        </AppFluentRoot>
      </StoreProvider>
    </CrashRecovery>
  );
}
