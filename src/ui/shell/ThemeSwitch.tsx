import { Select } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { themeModeAtom, type ThemeMode } from '../../core/state/atoms';
import { useTenant } from '../common';

const MODES: Array<[ThemeMode, string]> = [
  ['system', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Light, dark, or the system's; kept for the next visit and shared by every element. */
export function ThemeSwitch() {
  const styles = useStyles();
  const id = useId();
  const [chosen, setChosen] = useAtom(themeModeAtom);
  const fallback = useTenant().config.ui.theme.defaultTheme;
  return (
    <span className={styles.root}>
      <label htmlFor={id}>Theme</label>
      <Select
        id={id}
        size="small"
        value={chosen ?? fallback}
        onChange={(_, data) => setChosen(data.value as ThemeMode)}
      >
        {MODES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </span>
  );
}
