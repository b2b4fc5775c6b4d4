import { Link } from '@fluentui/react-components';
import { Suspense, useRef, useState } from 'react';
import { lazyNamed } from '../common/lazyNamed';

const ResetPasswordDialog = lazyNamed(() => import('./ResetPasswordDialog'), 'ResetPasswordDialog');

/** "Forgot your password?", opening the reset dialog; focus comes back here when it closes. */
export function ResetPasswordLink({ onSent }: { onSent: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    link.current?.focus();
  };
  return (
    <>
      <Link
        as="button"
        type="button"
        ref={link}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Forgot your password?
      </Link>
      {open && (
        <Suspense fallback={null}>
          <ResetPasswordDialog onClose={close} onSent={onSent} />
        </Suspense>
      )}
    </>
  );
}
