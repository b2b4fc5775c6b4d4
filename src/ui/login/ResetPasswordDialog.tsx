import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../core/api/errors';
import { platform } from '../../core/platform';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  alert: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Asks for the email and sends the reset link; the answer is the same whether or not the
 * account exists. Loaded when the person first asks for it.
 */
export default function ResetPasswordDialog({
  onSent,
  onClose,
}: {
  onSent: (message: string) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The surface is portalled, but React still bubbles its submit to a form around the trigger.
    event.stopPropagation();
    if (!email.trim()) return setMissing('Enter your email.');
    setMissing(undefined);
    setError(null);
    setBusy(true);
    try {
      await platform().identity.resetPassword(email.trim());
      onClose();
      onSent('If an account exists for that email, a link to reset its password is on its way.');
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 429
          ? e.message
          : 'The request could not be sent. Try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>Reset your password</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>We will email you a link to choose a new password.</Text>
              <Field label="Email" required validationMessage={missing}>
                <Input
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(_, d) => setEmail(d.value)}
                />
              </Field>
              {error && (
                <Text role="alert" className={styles.alert}>
                  {error}
                </Text>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                Send reset link
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
