import { Button } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import type { SavedSearch } from '../../core/api/contract';
import type { SearchState } from '../../core/domain/search-state';
import type { FilterCategories } from '../../core/domain/search-expression';
import { lazyNamed } from '../common/lazyNamed';
import { useNotify } from '../shell/Toasts';

const SaveSearchDialog = lazyNamed(() => import('./SaveSearchDialog'), 'SaveSearchDialog');

/**
 * "Save search": the button and its dialog (loaded when first opened), with a toast when
 * saved. Nothing when `enabled` is false.
 */
export function useSaveSearch({
  enabled,
  state,
  categories,
  labelOf,
  onSaved,
}: {
  enabled: boolean;
  state: SearchState;
  categories: FilterCategories;
  labelOf: (category: string) => string;
  onSaved?: (saved: SavedSearch) => void;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  if (!enabled) return { button: null, dialog: null };
  return {
    button: (
      <Button size="small" onClick={() => setOpen(true)}>
        Save search
      </Button>
    ),
    dialog: open && (
      <Suspense fallback={null}>
        <SaveSearchDialog
          state={state}
          categories={categories}
          labelOf={labelOf}
          onSaved={(saved) => {
            setOpen(false);
            notify(`Search saved as “${saved.name}”.`);
            onSaved?.(saved);
          }}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    ),
  };
}
