import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Tab, TabList } from '@fluentui/react-tabs';
import { useMemo } from 'react';
import { errorInWords } from '../../core/api/error-words';
import { useServerQuery, useTenant } from '../common';
import { groupValuesQuery } from '../../core/queries/highlight-package';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  values: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  message: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface GroupChoice {
  type: string;
  value: string;
}

/** A group-by type's words: its category's label, or "Actions". */
function typeLabel(type: string, labels: ReadonlyMap<string, string>): string {
  return labels.get(type.toLowerCase()) ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * The package's group-by tabs (SPEC §3: cricket's actions, batter, bowler), each value with
 * its count; choosing one shows only its clips.
 */
export function GroupTabs({
  packageId,
  types,
  tab,
  choice,
  onTab,
  onChoose,
}: {
  packageId: string;
  types: readonly string[];
  tab: string;
  choice: GroupChoice | null;
  onTab(type: string): void;
  onChoose(choice: GroupChoice | null): void;
}) {
  const styles = useStyles();
  const tenant = useTenant();
  const labels = useMemo(
    () =>
      new Map(tenant.family.clipCategories.map((c) => [c.name.toLowerCase(), c.label] as const)),
    [tenant.family],
  );
  const options = useMemo(
    () => groupValuesQuery(tenant.tenantId, packageId, tab),
    [tenant.tenantId, packageId, tab],
  );
  const values = useServerQuery(options);
  return (
    <div className={styles.root}>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => {
          onTab(String(d.value));
          onChoose(null);
        }}
        aria-label="Group the clips by"
      >
        <Tab value="">All clips</Tab>
        {types.map((type) => (
          <Tab key={type} value={type}>
            {typeLabel(type, labels)}
          </Tab>
        ))}
      </TabList>
      {tab !== '' && (
        <div className={styles.values} role="group" aria-label={`${typeLabel(tab, labels)} values`}>
          {values.isPending && <p className={styles.message}>Loading…</p>}
          {values.error && (
            <p role="alert" className={styles.message}>
              These could not be loaded. {errorInWords(values.error)}
            </p>
          )}
          {values.data?.length === 0 && <p className={styles.message}>None in this package.</p>}
          {values.data?.map((v) => {
            const on = choice?.type === tab && choice.value === v.value;
            return (
              <Button
                key={v.value}
                size="small"
                appearance={on ? 'primary' : 'secondary'}
                aria-pressed={on}
                onClick={() => onChoose(on ? null : { type: tab, value: v.value })}
              >
                {v.value} ({v.count})
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}
