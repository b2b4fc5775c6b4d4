import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { CsvMapping, CsvTimeKind } from '../../core/api/contract';
import { TIME_KIND_WORDS } from '../../core/domain/match-data-csv';
import { FieldGroup, SelectField } from './MatchDataFields';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14em), 1fr))',
  },
});

const NONE = '';

/**
 * Which column of a logger's CSV is what: its time and what the time counts, its period, kind
 * and id, and the tenant's category each other column becomes. The tenant keeps the mapping of
 * its last CSV import, and it is offered again.
 */
export function MatchDataCsvColumns({
  columns,
  categories,
  mapping,
  onChange,
}: {
  columns: readonly string[];
  categories: ReadonlyArray<{ name: string; label: string }>;
  mapping: CsvMapping;
  onChange(mapping: CsvMapping): void;
}) {
  const styles = useStyles();
  const pick = (none: string) => [
    { value: NONE, label: none },
    ...columns.map((c) => ({ value: c, label: c })),
  ];
  const optional = (key: 'period' | 'kind' | 'id') => (value: string) => {
    const { [key]: _dropped, ...rest } = mapping;
    onChange(value ? { ...rest, [key]: value } : rest);
  };
  const special = new Set([mapping.time, mapping.kind, mapping.id].filter(Boolean));
  const becomes = [
    { value: NONE, label: 'Not imported' },
    ...categories.map((c) => ({ value: c.name, label: c.label })),
  ];
  return (
    <FieldGroup
      legend="The file’s columns"
      hint="One row is one event. Say which column holds its time, and what each other column becomes; this library keeps these for its next CSV."
    >
      <div className={styles.grid}>
        <SelectField
          label="Time column"
          value={mapping.time}
          options={pick('Choose a column')}
          onChange={(time) => onChange({ ...mapping, time })}
        />
        <SelectField
          label="What the time counts"
          value={mapping.timeKind}
          options={Object.entries(TIME_KIND_WORDS).map(([value, label]) => ({ value, label }))}
          onChange={(kind) => onChange({ ...mapping, timeKind: kind as CsvTimeKind })}
        />
        {mapping.timeKind === 'clock' && (
          <SelectField
            label="Period column"
            value={mapping.period ?? NONE}
            options={pick('None: every event in the first')}
            onChange={optional('period')}
          />
        )}
        <SelectField
          label="Kind of event column (for its clip’s length)"
          value={mapping.kind ?? NONE}
          options={pick('None')}
          onChange={optional('kind')}
        />
        <SelectField
          label="Event id column (keeps its clip across imports)"
          value={mapping.id ?? NONE}
          options={pick('None: the row’s number')}
          onChange={optional('id')}
        />
      </div>
      <div className={styles.grid} role="group" aria-label="What each column becomes">
        {columns
          .filter((c) => !special.has(c))
          .map((column) => (
            <SelectField
              key={column}
              label={`“${column}” becomes`}
              value={mapping.columns[column] ?? NONE}
              options={becomes}
              onChange={(category) => {
                const { [column]: _dropped, ...rest } = mapping.columns;
                onChange({
                  ...mapping,
                  columns: category ? { ...rest, [column]: category } : rest,
                });
              }}
            />
          ))}
      </div>
    </FieldGroup>
  );
}
