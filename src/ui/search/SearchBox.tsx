import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { LIMITS, type Suggestion } from '../../core/api/contract';
import { characterCount, lengthProblem } from '../../core/domain/counting';
import { quoteValue } from '../../core/domain/search-expression';
import { autocompleteQuery } from '../../core/queries/search';
import { useEditableCopy, useServerQuery, useTenant } from '../common';
import { lazyNamed } from '../common/lazyNamed';
import { useTextInputStyles } from '../common/useTextInputStyles';

// What is wrong with a malformed search: shown only when one is.
const QueryProblemNote = lazyNamed(() => import('./QueryProblemNote'), 'QueryProblemNote');

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, position: 'relative' },
  input: { flexGrow: 1 },
  list: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 10,
    margin: `${tokens.spacingVerticalXXS} 0 0`,
    padding: tokens.spacingVerticalXS,
    listStyle: 'none',
    maxHeight: '320px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  option: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
  meta: { marginLeft: 'auto', color: tokens.colorNeutralForeground2 },
  problem: { flexBasis: '100%', margin: 0, color: tokens.colorPaletteRedForeground1 },
  length: { flexBasis: '100%', margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The word being typed: what follows the last space outside quotes. */
function lastWord(text: string): { start: number; word: string } {
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && /\s/.test(text[i]!)) start = i + 1;
  }
  return { start, word: text.slice(start).replace(/^[-(]+|"/g, '') };
}

export interface SearchBoxProps {
  /** The committed expression. */
  query: string;
  /** Where the server found the expression malformed, to show at the box. */
  problem: { message: string; position: number | null } | null;
  /** Results of an earlier search are on screen (said when the expression is malformed). */
  resultsShown: boolean;
  onSearch: (query: string) => void;
  /** A suggestion of a facet category was taken: choose that value. */
  onChooseValue: (category: string, value: string, rest: string) => void;
  facetCategories: readonly string[];
  labelOf: (category: string) => string;
}

/**
 * The expression box with autocomplete (size 20) from players, teams and other values, as an
 * ARIA 1.2 combobox: arrows move, Enter takes, Escape closes; an empty word asks nothing.
 */
export function SearchBox({
  query,
  problem,
  resultsShown,
  onSearch,
  onChooseValue,
  facetCategories,
  labelOf,
}: SearchBoxProps) {
  const styles = useStyles();
  const inputClass = useTextInputStyles();
  const tenantId = useTenant().tenantId;
  const listId = useId();
  const problemId = useId();
  const lengthId = useId();
  const [text, setText] = useEditableCopy(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [{ typed, category }, setTyped] = useState({ typed: '', category: '' });

  // Asks only once typing pauses (150 ms), and never for an empty word: values of one of the
  // filters' categories after its name (`bowler:Is`), else of every category.
  useEffect(() => {
    const word = lastWord(text).word.trim();
    const [, name = '', value = ''] = /^([^:]+):(.*)$/.exec(word) ?? [];
    const named = facetCategories.find((c) => c.toLowerCase() === name.toLowerCase());
    const next = named ? { typed: value.trim(), category: named } : { typed: word, category: '' };
    const timer = setTimeout(() => setTyped(next), 150);
    return () => clearTimeout(timer);
  }, [text, facetCategories]);
  const options = useMemo(
    () => autocompleteQuery(tenantId, typed, category),
    [tenantId, typed, category],
  );
  const suggestions = useServerQuery(options).data ?? [];
  const shown = open && typed.length > 0 && suggestions.length > 0;

  function take(suggestion: Suggestion) {
    const { start } = lastWord(text);
    const rest = text.slice(0, start).trim();
    setOpen(false);
    setActive(-1);
    if (facetCategories.includes(suggestion.category))
      onChooseValue(suggestion.category, suggestion.value, rest);
    else onSearch(`${rest ? `${rest} ` : ''}${quoteValue(suggestion.value)}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const n = suggestions.length;
      setActive((a) => (event.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (event.key === 'Escape') {
      if (shown) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      take(suggestions[active]!);
    }
  }

  const activeId = shown && active >= 0 ? `${listId}-${active}` : undefined;
  // The limit is said before it is reached, and a search over it is never sent.
  const limit = LIMITS.queryLength;
  const tooLong = text.length > limit;
  const nearLimit = text.length >= limit * 0.8;
  const describedBy =
    [problem && problemId, nearLimit && lengthId].filter(Boolean).join(' ') || undefined;
  return (
    <form
      part="search-box"
      role="search"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        if (!tooLong) onSearch(text);
      }}
    >
      <input
        className={inputClass('medium', styles.input)}
        type="text"
        role="combobox"
        aria-label="Search clips"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={problem || tooLong ? true : undefined}
        aria-describedby={describedBy}
        // The syntax shown with one of this tenant's own categories.
        placeholder={
          facetCategories[0]
            ? `Names, teams, words… or ${facetCategories[0]}:"a value"`
            : 'Names, teams, words…'
        }
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <Button type="submit" appearance="primary">
        Search
      </Button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={styles.list}
        hidden={!shown}
      >
        {shown &&
          suggestions.map((s, i) => (
            <li
              key={`${s.category}:${s.value}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              // Taken before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                take(s);
              }}
            >
              <span>{s.value}</span>
              <span className={styles.meta}>
                {labelOf(s.category)} · {s.count}
              </span>
            </li>
          ))}
      </ul>
      {nearLimit && (
        <p id={lengthId} className={tooLong ? styles.problem : styles.length} aria-live="polite">
          {lengthProblem(text, limit, 'search') ?? `${characterCount(text, limit)}.`}
        </p>
      )}
      {problem && (
        <Suspense fallback={null}>
          <QueryProblemNote
            id={problemId}
            query={query}
            problem={problem}
            resultsShown={resultsShown}
          />
        </Suspense>
      )}
    </form>
  );
}
