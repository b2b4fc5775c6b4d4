import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useMemo, useState } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { countOf } from '../../core/domain/counting';
import { valueTypes } from '../../core/domain/metadata-edit';
import { useTenant } from '../common';
import { lazyNamed } from '../common/lazyNamed';
import { filterLabelOf, searchFilters } from '../search/filters';
import { SearchView } from '../search/SearchView';
import { useNotify } from '../shell/Toasts';
import { ChangeHistory } from './ChangeHistory';
import { undoMetadata, useMetadataHistory, writeMetadata } from './useMetadata';

const ClipMetadataDialog = lazyNamed(() => import('./ClipMetadataDialog'), 'ClipMetadataDialog');
const BulkValueDialog = lazyNamed(() => import('./BulkValueDialog'), 'BulkValueDialog');

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXL, containerType: 'inline-size' },
  lead: { margin: 0, maxWidth: '60em' },
});

/** The most clips one change writes (PUT search/data takes 500). */
const MOST_AT_ONCE = 500;

/**
 * /settings/content: clips found with the search of /explore, their metadata corrected one
 * clip at a time or one value on many chosen clips; every change in the history, undoable.
 */
export function ClipMetadataView() {
  const styles = useStyles();
  const tenant = useTenant();
  const notify = useNotify();
  const history = useMetadataHistory();
  const labelOf = useMemo(() => filterLabelOf(searchFilters(tenant)), [tenant]);
  const categories = tenant.config.ui.clipMetadataCategories;
  const typeOf = useMemo(() => valueTypes(tenant.family.clipCategories), [tenant]);
  const [editing, setEditing] = useState<Partial<SearchHit> | null>(null);
  const [bulk, setBulk] = useState<{
    hits: Partial<SearchHit>[];
    done: (ok: boolean) => void;
  } | null>(null);

  const undo = async (changeId: string) => {
    await undoMetadata(tenant.tenantId, changeId);
    notify('The change was undone.');
  };
  const save = (what: string) => async (request: Parameters<typeof writeMetadata>[1]) => {
    try {
      const changeId = await writeMetadata(tenant.tenantId, request);
      setEditing(null);
      bulk?.done(true);
      setBulk(null);
      notify(`${what} saved.`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void undo(changeId).catch((error: unknown) =>
              notify(`The change could not be undone. ${errorInWords(error)}`, { intent: 'error' }),
            ),
        },
      });
      return null;
    } catch (error) {
      return { words: errorInWords(error), field: (error as { field?: string }).field };
    }
  };

  return (
    <div className={styles.root}>
      <p className={styles.lead}>
        Find clips as on Explore. Choose a clip to correct its values, or choose several to set one
        value on them all. Every change is kept in the history below, and can be undone.
      </p>
      <SearchView
        hideAdd
        hidePreview
        onClipSelect={setEditing}
        chosenAction={{
          label: 'Set a value',
          run: (hits) =>
            new Promise<boolean>((resolve) => {
              if (hits.length > MOST_AT_ONCE) {
                notify(`Choose at most ${MOST_AT_ONCE} clips at once.`, { intent: 'warning' });
                return resolve(false);
              }
              setBulk({ hits, done: resolve });
            }),
        }}
      />
      <ChangeHistory
        changes={history.data}
        loadProblem={
          history.error && !history.data
            ? `The history could not be loaded. ${errorInWords(history.error)}`
            : null
        }
        labelOf={labelOf}
        onUndo={(change) => undo(change.id)}
      />
      <Suspense fallback={null}>
        {editing && (
          <ClipMetadataDialog
            hit={editing}
            categories={categories}
            labelOf={labelOf}
            onSave={save('The clip was')}
            typeOf={typeOf}
            onClose={() => setEditing(null)}
          />
        )}
        {bulk && (
          <BulkValueDialog
            hits={bulk.hits}
            categories={categories}
            labelOf={labelOf}
            onSave={save(`${countOf(bulk.hits.length, 'clip')} were`)}
            typeOf={typeOf}
            onClose={() => {
              bulk.done(false);
              setBulk(null);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
