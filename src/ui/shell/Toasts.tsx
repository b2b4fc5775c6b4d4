import { Suspense, createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ToastIntent } from '../../core/domain/toasts';
import { lazyNamed } from '../common/lazyNamed';

export interface ToastOptions {
  /** success (default), info, warning or error. */
  intent?: ToastIntent;
  /** One action the person can take; the toast then stays 10 s instead of 6 s. */
  action?: { label: string; onClick: () => void };
}

export type Notify = (message: string, options?: ToastOptions) => void;

export interface QueuedToast extends ToastOptions {
  id: string;
  message: string;
}

const NotifyContext = createContext<Notify | null>(null);

// Fluent's toaster weighs more than many pages' whole UI: it loads with the first toast.
const ToastHost = lazyNamed(() => import('./ToastHost'), 'ToastHost');

// Toasters listen on the document: each React root (each element) needs its own id.
let toasters = 0;
let toasts = 0;

/** Shows toasts at the top centre of whatever it wraps (SPEC §2). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasterId] = useState(() => `vs-toaster-${++toasters}`);
  const [queue, setQueue] = useState<QueuedToast[] | null>(null);
  const notify = useCallback<Notify>(
    (message, options = {}) => {
      setQueue((q) => [...(q ?? []), { ...options, message, id: `${toasterId}-${++toasts}` }]);
    },
    [toasterId],
  );
  const onShown = useCallback((ids: readonly string[]) => {
    setQueue((q) => (q ?? []).filter((t) => !ids.includes(t.id)));
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {queue && (
        <Suspense fallback={null}>
          <ToastHost toasterId={toasterId} queue={queue} onShown={onShown} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

/** Shows a toast; outside a ToastProvider it is an error to call. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a ToastProvider above it');
  return notify;
}
