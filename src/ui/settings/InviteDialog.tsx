import { Field, Input, Select } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import { ROLE_WORDS, USER_ROLES, type User, type UserRole } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { ApiError } from '../../core/api/errors';
import { isEmailAddress } from '../../core/domain/accounts';
import { userAdminProblem } from '../../core/domain/user-admin';
import { peopleWrites } from '../../core/queries/administration';
import { FormActions, FormDialog } from '../common/FormDialog';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
  names: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    '& > *': { flex: '1 1 12em' },
  },
});

export interface InviteDialogProps {
  tenantId: string;
  organisation: string;
  onInvited: (user: User) => void;
  onClose: () => void;
}

/**
 * Invites a person by email, in a role: the server mails them a link to choose a password
 * (or, when they already have an account, word that they were added).
 */
export function InviteDialog({ tenantId, organisation, onInvited, onClose }: InviteDialogProps) {
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<UserRole>('VIEWER');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!isEmailAddress(email)) {
      setEmailProblem('Enter an email address, like name@example.com.');
      return;
    }
    setEmailProblem(null);
    setBusy(true);
    try {
      const user = await peopleWrites(tenantId).invite({
        email: email.trim(),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        userRole: [role],
        tenantId,
      });
      onInvited(user);
    } catch (error) {
      const words = userAdminProblem(error, organisation);
      if (error instanceof ApiError && error.field === 'body.email') {
        setEmailProblem(words ?? 'Enter an email address, like name@example.com.');
      } else {
        setProblem(`The invitation could not be sent. ${words ?? errorInWords(error)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={`Invite a user to ${organisation}`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.fields}
      actions={
        <FormActions label="Send invitation" busyLabel="Sending…" busy={busy} onCancel={onClose} />
      }
    >
      <Field
        label="Email"
        required
        validationState={emailProblem ? 'error' : 'none'}
        validationMessage={emailProblem}
      >
        <Input
          type="email"
          autoComplete="off"
          value={email}
          onChange={(_, d) => setEmail(d.value)}
          maxLength={254}
        />
      </Field>
      <div className={styles.names}>
        <Field label="First name">
          <Input value={firstName} onChange={(_, d) => setFirstName(d.value)} maxLength={100} />
        </Field>
        <Field label="Last name">
          <Input value={lastName} onChange={(_, d) => setLastName(d.value)} maxLength={100} />
        </Field>
      </div>
      <Field label="Role" hint={ROLE_WORDS[role].summary}>
        <Select value={role} onChange={(_, d) => setRole(d.value as UserRole)}>
          {USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_WORDS[r].name}
            </option>
          ))}
        </Select>
      </Field>
      {problem && <p role="alert">{problem}</p>}
    </FormDialog>
  );
}
