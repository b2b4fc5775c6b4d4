import { Button, Select } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useRef, type ReactNode } from 'react';
import {
  mainRole,
  ROLE_WORDS,
  USER_ROLES,
  type User,
  type UserRole,
} from '../../core/api/contract';
import { formatDateTime } from '../../core/domain/dates';
import { displayName, type UserSort, type UserSortKey } from '../../core/domain/user-admin';
import { useDestructiveStyles } from '../common/useDestructiveStyles';
import { useNarrowerThan } from '../common/useNarrowerThan';
import { VirtualRows } from '../common/VirtualRows';

/** Below this width of its own, rows become cards. */
const CARDS_BELOW = 760;
const ROW = 52;
const CARD_ROW = 152;
const COLUMNS = 'minmax(8em, 1.2fr) minmax(10em, 1.4fr) 10em 11em 6em minmax(13em, auto)';

const useStyles = makeStyles({
  scroller: {
    maxHeight: '60vh',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  placed: { position: 'absolute', left: 0, right: 0 },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    minHeight: '40px',
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
  },
  cell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  cardCell: { maxWidth: '100%', overflowWrap: 'anywhere' },
  sortButton: { fontWeight: 'inherit', minWidth: 0, paddingLeft: 0, paddingRight: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  inactive: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const HEADERS: Array<[UserSortKey | null, string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['role', 'Role'],
  ['lastSignedInAt', 'Last sign-in'],
  ['status', 'Status'],
  [null, 'Actions'],
];

export interface UserTableProps {
  users: readonly User[];
  /** The signed-in administrator: their own row offers no changes. */
  meId: string;
  label: string;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  onRole: (user: User, role: UserRole) => void;
  onActive: (user: User, active: boolean) => void;
  onDelete: (user: User) => void;
  /** Rows being changed now: their controls wait. */
  busy: ReadonlySet<string>;
}

/**
 * The tenant's users as a table that scrolls through a thousand smoothly (only the rows in
 * view are in the page), sorted by any column, with each row's role, status and deletion.
 */
export function UserTable(props: UserTableProps) {
  const { users, label, sort, onSort } = props;
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const cards = useNarrowerThan(scroller, CARDS_BELOW);
  const renderRow = (index: number, top: number | null) => (
    <UserRow
      key={users[index]!.id}
      {...props}
      user={users[index]!}
      index={index}
      top={top}
      cards={cards}
    />
  );
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="table"
      aria-label={label}
      aria-rowcount={users.length + 1}
    >
      <div role="rowgroup" className={cards ? styles.hidden : undefined}>
        <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)}>
          {HEADERS.map(([key, title]) => {
            const sorted = key === sort.key;
            return (
              <span
                key={title}
                role="columnheader"
                aria-sort={sorted ? sort.direction : undefined}
                className={styles.cell}
              >
                {key ? (
                  <Button
                    appearance="transparent"
                    size="small"
                    className={styles.sortButton}
                    onClick={() =>
                      onSort({
                        key,
                        direction:
                          sorted && sort.direction === 'ascending' ? 'descending' : 'ascending',
                      })
                    }
                  >
                    {title}
                    {sorted ? (sort.direction === 'ascending' ? ' ↑' : ' ↓') : ''}
                  </Button>
                ) : (
                  <span className={styles.hidden}>{title}</span>
                )}
              </span>
            );
          })}
        </div>
      </div>
      <VirtualRows
        count={users.length}
        rowHeight={cards ? CARD_ROW : ROW}
        scroller={scroller}
        renderRow={renderRow}
      />
    </div>
  );
}

function UserRow({
  user,
  index,
  top,
  cards,
  meId,
  onRole,
  onActive,
  onDelete,
  busy,
}: UserTableProps & { user: User; index: number; top: number | null; cards: boolean }) {
  const styles = useStyles();
  const danger = useDestructiveStyles();
  const name = displayName(user);
  const me = user.id === meId;
  const waiting = busy.has(user.id);
  const role = mainRole(user.userRole) ?? 'VIEWER';
  const cell = (children: ReactNode, label: string, extra?: string) => (
    <span role="cell" className={mergeClasses(cards ? styles.cardCell : styles.cell, extra)}>
      {cards && <span className={styles.muted}>{label}: </span>}
      {children}
    </span>
  );
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={mergeClasses(styles.row, cards && styles.card, top !== null && styles.placed)}
      style={top === null ? undefined : { top, height: cards ? CARD_ROW : ROW }}
    >
      <span role="cell" className={cards ? styles.cardCell : styles.cell} title={name}>
        <strong>{name}</strong>
        {me && ' (you)'}
      </span>
      {cell(user.email, 'Email')}
      <span role="cell" className={styles.cell}>
        {me ? (
          ROLE_WORDS[role].name
        ) : (
          <Select
            size="small"
            aria-label={`Role of ${name}`}
            value={role}
            disabled={waiting}
            onChange={(_, d) => onRole(user, d.value as UserRole)}
          >
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_WORDS[r].name}
              </option>
            ))}
          </Select>
        )}
      </span>
      {cell(
        user.lastSignedInAt ? formatDateTime(new Date(user.lastSignedInAt)) : 'Never',
        'Last sign-in',
        user.lastSignedInAt ? undefined : styles.muted,
      )}
      {cell(
        user.deactivated ? 'Inactive' : 'Active',
        'Status',
        user.deactivated ? styles.inactive : undefined,
      )}
      <span role="cell" className={styles.actions}>
        {!me && (
          <>
            <Button
              size="small"
              disabled={waiting}
              aria-label={`${user.deactivated ? 'Reactivate' : 'Deactivate'} ${name}`}
              onClick={() => onActive(user, user.deactivated)}
            >
              {user.deactivated ? 'Reactivate' : 'Deactivate'}
            </Button>
            <Button
              size="small"
              className={danger.outline}
              disabled={waiting}
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(user)}
            >
              Delete
            </Button>
          </>
        )}
      </span>
    </div>
  );
}
