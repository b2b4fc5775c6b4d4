import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { FilterCategories, SearchWord } from '../../core/domain/search-expression';
import { chipLabel } from './Chips';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** Says which of the words typed were searched as the tenant means them (“six” as Runs: 6). */
export function SearchWordsNote({
  meant,
  categories,
  labelOf,
}: {
  meant: readonly SearchWord[];
  categories: FilterCategories;
  labelOf: (category: string) => string;
}) {
  const styles = useStyles();
  if (meant.length === 0) return null;
  return (
    <p className={styles.note} role="status">
      {meant
        .map((m) => `“${m.word}” is searched as ${chipLabel(m.term, categories, labelOf)}`)
        .join('; ')}
      : remove its term to search the word itself.
    </p>
  );
}
