import { useBlocker } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { Suspense } from 'react';
import { isUnsavedChangesAtom } from '../src/core/state/atoms';
import { lazyNamed } from '../src/ui/common/lazyNamed';

const ConfirmDialog = lazyNamed(() => import('../src/ui/common/ConfirmDialog'), 'ConfirmDialog');

/**
 * While the page's work is unsaved (SPEC §3 isUnsavedChanges), every way out within the app
 * (a link, Back, Forward) asks first in the product's own dialog; reloading and closing the
 * tab get the browser's own question from the view that holds the work.
 */
export function LeaveGuard({ what }: { what: string }) {
  // Read at the moment of leaving, not when the page last rendered: a Back right after a
  // change is asked about too.
  const store = useStore();
  const leaving = useBlocker({
    shouldBlockFn: () => store.get(isUnsavedChangesAtom),
    enableBeforeUnload: false,
    withResolver: true,
  });
  if (leaving.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={`Leave this ${what} without saving?`}
        confirmLabel="Leave without saving"
        onConfirm={async () => {
          leaving.proceed();
          return null;
        }}
        onClose={() => leaving.reset()}
      >
        <p>Its changes are not saved yet. Cancel to stay and save them.</p>
      </ConfirmDialog>
    </Suspense>
  );
}
