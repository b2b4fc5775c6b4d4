import type { PlaylistGroup, PlaylistSummary, SavedSearch } from '../../core/api/contract';
import { useSavedSearchList } from '../search/useSavedSearches';
import { useGroups, usePublicCollections } from './usePublishing';

export type ChoiceKind = 'group' | 'collection' | 'saved-search';

export interface Choices {
  groups: PlaylistGroup[];
  collections: PlaylistSummary[];
  savedSearches: SavedSearch[];
  loading: boolean;
  /** What an item is called where it is listed; its kind when it no longer exists. */
  nameOf(kind: ChoiceKind, id: string): string;
}

const GONE: Record<ChoiceKind, string> = {
  group: 'A group that no longer exists',
  collection: 'A collection that is not public',
  'saved-search': 'A saved search of someone else',
};

/** What featured items and rails may show: the groups, public collections and saved searches. */
export function useChoices(): Choices {
  const groups = useGroups();
  const collections = usePublicCollections();
  const saved = useSavedSearchList();
  const lists = {
    group: groups.data ?? [],
    collection: collections.data?.results ?? [],
    'saved-search': saved.data?.results ?? [],
  };
  return {
    groups: lists.group,
    collections: lists.collection,
    savedSearches: lists['saved-search'],
    loading: !groups.data || !collections.data || !saved.data,
    nameOf: (kind, id) => {
      const found = (lists[kind] as Array<{ id: string; title?: string; name?: string }>).find(
        (item) => item.id === id,
      );
      return found?.title ?? found?.name ?? GONE[kind];
    },
  };
}

/** "group:{id}" and back: one value for a select of several kinds. */
export const choiceValue = (kind: ChoiceKind, id: string) => `${kind}:${id}`;
export function parseChoice(value: string): { kind: ChoiceKind; id: string } | null {
  const at = value.indexOf(':');
  if (at < 0) return null;
  const kind = value.slice(0, at) as ChoiceKind;
  return ['group', 'collection', 'saved-search'].includes(kind)
    ? { kind, id: value.slice(at + 1) }
    : null;
}
