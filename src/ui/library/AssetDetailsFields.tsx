import { Field, Input } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { isoDay, isoDayToDisplay, parseDayMonthYear } from '../../core/domain/dates';
import { useTenant } from '../common';

const TITLE_MAX = 200;
const VALUE_MAX = 200;

/** What an asset is: its title, the tenant's text categories (the match, the teams), its date. */
export interface AssetDetails {
  title: string;
  /** yyyy-MM-dd, or null. */
  matchDate: string | null;
  metadata: Record<string, string>;
}

/** The tenant's text asset categories (the match, the series...): what the forms offer. */
function useTextCategories() {
  const categories = useTenant().family.assetCategories;
  return useMemo(() => categories.filter((c) => (c.valueType ?? 'text') === 'text'), [categories]);
}

/**
 * An asset's details being filled in (editing one, going live with one): the fields' values,
 * their problems in words, and the details to send once there are none.
 */
export function useAssetDetails(initial: AssetDetails) {
  const categories = useTextCategories();
  const [title, setTitle] = useState(initial.title);
  const [matchDate, setMatchDate] = useState(() =>
    initial.matchDate ? isoDayToDisplay(initial.matchDate) : '',
  );
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(categories.map((c) => [c.name, initial.metadata[c.name] ?? ''])),
  );
  const titleProblem = !title.trim()
    ? 'Give the video a title.'
    : title.trim().length > TITLE_MAX
      ? `A title has at most ${TITLE_MAX} characters.`
      : null;
  const day = matchDate.trim() ? parseDayMonthYear(matchDate) : null;
  const dateProblem =
    matchDate.trim() && !day ? 'Enter a day as dd/mm/yyyy, such as 26/05/2024, or none.' : null;
  const valueProblem = (name: string) =>
    (values[name] ?? '').trim().length > VALUE_MAX ? `At most ${VALUE_MAX} characters.` : null;
  const details: AssetDetails | null =
    titleProblem || dateProblem || categories.some((c) => valueProblem(c.name))
      ? null
      : {
          title: title.trim(),
          matchDate: day ? isoDay(day) : null,
          metadata: Object.fromEntries(
            categories.map((c) => [c.name, (values[c.name] ?? '').trim()]),
          ),
        };
  return {
    categories,
    title,
    setTitle,
    matchDate,
    setMatchDate,
    values,
    setValues,
    titleProblem,
    dateProblem,
    valueProblem,
    /** The details to send; null while a field has a problem. */
    details,
  };
}

/** The fields of `useAssetDetails`; problems of the title and date show once `checked`. */
export function AssetDetailsFields({
  form,
  checked,
}: {
  form: ReturnType<typeof useAssetDetails>;
  checked: boolean;
}) {
  return (
    <>
      <Field
        label="Title"
        required
        validationMessage={checked ? (form.titleProblem ?? undefined) : undefined}
      >
        <Input value={form.title} onChange={(_, data) => form.setTitle(data.value)} />
      </Field>
      {form.categories.map((c) => (
        <Field
          key={c.name}
          label={c.label}
          validationMessage={form.valueProblem(c.name) ?? undefined}
        >
          <Input
            value={form.values[c.name] ?? ''}
            onChange={(_, data) => form.setValues((v) => ({ ...v, [c.name]: data.value }))}
          />
        </Field>
      ))}
      <Field
        label="Date"
        hint="dd/mm/yyyy"
        validationMessage={checked ? (form.dateProblem ?? undefined) : undefined}
      >
        <Input value={form.matchDate} onChange={(_, data) => form.setMatchDate(data.value)} />
      </Field>
    </>
  );
}
