import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../core/state/atoms';
import { useCan } from '../common';
import { LibraryList, type LibraryListProps } from './LibraryList';

export type LibraryViewProps = LibraryListProps;

/** `<vs-library>`'s feature: the tenant's assets, for those who manage the library. */
export function LibraryView(props: LibraryViewProps) {
  const { authenticated } = useAtomValue(sessionAtom);
  const allowed = useCan('manage-assets');
  if (!authenticated) return <p role="status">Sign in to manage the library.</p>;
  if (!allowed)
    return (
      <p role="status">
        Your role does not include managing the library. An administrator can change it.
      </p>
    );
  return <LibraryList {...props} />;
}
