import {
  Button,
  Link,
  Toast,
  ToastFooter,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { DEFAULT_TOAST_INTENT, toastTimeout, type ToastIntent } from '../../core/domain/toasts';

export interface ToastOptions {
  /** success (default), info, warning or error. */
  intent?: ToastIntent;
  /** One action the person can take; the toast then stays 10 s instead of 6 s. */
  action?: { label: string; onClick: () => void };
}

export type Notify = (message: string, options?: ToastOptions) => void;

const NotifyContext = createContext<Notify | null>(null);

// Toasters listen on the document: each React root (each element) needs its own id.
let toasters = 0;

/** Shows toasts at the top centre of whatever it wraps (SPEC §2). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasterId] = useState(() => `vs-toaster-${++toasters}`);
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const notify = useCallback<Notify>(
    (message, { intent = DEFAULT_TOAST_INTENT, action } = {}) => {
      const toastId = `${toasterId}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label="Close"
                />
              </ToastTrigger>
            }
          >
            {message}
          </ToastTitle>
          {action && (
            <ToastFooter>
              <Link
                as="button"
                onClick={() => {
                  dismissToast(toastId);
                  action.onClick();
                }}
              >
                {action.label}
              </Link>
            </ToastFooter>
          )}
        </Toast>,
        { toastId, intent, timeout: toastTimeout(!!action), position: 'top' },
      );
    },
    [dispatchToast, dismissToast, toasterId],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toaster toasterId={toasterId} position="top" pauseOnHover />
    </NotifyContext.Provider>
  );
}

/** Shows a toast; outside a ToastProvider it is an error to call. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a ToastProvider above it');
  return notify;
}
