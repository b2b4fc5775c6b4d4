import { HIGHLIGHT_CLIPS_PAGE, type HighlightClip } from '../api/contract';
import {
  BUILDING_REFRESH_MS,
  LIVE_REFRESH_MS,
  building,
  highlightKeys,
  highlights,
} from './highlights';
import { serverQuery } from './query';

/** A package whose clips can be shown: ready, or built before and being built again. */
export const hasClips = (detail: { status: string; builtAt: string | null }) =>
  detail.status === 'ready' || (building(detail.status) && detail.builtAt !== null);

/** Every clip of a package, read a page at a time; one group value's when `group` is given. */
async function allClips(id: string, group?: { type: string; value: string }, signal?: AbortSignal) {
  const clips: HighlightClip[] = [];
  for (let offset = 0; ; offset += HIGHLIGHT_CLIPS_PAGE) {
    const page = await highlights().clips(
      id,
      { offset, limit: HIGHLIGHT_CLIPS_PAGE, ...(group ? { group } : {}) },
      signal,
    );
    clips.push(...page.clips);
    if (page.clips.length === 0 || clips.length >= page.count) return clips;
  }
}

/**
 * One package with all its clips once it is built; read every second while it builds, and
 * every few while its game is live (its rules run again on each new clip of the match).
 */
export const packageQuery = (tenantId: string, id: string) =>
  serverQuery({
    queryKey: highlightKeys.highlightPackage(tenantId, id),
    queryFn: async ({ signal }) => {
      const detail = await highlights().get(id, signal);
      // Built before (a live match's package being built again): its clips stand meanwhile.
      const clips = hasClips(detail) ? await allClips(id, undefined, signal) : [];
      return { detail, clips };
    },
    refetchInterval: (q) =>
      building(q.state.data?.detail.status)
        ? BUILDING_REFRESH_MS
        : q.state.data?.detail.live
          ? LIVE_REFRESH_MS
          : false,
  });

/** A package's values of one group-by (its tabs' lists). */
export const groupValuesQuery = (tenantId: string, id: string, by: string) =>
  serverQuery({
    queryKey: highlightKeys.highlightGroupValues(tenantId, id, by),
    queryFn: ({ signal }) => highlights().lists(id, by, signal),
    enabled: by !== '',
  });

/** The clips of one group value of a package. */
export const groupClipsQuery = (
  tenantId: string,
  id: string,
  group: { type: string; value: string } | null,
) =>
  serverQuery({
    queryKey: highlightKeys.highlightGroupClips(
      tenantId,
      id,
      group ? `${group.type}:${group.value}` : '',
    ),
    queryFn: ({ signal }) => allClips(id, group!, signal),
    enabled: group !== null,
  });
