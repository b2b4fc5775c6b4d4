import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import { formatDate, RELATIVE_RANGE_LABELS } from '../../core/domain/dates';
import {
  filterTerm,
  topLevelTerms,
  type ExpressionTerm,
  type FilterCategories,
} from '../../core/domain/search-expression';
import { useTextInputStyles } from '../common/useTextInputStyles';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingLeft: tokens.spacingHorizontalXS,
  },
  text: { maxWidth: '28em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const isoDate = (iso: string) => formatDate(new Date(`${iso}T00:00:00`));

/** How a term reads to a person: "Bowler: J Smith or Khan", "Match date: 01/01/2026 – 31/01/2026". */
export function chipLabel(
  text: string,
  categories: FilterCategories,
  labelOf: (category: string) => string,
): string {
  const filter = filterTerm(text, categories);
  if (!filter) return text;
  if (filter.kind === 'range')
    return `${labelOf(filter.category)}: ${isoDate(filter.from)} – ${isoDate(filter.to)}`;
  if (filter.kind === 'relative')
    return `${labelOf(filter.category)}: ${RELATIVE_RANGE_LABELS[filter.within].toLowerCase()}`;
  return `${labelOf(filter.category)}: ${filter.values.join(' or ')}`;
}

/** Every term of an expression as a person reads it; an expression that cannot be split is one. */
export function termLabels(
  query: string,
  categories: FilterCategories,
  labelOf: (category: string) => string,
): string[] {
  const terms = topLevelTerms(query) ?? (query.trim() ? [{ text: query.trim() }] : []);
  return terms.map((t) => chipLabel(t.text, categories, labelOf));
}

export interface ChipsProps {
  query: string;
  categories: FilterCategories;
  labelOf: (category: string) => string;
  /** A term edited (new text) or removed (null). */
  onChange: (term: ExpressionTerm, text: string | null) => void;
}

/**
 * The search's terms as chips: each one removable, and editable in the syntax it stands
 * for; the expression changes with it. An expression that cannot be split is one chip.
 */
export function Chips({ query, categories, labelOf, onChange }: ChipsProps) {
  const styles = useStyles();
  const inputClass = useTextInputStyles();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const terms: ExpressionTerm[] =
    topLevelTerms(query) ?? (query.trim() ? [{ text: query, start: 0, end: query.length }] : []);
  if (!terms.length) return null;
  return (
    <ul className={styles.list} aria-label="Search terms">
      {terms.map((term, i) => {
        const label = chipLabel(term.text, categories, labelOf);
        return (
          <li key={`${term.start}:${term.text}`} className={styles.chip}>
            {editing === i ? (
              <input
                className={inputClass('small')}
                aria-label={`Edit ${label}`}
                autoFocus
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    setEditing(null);
                    if (draft.trim() !== term.text) onChange(term, draft);
                  } else if (e.key === 'Escape') setEditing(null);
                }}
                onBlur={() => setEditing(null)}
              />
            ) : (
              <Button
                size="small"
                appearance="transparent"
                title={`Edit: ${term.text}`}
                onClick={() => {
                  setDraft(term.text);
                  setEditing(i);
                }}
              >
                <span className={styles.text}>{label}</span>
              </Button>
            )}
            <Button
              size="small"
              appearance="transparent"
              // A plain cross: the page with a search loads no icon code.
              icon={<span aria-hidden="true">✕</span>}
              aria-label={`Remove ${label}`}
              onClick={() => onChange(term, null)}
            />
          </li>
        );
      })}
    </ul>
  );
}
