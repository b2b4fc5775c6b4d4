import { Button, Field } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState } from 'react';
import { FEATURED_MAX, type FeaturedItem } from '../../core/api/contract';
import {
  fromLocalInput,
  moved,
  toLocalInput,
  windowProblems,
  windowState,
} from '../../core/domain/publishing';
import { loadProblem } from '../common/loadProblem';
import { useNotify } from '../shell/Toasts';
import { ChoiceSelect } from './ChoiceSelect';
import { LocationPicker, useFirstLocation } from './LocationPicker';
import { OrderControls } from './OrderControls';
import { parseChoice, useChoices } from './useChoices';
import { useLayoutDraft } from './useLayoutDraft';
import { LayoutActions } from './LayoutActions';
import { WindowFields } from './WindowFields';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, containerType: 'inline-size' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyle: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  kind: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  picker: { flex: '1 1 16em' },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

const STATE_WORDS = {
  live: 'Showing now',
  scheduled: 'Not showing yet',
  ended: 'No longer showing',
};

/** /publish/featured: the items at the top of each location, in order, each with its window. */
export function FeaturedView() {
  const styles = useStyles();
  const [location, setLocation] = useState(useFirstLocation());
  const edit = useLayoutDraft(location);
  const choices = useChoices();
  const notify = useNotify();
  const [adding, setAdding] = useState('');
  const [checked, setChecked] = useState(false);
  const pickerId = useId();

  const layout = edit.layout;
  if (!layout)
    return edit.saved.error ? (
      <p role="alert" className={styles.problem}>
        {loadProblem(edit.saved.error, 'The featured items')}
      </p>
    ) : (
      <p role="status">Loading the featured items…</p>
    );
  const items = layout.featured;
  const setItems = (featured: FeaturedItem[]) => edit.change({ featured });
  const problemsOf = (item: FeaturedItem) =>
    checked ? windowProblems(toLocalInput(item.window.from), toLocalInput(item.window.until)) : {};
  const save = async () => {
    setChecked(true);
    const bad = items.some((item) => {
      const p = windowProblems(toLocalInput(item.window.from), toLocalInput(item.window.until));
      return p.from || p.until;
    });
    if (bad) return;
    if (await edit.save(`The featured items of ${location}`)) {
      setChecked(false);
      notify(`The featured items of ${location} are saved.`);
    }
  };

  return (
    <div className={styles.root}>
      <LocationPicker value={location} onChange={setLocation} />
      {items.length === 0 ? (
        <p role="status">Nothing is featured on {location}. Add a group or a collection below.</p>
      ) : (
        <ol className={styles.list} aria-label={`Featured on ${location}`}>
          {items.map((item, i) => {
            const name = choices.nameOf(item.kind, item.ref);
            return (
              <li key={`${item.kind}-${item.ref}`} className={styles.item} aria-label={name}>
                <div className={styles.head}>
                  <h2 className={styles.name}>
                    {name}{' '}
                    <span className={styles.kind}>
                      · {item.kind === 'group' ? 'Group' : 'Collection'} ·{' '}
                      {STATE_WORDS[windowState(item.window)]}
                    </span>
                  </h2>
                  <OrderControls
                    name={name}
                    index={i}
                    count={items.length}
                    onMove={(delta) => setItems(moved(items, i, delta))}
                    onRemove={() => setItems(items.filter((_, j) => j !== i))}
                  />
                </div>
                <WindowFields
                  label={name}
                  value={{
                    from: toLocalInput(item.window.from),
                    until: toLocalInput(item.window.until),
                  }}
                  onChange={(w) =>
                    setItems(
                      items.map((it, j) =>
                        j === i
                          ? {
                              ...it,
                              window: {
                                from: fromLocalInput(w.from) ?? null,
                                until: fromLocalInput(w.until) ?? null,
                              },
                            }
                          : it,
                      ),
                    )
                  }
                  problems={problemsOf(item)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.add}>
        <Field className={styles.picker} label="Feature a group or a public collection">
          <ChoiceSelect
            id={pickerId}
            choices={choices}
            kinds={['group', 'collection']}
            value={adding}
            onChange={setAdding}
            placeholder="Choose one"
          />
        </Field>
        <Button
          disabled={!adding || items.length >= FEATURED_MAX}
          onClick={() => {
            const chosen = parseChoice(adding);
            if (!chosen || chosen.kind === 'saved-search') return;
            setItems([
              ...items.filter((it) => !(it.kind === chosen.kind && it.ref === chosen.id)),
              { kind: chosen.kind, ref: chosen.id, window: { from: null, until: null } },
            ]);
            setAdding('');
          }}
        >
          Add to featured
        </Button>
      </div>
      {items.length >= FEATURED_MAX && <p>A location features at most {FEATURED_MAX} items.</p>}
      <LayoutActions edit={edit} saveLabel="Save the featured items" onSave={() => void save()} />
    </div>
  );
}
