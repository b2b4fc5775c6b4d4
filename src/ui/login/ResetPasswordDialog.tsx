import { FormActions, FormDialog } from '../common/FormDialog';
import { Field, Input, Text } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import { useResetRequest } from './useResetRequest';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  alert: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Asks for the email and sends the reset link; the answer is the same whether or not the
 * account exists. Loaded when the person first asks for it.
 */
export function ResetPasswordDialog({
  onSent,
  onClose,
}: {
  onSent: (message: string) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const { busy, error, fieldProblem, request } = useResetRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The surface is portalled, but React still bubbles its submit to a form around the trigger.
    event.stopPropagation();
    if (!(await request(email))) return;
    onClose();
    onSent('If an account exists for that email, a link to reset its password is on its way.');
  }

  return (
    <FormDialog
      title="Reset your password"
      onClose={onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={<FormActions label="Send reset link" busy={busy} onCancel={onClose} />}
    >
      <Text>We will email you a link to choose a new password.</Text>
      <Field label="Email" required validationMessage={fieldProblem ? error : undefined}>
        <Input
          type="email"
          autoComplete="username"
          value={email}
          onChange={(_, d) => setEmail(d.value)}
        />
      </Field>
      {error && !fieldProblem && (
        <Text role="alert" className={styles.alert}>
          {error}
        </Text>
      )}
    </FormDialog>
  );
}
