import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState } from 'react';
import {
  RELATIVE_RANGES,
  isRelativeRange,
  resolveRelativeRange,
  type RelativeRange,
} from '../../core/api/contract';
import {
  dateRangeProblems,
  RELATIVE_RANGE_LABELS,
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
  days: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

type Period = RelativeRange | 'any' | 'custom';

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
  /** The range the search holds: days (yyyy-MM-dd), a relative period, or none. */
  range: { from: string; to: string } | RelativeRange | null;
  /** The month the tenant's seasons start in (1 to 12). */
  seasonStartMonth: number;
  onChange: (range: { from: string; to: string } | RelativeRange | null) => void;
}

/**
 * A date-range filter: a period that moves with the calendar (last 7 days, this season…), or
 * days typed and shown as dd/MM/yyyy whatever the browser's language, with SPEC §5's rules;
 * nothing reaches the search until both dates pass.
 */
export function DateRangeGroup({ field, range, seasonStartMonth, onChange }: DateRangeGroupProps) {
  const styles = useStyles();
  const inputClass = useTextInputStyles();
  const id = useId();
  const days = typeof range === 'string' ? null : range;
  const [from, setFrom] = useEditableCopy(days ? isoDayToDisplay(days.from) : '');
  const [to, setTo] = useEditableCopy(days ? isoDayToDisplay(days.to) : '');
  const [problems, setProblems] = useState<DateRangeProblem[]>([]);
  const held: Period = typeof range === 'string' ? range : range ? 'custom' : 'any';
  // "Custom dates" chosen and not yet applied shows the inputs before the search holds days,
  // until the search's period changes some other way (a chip removed, the search cleared).
  const heldKey = JSON.stringify(range);
  const [customisingFrom, setCustomisingFrom] = useState<string | null>(null);
  const customising = customisingFrom === heldKey;
  const setCustomising = (on: boolean) => setCustomisingFrom(on ? heldKey : null);
  const period: Period = customising ? 'custom' : held;
  const choosePeriod = (next: string) => {
    setProblems([]);
    setCustomising(next === 'custom');
    if (next === 'any') onChange(null);
    else if (isRelativeRange(next)) onChange(next);
  };
  // The day the page opened: what a relative period covers is shown as of then.
  const [today] = useState(() => new Date());
  const covered =
    typeof range === 'string' ? resolveRelativeRange(range, today, seasonStartMonth) : null;
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
    if (!found.length && start && end) {
      setCustomising(false);
      onChange({ from: isoDay(start), to: isoDay(end) });
    }
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
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-period`}>
          Period
        </label>
        <select
          id={`${id}-period`}
          className={inputClass('small')}
          value={period}
          onChange={(e) => choosePeriod(e.currentTarget.value)}
        >
          <option value="any">Any time</option>
          {RELATIVE_RANGES.map((r) => (
            <option key={r} value={r}>
              {RELATIVE_RANGE_LABELS[r]}
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
        {covered && period !== 'custom' && (
          <p className={styles.days}>
            {isoDayToDisplay(covered.from)} to {isoDayToDisplay(covered.to)}, counted from the day
            the search runs
          </p>
        )}
      </div>
      {period === 'custom' && (
        <>
          {input('from', 'From', from, setFrom)}
          {input('to', 'To', to, setTo)}
          <div className={styles.actions}>
            <Button size="small" onClick={apply}>
              Apply dates
            </Button>
            {days && (
              <Button size="small" appearance="transparent" onClick={() => choosePeriod('any')}>
                Clear dates
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
