import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Move up, move down and remove for one item of an ordered list, each named by the item. */
export function OrderControls({
  name,
  index,
  count,
  onMove,
  onRemove,
  removeWord = 'Remove',
}: {
  name: string;
  index: number;
  count: number;
  onMove(delta: number): void;
  onRemove?(): void;
  removeWord?: string;
}) {
  const styles = useStyles();
  return (
    <span className={styles.controls}>
      <Button
        size="small"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(-1)}
      >
        Up
      </Button>
      <Button
        size="small"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(1)}
      >
        Down
      </Button>
      {onRemove && (
        <Button size="small" aria-label={`${removeWord} ${name}`} onClick={onRemove}>
          {removeWord}
        </Button>
      )}
    </span>
  );
}
