import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { dateRangeProblems, type DateRangeProblem } from '../../core/domain/dates';
import { useEditableCopy } from '../common/useEditableCopy';
import type { FilterField } from '../../tenants';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalXS },
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const MESSAGES: Record<DateRangeProblem, [field: 'from' | 'to', text: string]> = {
  'start-invalid': ['from', 'Enter a start date.'],
  'end-invalid': ['to', 'Enter an end date.'],
  'start-in-future': ['from', 'The start date must be in the past.'],
  'end-in-future': ['to', 'The end date must be in the past.'],
  'start-too-early': ['from', 'The start date must be after 01/01/1900.'],
  'end-too-early': ['to', 'The end date must be after 01/01/1900.'],
  'start-after-end': ['to', 'The end date must not be before the start date.'],
};

const parse = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null;

export interface DateRangeGroupProps {
  field: FilterField;
  /** The range the search holds, yyyy-MM-dd. */
  range: { from: string; to: string } | null;
  onChange: (range: { from: string; to: string } | null) => void;
}

/** A date-range filter with SPEC §5's rules; nothing reaches the search until both dates pass. */
export function DateRangeGroup({ field, range, onChange }: DateRangeGroupProps) {
  const styles = useStyles();
  const headingId = useId();
  const [from, setFrom] = useEditableCopy(range?.from ?? '');
  const [to, setTo] = useEditableCopy(range?.to ?? '');
  const [problems, setProblems] = useState<DateRangeProblem[]>([]);
  const messageFor = (which: 'from' | 'to') =>
    problems
      .filter((p) => MESSAGES[p][0] === which)
      .map((p) => MESSAGES[p][1])
      .join(' ') || undefined;

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {field.label}
      </h3>
      <Field label="From" validationMessage={messageFor('from')} size="small">
        <Input type="date" size="small" value={from} onChange={(_, d) => setFrom(d.value)} />
      </Field>
      <Field label="To" validationMessage={messageFor('to')} size="small">
        <Input type="date" size="small" value={to} onChange={(_, d) => setTo(d.value)} />
      </Field>
      <div className={styles.actions}>
        <Button
          size="small"
          onClick={() => {
            const found = dateRangeProblems(parse(from), parse(to), new Date());
            setProblems(found);
            if (!found.length) onChange({ from, to });
          }}
        >
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
