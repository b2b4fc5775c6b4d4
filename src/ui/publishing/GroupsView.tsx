import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import type { PlaylistGroup } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { moved, windowState, windowWords } from '../../core/domain/publishing';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { loadProblem } from '../common/loadProblem';
import { useNotify } from '../shell/Toasts';
import { GroupDialog } from './GroupDialog';
import { OrderControls } from './OrderControls';
import { publishingProblem, useGroups, usePublishingWrites } from './usePublishing';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, containerType: 'inline-size' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  intro: { margin: 0, maxWidth: '60ch', color: tokens.colorNeutralForeground2 },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  group: {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '@container (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  facts: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

const STATE_WORDS = {
  live: 'showing now',
  scheduled: 'not showing yet',
  ended: 'no longer showing',
};

/** "Published · showing now · From … · cricket · 3 collections". */
function factsOf(group: PlaylistGroup): string {
  const status =
    group.status === 'draft' ? 'Draft' : `Published, ${STATE_WORDS[windowState(group.window)]}`;
  const count = group.playlists.length;
  return [
    status,
    windowWords(group.window),
    group.placements.join(', ') || 'no location',
    `${count} ${count === 1 ? 'collection' : 'collections'}`,
  ].join(' · ');
}

/** /publish/content: the tenant's playlist groups in order, created, edited, moved and deleted. */
export function GroupsView() {
  const styles = useStyles();
  const groups = useGroups();
  const writes = usePublishingWrites();
  const notify = useNotify();
  const [editing, setEditing] = useState<PlaylistGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PlaylistGroup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const move = async (index: number, delta: number) => {
    const list = groups.data ?? [];
    setProblem(null);
    try {
      await writes.orderGroups(moved(list, index, delta).map((g) => g.id));
    } catch (error) {
      setProblem(`The groups could not be moved. ${errorInWords(error)}`);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Groups gather public collections for the site’s locations. Visitors see a published group
          inside its window, in this order.
        </p>
        <Button appearance="primary" onClick={() => setEditing('new')}>
          New group
        </Button>
      </div>
      {groups.error && !groups.data ? (
        <p role="alert" className={styles.problem}>
          {loadProblem(groups.error, 'The groups')}
        </p>
      ) : !groups.data ? (
        <p role="status">Loading the groups…</p>
      ) : groups.data.length === 0 ? (
        <p role="status">No groups yet. Make one with New group.</p>
      ) : (
        <ol className={styles.list} aria-label="Playlist groups">
          {groups.data.map((group, i, all) => (
            <li key={group.id} className={styles.group} aria-label={group.title}>
              <div>
                <h2 className={styles.title}>{group.title}</h2>
                <p className={styles.facts}>{factsOf(group)}</p>
              </div>
              <div className={styles.actions}>
                <Button
                  size="small"
                  aria-label={`Edit ${group.title}`}
                  onClick={() => setEditing(group)}
                >
                  Edit
                </Button>
                <OrderControls
                  name={group.title}
                  index={i}
                  count={all.length}
                  onMove={(delta) => void move(i, delta)}
                  onRemove={() => setDeleting(group)}
                  removeWord="Delete"
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {editing && (
        <GroupDialog
          {...(editing === 'new' ? {} : { group: editing })}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify(
              saved.status === 'published'
                ? `“${saved.title}” is saved and published.`
                : `“${saved.title}” is saved as a draft.`,
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.title}”?`}
          confirmLabel="Delete the group"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await writes.deleteGroup(deleting.id);
              notify(`The group “${deleting.title}” was deleted.`);
              setDeleting(null);
              return null;
            } catch (error) {
              return publishingProblem(error, `The group “${deleting.title}”`, 'deleted');
            }
          }}
        >
          <p>Visitors stop seeing it at once. Its collections stay as they are.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
