import { Button, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import { CAROUSEL_MAX_ITEMS, CAROUSELS_MAX, type Carousel } from '../../core/api/contract';
import { moved } from '../../core/domain/publishing';
import { loadProblem } from '../common/loadProblem';
import { PlacementView } from '../placement';
import { useNotify } from '../shell/Toasts';
import { ChoiceSelect } from './ChoiceSelect';
import { LocationPicker, useFirstLocation } from './LocationPicker';
import { OrderControls } from './OrderControls';
import { choiceValue, parseChoice, useChoices } from './useChoices';
import { useLayoutDraft } from './useLayoutDraft';
import { LayoutActions } from './LayoutActions';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, containerType: 'inline-size' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  rail: {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) 8em',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '@container (max-width: 699px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  controls: { gridColumn: '1 / -1' },
  preview: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

interface RailProblems {
  title?: string;
  source?: string;
  maxItems?: string;
}

function problemsOf(rail: Carousel): RailProblems {
  const problems: RailProblems = {};
  if (!rail.title.trim()) problems.title = 'Give the rail a title.';
  if (!rail.source.id) problems.source = 'Choose what feeds the rail.';
  if (!Number.isInteger(rail.maxItems) || rail.maxItems < 1 || rail.maxItems > CAROUSEL_MAX_ITEMS)
    problems.maxItems = `From 1 to ${CAROUSEL_MAX_ITEMS}.`;
  return problems;
}

/** /settings/carousels: each location's rails, in order, with a preview as visitors see it. */
export function CarouselsView() {
  const styles = useStyles();
  const [location, setLocation] = useState(useFirstLocation());
  const edit = useLayoutDraft(location);
  const choices = useChoices();
  const notify = useNotify();
  const [checked, setChecked] = useState(false);

  const layout = edit.layout;
  if (!layout)
    return edit.saved.error ? (
      <p role="alert" className={styles.problem}>
        {loadProblem(edit.saved.error, 'The carousels')}
      </p>
    ) : (
      <p role="status">Loading the carousels…</p>
    );
  const rails = layout.carousels;
  const setRails = (carousels: Carousel[]) => edit.change({ carousels });
  const update = (i: number, change: Partial<Carousel>) =>
    setRails(rails.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const save = async () => {
    setChecked(true);
    if (rails.some((r) => Object.keys(problemsOf(r)).length > 0)) return;
    if (await edit.save(`The carousels of ${location}`)) {
      setChecked(false);
      notify(`The carousels of ${location} are saved.`);
    }
  };

  return (
    <div className={styles.root}>
      <LocationPicker value={location} onChange={setLocation} />
      {rails.length === 0 ? (
        <p role="status">{location} has no carousels. Add one below.</p>
      ) : (
        <ol className={styles.list} aria-label={`Carousels of ${location}`}>
          {rails.map((rail, i) => {
            const problems = checked ? problemsOf(rail) : {};
            const name = rail.title.trim() || `Rail ${i + 1}`;
            return (
              <li key={i} className={styles.rail} aria-label={name}>
                <Field
                  label={`Title of rail ${i + 1}`}
                  validationState={problems.title ? 'error' : 'none'}
                  validationMessage={problems.title}
                >
                  <Input
                    value={rail.title}
                    maxLength={200}
                    onChange={(_, d) => update(i, { title: d.value })}
                  />
                </Field>
                <Field
                  label={`What feeds rail ${i + 1}`}
                  validationState={problems.source ? 'error' : 'none'}
                  validationMessage={problems.source}
                >
                  <ChoiceSelect
                    choices={choices}
                    kinds={['group', 'collection', 'saved-search']}
                    value={rail.source.id ? choiceValue(rail.source.kind, rail.source.id) : ''}
                    onChange={(value) => {
                      const chosen = parseChoice(value);
                      update(i, {
                        source: chosen ?? { kind: 'collection', id: '' },
                      });
                    }}
                    placeholder="Choose what feeds it"
                  />
                </Field>
                <Field
                  label={`Most items of rail ${i + 1}`}
                  validationState={problems.maxItems ? 'error' : 'none'}
                  validationMessage={problems.maxItems}
                >
                  <Input
                    type="number"
                    min={1}
                    max={CAROUSEL_MAX_ITEMS}
                    value={String(rail.maxItems)}
                    onChange={(_, d) => update(i, { maxItems: Number(d.value) })}
                  />
                </Field>
                <div className={styles.controls}>
                  <OrderControls
                    name={name}
                    index={i}
                    count={rails.length}
                    onMove={(delta) => setRails(moved(rails, i, delta))}
                    onRemove={() => setRails(rails.filter((_, j) => j !== i))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <LayoutActions edit={edit} saveLabel="Save the carousels" onSave={() => void save()}>
        <Button
          disabled={rails.length >= CAROUSELS_MAX}
          onClick={() =>
            setRails([
              ...rails,
              { title: '', source: { kind: 'collection', id: '' }, maxItems: 12 },
            ])
          }
        >
          Add a carousel
        </Button>
      </LayoutActions>
      <section className={styles.preview} aria-labelledby="carousels-preview">
        <h2 id="carousels-preview" className={styles.heading}>
          Preview: {location} as a visitor sees it
        </h2>
        <p className={styles.note}>
          {edit.dirty
            ? 'This shows what is saved. Save to see your changes here.'
            : 'Only public collections, and published groups inside their window, show.'}
        </p>
        <PlacementView location={location} />
      </section>
    </div>
  );
}
