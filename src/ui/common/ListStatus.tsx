import { Button } from '@fluentui/react-components';
import { errorInWords } from '../../core/api/error-words';
import { useListTableStyles } from './useListTableStyles';

/** What ListStatus reads of a list's query. */
export interface ListQueryState {
  error: Error | null;
  isPending: boolean;
  /** Whether an answer has come (the count is then said). */
  data?: unknown;
  refetch(): unknown;
}

/**
 * A list's status above its rows, as every list says it: why it could not be loaded, with Try
 * again; that it is loading; then how many there are (or why none), read out as it changes.
 */
export function ListStatus({
  list,
  failed,
  loading,
  count,
}: {
  list: ListQueryState;
  /** "The library could not be loaded." */
  failed: string;
  /** "Loading the library…" */
  loading: string;
  /** "12 videos", or why there are none. */
  count: string;
}) {
  const styles = useListTableStyles();
  return (
    <>
      {list.error && (
        <p role="alert" className={styles.alert}>
          {failed} {errorInWords(list.error)}{' '}
          <Button size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {list.isPending && !list.error && (
        <p role="status" className={styles.message}>
          {loading}
        </p>
      )}
      {list.data !== undefined && (
        <p role="status" className={styles.message}>
          {count}
        </p>
      )}
    </>
  );
}
