import { Button, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { ROLE_WORDS, type User, type UserRole } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { countOf } from '../../core/domain/counting';
import {
  displayName,
  filterUsers,
  sortUsers,
  userAdminProblem,
  type UserSort,
} from '../../core/domain/user-admin';
import { userAtom } from '../../core/state/atoms';
import { useAccount } from '../common';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotify } from '../shell/Toasts';
import { ApiKeysPanel } from './ApiKeysPanel';
import { InviteDialog } from './InviteDialog';
import { UserTable } from './UserTable';
import { WebhooksPanel } from './WebhooksPanel';
import { usePeopleWrites, useUsers } from './useUsers';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXL, containerType: 'inline-size' },
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  search: { flex: '1 1 16em', maxWidth: '28em' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * /settings/users: the organisation's users (searched and sorted here, a thousand at most),
 * invited, given roles, deactivated, reactivated and deleted; its API keys and webhooks.
 */
export function UsersView() {
  const styles = useStyles();
  const notify = useNotify();
  const headingId = useId();
  const { tenantId, users, keys } = useUsers();
  const writes = usePeopleWrites(tenantId);
  const meId = useAtomValue(userAtom).userId;
  const organisation = useAccount().tenancy?.name ?? 'this organisation';
  const [text, setText] = useState('');
  const words = useDeferredValue(text);
  const [sort, setSort] = useState<UserSort>({ key: 'name', direction: 'ascending' });
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const all = useMemo(() => users.data ?? [], [users.data]);
  const shown = useMemo(() => sortUsers(filterUsers(all, words), sort), [all, words, sort]);

  const change = async (user: User, run: () => Promise<User>, done: (u: User) => string) => {
    setBusy((b) => new Set(b).add(user.id));
    setProblem(null);
    try {
      notify(done(await run()));
    } catch (error) {
      setProblem(
        `${displayName(user)} could not be changed. ${userAdminProblem(error, organisation) ?? errorInWords(error)}`,
      );
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(user.id);
        return next;
      });
    }
  };
  const setRole = (user: User, role: UserRole) =>
    change(
      user,
      () => writes.setRole(user.id, role),
      (u) => `${displayName(u)} is now ${article(role)} ${ROLE_WORDS[role].name.toLowerCase()}.`,
    );
  const setActive = (user: User, active: boolean) =>
    change(
      user,
      () => writes.setActive(user.id, active),
      (u) =>
        active
          ? `${displayName(u)} can sign in again.`
          : `${displayName(u)} is deactivated and was signed out.`,
    );

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>Users</h2>
        <div className={styles.toolbar}>
          <Input
            className={styles.search}
            type="search"
            aria-label="Search users"
            placeholder="Search by name, email or role"
            value={text}
            onChange={(_, d) => setText(d.value)}
          />
          <Button appearance="primary" onClick={() => setInviting(true)}>
            Invite a user
          </Button>
        </div>
        {users.error && !users.data ? (
          <p role="alert" className={styles.alert}>
            The users could not be loaded. {errorInWords(users.error)}
          </p>
        ) : !users.data ? (
          <p role="status">Loading the users…</p>
        ) : (
          <>
            <p role="status">
              {words.trim()
                ? `${countOf(shown.length, 'user')} of ${all.length} match “${words.trim()}”`
                : countOf(all.length, 'user')}
            </p>
            {problem && (
              <p role="alert" className={styles.alert}>
                {problem}
              </p>
            )}
            {shown.length > 0 && (
              <UserTable
                users={shown}
                meId={meId ?? ''}
                label={`Users of ${organisation}`}
                sort={sort}
                onSort={setSort}
                onRole={(u, r) => void setRole(u, r)}
                onActive={(u, a) => (a ? void setActive(u, true) : setDeactivating(u))}
                onDelete={setDeleting}
                busy={busy}
              />
            )}
          </>
        )}
      </section>
      {keys.data ? (
        <ApiKeysPanel tenantId={tenantId} organisation={organisation} keys={keys.data} />
      ) : keys.error ? (
        <p role="alert" className={styles.alert}>
          The API keys could not be loaded. {errorInWords(keys.error)}
        </p>
      ) : null}
      <WebhooksPanel tenantId={tenantId} organisation={organisation} />
      {inviting && (
        <InviteDialog
          tenantId={tenantId}
          organisation={organisation}
          onClose={() => setInviting(false)}
          onInvited={(user) => {
            setInviting(false);
            notify(`An invitation was sent to ${user.email}.`);
          }}
        />
      )}
      {deactivating && (
        <ConfirmDialog
          title={`Deactivate ${displayName(deactivating)}?`}
          confirmLabel="Deactivate"
          onClose={() => setDeactivating(null)}
          onConfirm={async () => {
            const user = deactivating;
            setDeactivating(null);
            await setActive(user, false);
            return null;
          }}
        >
          <p>
            They are signed out at once and cannot sign in to {organisation} until they are
            reactivated. What they made, such as collections, stays.
          </p>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${displayName(deleting)} from ${organisation}?`}
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await writes.remove(deleting.id);
              notify(`${displayName(deleting)} was deleted from ${organisation}.`);
              setDeleting(null);
              return null;
            } catch (error) {
              return `${displayName(deleting)} could not be deleted. ${userAdminProblem(error, organisation) ?? errorInWords(error)}`;
            }
          }}
        >
          <p>
            They are signed out and can no longer use {organisation}. What they made, such as
            collections, stays. You can invite them again later.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** "an editor", "an administrator", "a viewer". */
function article(role: UserRole): string {
  return /^[aeiou]/i.test(ROLE_WORDS[role].name) ? 'an' : 'a';
}
