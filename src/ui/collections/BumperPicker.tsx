import { Button, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useMemo, useState } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { formatClock } from '../../core/domain/clip-display';
import { bumpersQuery } from '../../core/queries/bumpers';
import { useServerQuery, useTenant } from '../common';

const useStyles = makeStyles({
  bumpers: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  bumperList: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** The tenant's bumpers, searched by words, each added to the end with one press. */
export function BumperPicker({ onAdd }: { onAdd(hit: Partial<SearchHit>): void }) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const [words, setWords] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(words), 300);
    return () => clearTimeout(timer);
  }, [words]);
  const bumpers = useServerQuery(useMemo(() => bumpersQuery(tenantId, query), [tenantId, query]));
  return (
    <section className={styles.bumpers} aria-label="Bumpers">
      <label>
        Search bumpers <Input type="search" value={words} onChange={(_, d) => setWords(d.value)} />
      </label>
      {bumpers.error && (
        <p role="alert" className={styles.alert}>
          Bumpers could not be loaded. {errorInWords(bumpers.error)}
        </p>
      )}
      {bumpers.data && bumpers.data.results.length === 0 && <p>No bumpers match.</p>}
      <ul className={styles.bumperList}>
        {bumpers.data?.results.map((hit) => {
          const name =
            hit.payload.find((p) => p.category === 'INTERSTITIAL')?.value ?? hit.assetTitle;
          return (
            <li key={hit.id} className={styles.row}>
              <span>
                {name} · {formatClock(hit.duration)}
              </span>
              <Button size="small" aria-label={`Add bumper ${name}`} onClick={() => onAdd(hit)}>
                Add
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
