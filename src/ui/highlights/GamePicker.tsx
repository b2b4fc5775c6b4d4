import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { HighlightPackageRow } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { useServerQuery, useTenant } from '../common';
import { useTextInputStyles } from '../common/useTextInputStyles';
import { buildProgressQuery } from '../../core/queries/highlights';
import { useGames, useHighlightWrites } from './useHighlights';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
  },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS, flex: '1 1 260px', maxWidth: '520px' },
  select: { minWidth: 0, width: '100%' },
  progress: {
    flexBasis: '100%',
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
  bar: { width: '100%', maxWidth: '420px', accentColor: tokens.colorBrandForeground1 },
  message: { margin: 0 },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** Picks a game and builds its packages by the tenant's rules, with their progress. */
export function GamePicker({ onBuilt }: { onBuilt?(rows: HighlightPackageRow[]): void }) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const games = useGames();
  const writes = useHighlightWrites();
  const id = useId();
  const select = useTextInputStyles();
  const [assetId, setAssetId] = useState('');
  const [building, setBuilding] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // While a build runs: its packages, read every second until none waits.
  const progressQuery = useMemo(() => buildProgressQuery(tenantId, building), [tenantId, building]);
  const progress = useServerQuery(progressQuery);
  const done = (progress.data ?? []).filter((r) => r.status === 'ready' || r.status === 'failed');
  const total = building?.length ?? 0;
  const running = building !== null && done.length < total;
  const finished = building !== null && progress.data !== undefined && !running;
  useEffect(() => {
    if (!finished) return;
    void writes.refresh();
    onBuilt?.(progress.data ?? []);
    // Once per build.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, building]);

  const build = async () => {
    if (!assetId) {
      setProblem('Choose a game first.');
      return;
    }
    setProblem(null);
    try {
      const started = await writes.buildGame(assetId);
      setBuilding(started.packages.map((p) => p.id));
    } catch (error) {
      setProblem(`The packages could not be built. ${errorInWords(error)}`);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.field}>
        <label htmlFor={id}>Game</label>
        <select
          id={id}
          className={`${select()} ${styles.select}`}
          value={assetId}
          onChange={(e) => setAssetId(e.target.value)}
          aria-invalid={problem === 'Choose a game first.' || undefined}
        >
          <option value="">{games.isPending ? 'Loading games…' : 'Choose a game'}</option>
          {(games.data ?? []).map((game) => (
            <option key={game.id} value={game.id}>
              {game.title}
            </option>
          ))}
        </select>
      </div>
      <Button appearance="primary" onClick={() => void build()} disabled={running}>
        {running ? 'Building…' : 'Build packages'}
      </Button>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {games.error && (
        <p role="alert" className={styles.alert}>
          The games could not be loaded. {errorInWords(games.error)}
        </p>
      )}
      {building !== null && (
        <div className={styles.progress}>
          <p role="status" className={styles.message}>
            {running
              ? `Building ${done.length} of ${total} packages…`
              : `Built ${total} ${total === 1 ? 'package' : 'packages'}${
                  done.some((r) => r.status === 'failed') ? ', some failed: see why below' : ''
                }.`}
          </p>
          {running && (
            <progress
              className={styles.bar}
              max={total}
              value={done.length}
              aria-label={`Building packages: ${done.length} of ${total}`}
            />
          )}
        </div>
      )}
    </div>
  );
}
