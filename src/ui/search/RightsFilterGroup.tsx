import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import {
  RIGHTS_FILTERS,
  RIGHTS_FILTER_WORDS,
  type RightsFilter,
} from '../../core/api/contract/rights';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none' },
  heading: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} 0`,
    cursor: 'pointer',
  },
  radio: {
    width: '16px',
    height: '16px',
    margin: 0,
    accentColor: tokens.colorBrandBackground,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * Staff's filter on rights windows (docs/rights.md): any clip, those a window keeps from some
 * use now, or those whose window ends within the week.
 */
export function RightsFilterGroup({
  value,
  onChange,
}: {
  value: RightsFilter | null;
  onChange(value: RightsFilter | null): void;
}) {
  const styles = useStyles();
  const name = useId();
  const options: Array<{ value: RightsFilter | null; label: string }> = [
    { value: null, label: 'Any clip' },
    ...RIGHTS_FILTERS.map((f) => ({ value: f, label: RIGHTS_FILTER_WORDS[f] })),
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.heading}>Rights window</legend>
      {options.map((option) => (
        <label key={option.label} className={styles.option}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
