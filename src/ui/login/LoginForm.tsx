import { Button, Field, Input, Text } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId, useState, type FormEvent } from 'react';
import type { LoginFormProps } from './LoginForm.types';
import { useSignIn } from './useSignIn';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    // A width of its own, so that a message shown after a failed try never resizes it.
    width: '360px',
    maxWidth: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  heading: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  alert: { color: tokens.colorPaletteRedForeground1 },
  footer: { justifySelf: 'start' },
});

/** Email and password sign-in against the platform, with clear messages and no lost input. */
export function LoginForm({ onSignedIn, heading = 'Sign in', footer, className }: LoginFormProps) {
  const styles = useStyles();
  const headingId = useId();
  const { busy, error, signIn } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      ...(email.trim() ? {} : { email: 'Enter your email.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    setMissing(problems);
    if (problems.email || problems.password) return;
    const session = await signIn(email, password);
    if (session) onSignedIn?.(session);
  }

  return (
    <form
      part="form"
      className={mergeClasses(styles.form, className)}
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <Field label="Email" required validationMessage={missing.email}>
        <Input
          type="email"
          autoComplete="username"
          value={email}
          onChange={(_, d) => setEmail(d.value)}
        />
      </Field>
      <Field label="Password" required validationMessage={missing.password}>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
      {error && (
        <Text role="alert" className={styles.alert}>
          {error}
        </Text>
      )}
      <Button appearance="primary" type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      {footer && <div className={styles.footer}>{footer}</div>}
    </form>
  );
}
