import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../core/state/atoms';
import { ExportsList, type ExportsListProps } from './ExportsList';

/** `<vs-exports>`'s feature: the signed-in person's exports. */
export function ExportsView(props: ExportsListProps) {
  const { authenticated } = useAtomValue(sessionAtom);
  if (!authenticated) return <p role="status">Sign in to see your exports.</p>;
  return <ExportsList {...props} />;
}
