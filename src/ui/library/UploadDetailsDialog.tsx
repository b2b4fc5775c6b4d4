import { Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import { countOf } from '../../core/domain/counting';
import { isoDay, isoDayToDisplay, parseDayMonthYear } from '../../core/domain/dates';
import {
  detailsFromFileName,
  uploadDetailsProblem,
  type UploadDetails,
} from '../../core/domain/upload-details';
import { FormActions, FormDialog } from '../common/FormDialog';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  titles: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
});

/**
 * As files are added: a title for each, and the match and its day for the batch, filled from
 * the files' names where they say them, for the person to correct before anything is sent.
 * They can be edited later in the library as ever.
 */
export function UploadDetailsDialog({
  files,
  onUpload,
  onClose,
}: {
  files: readonly File[];
  onUpload(details: UploadDetails[]): void;
  onClose(): void;
}) {
  const styles = useStyles();
  const named = files.map((f) => detailsFromFileName(f.name));
  const [titles, setTitles] = useState(named.map((d) => d.title));
  const [match, setMatch] = useState(named.find((d) => d.match)?.match ?? '');
  const found = named.find((d) => d.matchDate)?.matchDate;
  const [date, setDate] = useState(found ? isoDayToDisplay(found) : '');
  const [checked, setChecked] = useState(false);
  const problem = uploadDetailsProblem(titles, date);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (problem) return;
    const day = parseDayMonthYear(date);
    onUpload(
      titles.map((title) => ({
        title: title.trim(),
        match: match.trim(),
        matchDate: day ? isoDay(day) : '',
      })),
    );
  };

  const what = countOf(files.length, 'video');
  return (
    <FormDialog
      title={`Add ${what}`}
      onClose={onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={<FormActions label={`Upload ${what}`} onCancel={onClose} />}
    >
      <p className={styles.text}>
        Filled from the files’ names where they say it: correct what is wrong. You can change it
        later too.
      </p>
      <fieldset className={styles.titles}>
        <legend>Titles</legend>
        {files.map((file, i) => (
          <Field
            key={`${file.name}-${i}`}
            label={`Title of ${file.name}`}
            required
            validationMessage={checked && !titles[i]?.trim() ? 'Give it a title.' : undefined}
          >
            <Input
              value={titles[i] ?? ''}
              maxLength={200}
              onChange={(_, d) => setTitles((now) => now.map((t, k) => (k === i ? d.value : t)))}
            />
          </Field>
        ))}
      </fieldset>
      <Field label="Match" hint="The two teams, like Southern Stars v Coastal Kings.">
        <Input value={match} maxLength={200} onChange={(_, d) => setMatch(d.value)} />
      </Field>
      <Field
        label="Match date"
        hint="dd/MM/yyyy"
        validationMessage={
          checked && date.trim() && !parseDayMonthYear(date)
            ? 'Write the day as dd/MM/yyyy, like 26/05/2024.'
            : undefined
        }
      >
        <Input value={date} onChange={(_, d) => setDate(d.value)} />
      </Field>
    </FormDialog>
  );
}
