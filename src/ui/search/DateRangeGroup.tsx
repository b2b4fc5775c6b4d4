import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import {
  dateRangeProblems,
  isoDay,
  isoDayToDisplay,
  parseDayMonthYear,
  type DateRangeProblem,
} from '../../core/domain/dates';
import { useEditableCopy } from '../common/useEditableCopy';
import { useTextInputStyles } from '../common/useTextInputStyles';
import type { FilterField } from '../../tenants';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalXS },
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS },
  label: { fontSize: tokens.fontSizeBase200 },
  message: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorPaletteRedForeground1,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const MESSAGES: Record<DateRangeProblem, [field: 'from' | 'to', text: string]> = {
  'start-invalid': ['from', 'Enter a start date as dd/mm/yyyy.'],
  'end-invalid': ['to', 'Enter an end date as dd/mm/yyyy.'],
  'start-in-future': ['from', 'The start date must be in the past.'],
  'end-in-future': ['to', 'The end date must be in the past.'],
  'start-too-early': ['from', 'The start date must be after 01/01/1900.'],
  'end-too-early': ['to', 'The end date must be after 01/01/1900.'],
  'start-after-end': ['to', 'The end date must not be before the start date.'],
};

export interface DateRangeGroupProps {
  field: FilterField;
  /** The range the search holds, yyyy-MM-dd. */
  range: { from: string; to: string } | null;
  onChange: (range: { from: string; to: string } | null) => void;
}

/**
 * A date-range filter, typed and shown as dd/MM/yyyy whatever the browser's language, with
 * SPEC §5's rules; nothing reaches the search until both dates pass.
 */
export function DateRangeGroup({ field, range, onChange }: DateRangeGroupProps) {
  const styles = useStyles();
  const inputClass = useTextInputStyles();
  const id = useId();
  const [from, setFrom] = useEditableCopy(range ? isoDayToDisplay(range.from) : '');
  const [to, setTo] = useEditableCopy(range ? isoDayToDisplay(range.to) : '');
  const [problems, setProblems] = useState<DateRangeProblem[]>([]);
  const messageFor = (which: 'from' | 'to') =>
    problems
      .filter((p) => MESSAGES[p][0] === which)
      .map((p) => MESSAGES[p][1])
      .join(' ');
  const apply = () => {
    const start = parseDayMonthYear(from);
    const end = parseDayMonthYear(to);
    const found = dateRangeProblems(start, end, new Date());
    setProblems(found);
    if (!found.length && start && end) onChange({ from: isoDay(start), to: isoDay(end) });
  };
  const input = (which: 'from' | 'to', label: string, value: string, set: (v: string) => void) => {
    const message = messageFor(which);
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${which}`}>
          {label}
        </label>
        <input
          id={`${id}-${which}`}
          className={inputClass('small')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${which}-message` : undefined}
          onChange={(e) => set(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
        {message && (
          <p id={`${id}-${which}-message`} className={styles.message} role="alert">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.group} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {field.label}
      </h3>
      {input('from', 'From', from, setFrom)}
      {input('to', 'To', to, setTo)}
      <div className={styles.actions}>
        <Button size="small" onClick={apply}>
          Apply dates
        </Button>
        {range && (
          <Button
            size="small"
            appearance="transparent"
            onClick={() => {
              setProblems([]);
              onChange(null);
            }}
          >
            Clear dates
          </Button>
        )}
      </div>
    </section>
  );
}
