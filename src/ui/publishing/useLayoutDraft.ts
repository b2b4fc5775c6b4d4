import { useState } from 'react';
import type { Carousel, FeaturedItem, PlacementLayout } from '../../core/api/contract';
import {
  isSavedElsewhere,
  publishingProblem,
  useLayout,
  usePublishingWrites,
} from './usePublishing';

/**
 * A location's layout being edited: the saved one until the person changes something, then
 * their draft, saved whole at the version it started from. When someone else saved since,
 * the person chooses: save again to put theirs in its place, or discard to see the other.
 */
export function useLayoutDraft(location: string) {
  const saved = useLayout(location);
  const writes = usePublishingWrites();
  const [draft, setDraft] = useState<PlacementLayout | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  // A draft belongs to its location: choosing another starts from that one's saved state.
  const current = draft && draft.location === location ? draft : (saved.data ?? null);
  const change = (next: { featured?: FeaturedItem[]; carousels?: Carousel[] }) => {
    if (current) setDraft({ ...current, ...next });
  };
  const save = async (what: string): Promise<boolean> => {
    if (!current) return false;
    setBusy(true);
    setProblem(null);
    try {
      // Told of a newer save, the person saves again: over the version now saved.
      const version = overwrite && saved.data ? saved.data.version : current.version;
      await writes.saveLayout({ ...current, version });
      setDraft(null);
      setOverwrite(false);
      return true;
    } catch (error) {
      setProblem(publishingProblem(error, what));
      if (isSavedElsewhere(error)) {
        setOverwrite(true);
        await writes.reload();
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return {
    saved,
    layout: current,
    dirty: !!draft && draft.location === location,
    change,
    save,
    /** Throws the draft away and reads the saved layout again. */
    discard: async () => {
      setDraft(null);
      setProblem(null);
      setOverwrite(false);
      await writes.reload();
    },
    problem,
    busy,
  };
}
