import { Button, Link } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
// Straight from the package, not the react-components index, so that it stays in this chunk.
import {
  Toast,
  ToastFooter,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useToastController,
} from '@fluentui/react-toast';
import { DismissIcon } from '../common/icons';
import { useEffect, useState } from 'react';
import { DEFAULT_TOAST_INTENT, toastTimeout } from '../../core/domain/toasts';
import type { QueuedToast } from './Toasts';
import { toastTopClearOfNotice } from './standing-notice';

// A message naming something long (a collection, say) wraps inside the toast.
const useStyles = makeStyles({ message: { overflowWrap: 'anywhere' } });

/**
 * Fluent's toaster, loaded with the first toast: shows what is queued at the top centre,
 * each with a Close button and at most one action.
 */
export function ToastHost({
  toasterId,
  queue,
  onShown,
}: {
  toasterId: string;
  queue: readonly QueuedToast[];
  onShown: (ids: readonly string[]) => void;
}) {
  const styles = useStyles();
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const [top, setTop] = useState(16);
  useEffect(() => {
    if (queue.length === 0) return;
    // Measured once the page that asked for the toast is drawn (a new tenant's notice with it),
    // as each batch comes: the notice may have been closed or scrolled away since the last.
    // oxlint-disable-next-line react/set-state-in-effect
    setTop(toastTopClearOfNotice());
    for (const { id, message, intent = DEFAULT_TOAST_INTENT, action } of queue) {
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<DismissIcon />}
                  aria-label="Close"
                />
              </ToastTrigger>
            }
          >
            <span className={styles.message}>{message}</span>
          </ToastTitle>
          {action && (
            <ToastFooter>
              <Link
                as="button"
                onClick={() => {
                  dismissToast(id);
                  action.onClick();
                }}
              >
                {action.label}
              </Link>
            </ToastFooter>
          )}
        </Toast>,
        { toastId: id, intent, timeout: toastTimeout(!!action), position: 'top' },
      );
    }
    onShown(queue.map((t) => t.id));
  }, [queue, dispatchToast, dismissToast, onShown, styles.message]);
  return <Toaster toasterId={toasterId} position="top" offset={{ vertical: top }} pauseOnHover />;
}
