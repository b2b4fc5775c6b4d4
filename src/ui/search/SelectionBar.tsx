import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { ClipRightsAction, type ClipRightsChoice } from './ClipRightsAction';
import { addToCollectionLabel } from '../../core/domain/collections';
import { countOf } from '../../core/domain/counting';
import { useTenant } from '../common';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  count: { margin: 0, marginRight: 'auto', fontWeight: tokens.fontWeightSemibold },
});

/** How many clips are chosen (on every page), and what can be done with them all at once. */
export function SelectionBar({
  count,
  onAdd,
  label,
  onClear,
  rights,
}: {
  count: number;
  /** Adds the chosen clips to a collection; absent where adding is left out. */
  onAdd?: () => void;
  /** The action's words, when the page does something else with them. */
  label?: string;
  onClear: () => void;
  /** Sets the chosen clips' rights window; absent for those who may not. */
  rights?: ClipRightsChoice | undefined;
}) {
  const styles = useStyles();
  const verbiage = useTenant().config.ui.verbiage;
  const item = verbiage.item ?? 'clip';
  return (
    <div className={styles.bar} role="region" aria-label="Chosen clips">
      <p className={styles.count} role="status">
        {count ? `${countOf(count, item)} chosen` : `No ${item}s chosen`}
      </p>
      {onAdd && (
        <Button appearance="primary" disabled={!count} onClick={onAdd}>
          {`${label ?? addToCollectionLabel(verbiage)}: ${countOf(count, item)}`}
        </Button>
      )}
      {rights && <ClipRightsAction {...rights} />}
      <Button disabled={!count} onClick={onClear}>
        Clear the choice
      </Button>
    </div>
  );
}
