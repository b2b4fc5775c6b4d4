import { describe, expect, it } from 'vitest';
import {
  chosenFilters,
  defaultSearchState,
  filterTerm,
  filterTermText,
  namedValues,
  quoteValue,
  replaceTerm,
  searchRequest,
  assetTerm,
  clipsOfAssetRequest,
  searchStateFromParams,
  searchStateToParams,
  setDateRange,
  toggleFacetValue,
  topLevelTerms,
  withSearchWords,
  type FilterCategories,
  type FilterTerm,
} from './index';

const cricket: FilterCategories = {
  values: ['batter', 'bowler', 'shot', 'runs'],
  dates: ['match_date'],
};
const texts = (q: string) => topLevelTerms(q)?.map((t) => t.text) ?? null;

describe('the expression’s top-level terms (chips)', () => {
  it('splits on spaces and AND, keeping quotes, brackets, ranges and NOT together', () => {
    expect(texts('kohli "cover drive" AND runs:>=4')).toEqual([
      'kohli',
      '"cover drive"',
      'runs:>=4',
    ]);
    expect(texts('(bowler:"J Smith" OR bowler:Khan) NOT wicket:* -shot:pull')).toEqual([
      '(bowler:"J Smith" OR bowler:Khan)',
      'NOT wicket:*',
      '-shot:pull',
    ]);
    expect(
      texts('(match_date:>=2026-01-01 AND match_date:<=2026-02-01)  batter: "Arjun Kohli"'),
    ).toEqual(['(match_date:>=2026-01-01 AND match_date:<=2026-02-01)', 'batter: "Arjun Kohli"']);
    expect(texts('say \\"hi\\" there')).toEqual(['say', '\\"hi\\"', 'there']);
    expect(texts('')).toEqual([]);
  });

  it('keeps where each term is, so a chip edits exactly its part', () => {
    const q = 'kohli  runs:4';
    const [, runs] = topLevelTerms(q)!;
    expect(q.slice(runs!.start, runs!.end)).toBe('runs:4');
  });

  it('cannot split a top-level OR or unbalanced quotes and brackets', () => {
    expect(texts('kohli OR smith')).toBe(null);
    expect(texts('"cover drive')).toBe(null);
    expect(texts('(kohli')).toBe(null);
    expect(texts('kohli)')).toBe(null);
  });
});

describe('the tenant’s words in a search', () => {
  const words = { six: 'runs:6', wicket: 'wicket:*' };
  it('puts a bare word in its meaning, case aside, and says which', () => {
    expect(withSearchWords('Six', words)).toEqual({
      expression: 'runs:6',
      replaced: [{ word: 'Six', term: 'runs:6' }],
    });
    expect(withSearchWords('kohli six AND wicket', words)).toEqual({
      expression: 'kohli runs:6 AND wicket:*',
      replaced: [
        { word: 'six', term: 'runs:6' },
        { word: 'wicket', term: 'wicket:*' },
      ],
    });
  });
  it('leaves a value, a quoted word, an OR and a tenant without words as they are', () => {
    for (const text of ['shot:six', '"six"', 'six OR four', 'sixth'])
      expect(withSearchWords(text, words).expression, text).toBe(text);
    expect(withSearchWords('six', undefined)).toEqual({ expression: 'six', replaced: [] });
  });
});

describe('facet choices and date ranges as terms', () => {
  it('reads a category’s values and a date range, whatever the case of the field', () => {
    expect(filterTerm('Bowler:"J Smith"', cricket)).toEqual({
      kind: 'values',
      category: 'bowler',
      values: ['J Smith'],
    });
    expect(filterTerm('(bowler:"J Smith" OR bowler:Khan)', cricket)).toEqual({
      kind: 'values',
      category: 'bowler',
      values: ['J Smith', 'Khan'],
    });
    expect(filterTerm('(match_date:>=2026-01-01 AND match_date:<=2026-02-01)', cricket)).toEqual({
      kind: 'range',
      category: 'match_date',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('leaves searches alone: wildcards, comparisons, mixed groups, unknown fields', () => {
    for (const text of [
      'bowler:Sm*',
      'runs:>=4',
      '(bowler:Khan OR batter:Khan)',
      '(bowler:Khan AND bowler:Smith)',
      'umpire:Jones',
      'kohli',
      '(match_date:>=yesterday AND match_date:<=today)',
      '(match_date:>=2026-01-01 AND shot:<=2026-02-01)',
      'match_date:>=2026-01-01',
    ])
      expect(filterTerm(text, cricket), text).toBe(null);
  });

  it('writes terms back exactly, quoting values that need it', () => {
    for (const term of [
      { kind: 'values', category: 'bowler', values: ['J Smith'] },
      { kind: 'values', category: 'bowler', values: ['Khan', "O'Neil", 'say "x"', 'back\\slash'] },
      { kind: 'range', category: 'match_date', from: '2026-01-01', to: '2026-02-01' },
    ] satisfies FilterTerm[]) {
      expect(filterTerm(filterTermText(term), cricket)).toEqual(term);
    }
    expect(quoteValue('Khan')).toBe('Khan');
    expect(quoteValue('AND')).toBe('"AND"');
    expect(quoteValue('<b>x</b>')).toBe('"<b>x</b>"');
  });
});

describe('editing the expression through facets and chips', () => {
  it('chooses and unchooses facet values, one term per category', () => {
    let q = 'kohli';
    q = toggleFacetValue(q, cricket, 'bowler', 'J Smith');
    expect(q).toBe('kohli bowler:"J Smith"');
    q = toggleFacetValue(q, cricket, 'bowler', 'Khan');
    expect(q).toBe('kohli (bowler:"J Smith" OR bowler:Khan)');
    q = toggleFacetValue(q, cricket, 'shot', 'Cover drive');
    expect([...chosenFilters(q, cricket).keys()]).toEqual(['bowler', 'shot']);
    q = toggleFacetValue(q, cricket, 'bowler', 'J Smith');
    q = toggleFacetValue(q, cricket, 'bowler', 'Khan');
    expect(q).toBe('kohli shot:"Cover drive"');
  });

  it('names the single values a search’s filters ask for, a few at most', () => {
    const q =
      'kohli batter:"VR Iyer" (bowler:"J Smith" OR bowler:Khan) runs:6 (match_date:>=2026-01-01 AND match_date:<=2026-01-31)';
    expect(namedValues(chosenFilters(q, cricket))).toEqual([
      { category: 'batter', value: 'VR Iyer' },
      { category: 'bowler', value: 'J Smith' },
      { category: 'bowler', value: 'Khan' },
    ]);
    expect(namedValues(chosenFilters('kohli', cricket))).toEqual([]);
  });

  it('sets, replaces and clears a date range', () => {
    let q = setDateRange('', cricket, 'match_date', { from: '2026-01-01', to: '2026-01-31' });
    expect(q).toBe('(match_date:>=2026-01-01 AND match_date:<=2026-01-31)');
    q = setDateRange(`kohli ${q}`, cricket, 'match_date', { from: '2025-12-01', to: '2026-01-31' });
    expect(q).toBe('kohli (match_date:>=2025-12-01 AND match_date:<=2026-01-31)');
    expect(setDateRange(q, cricket, 'match_date', null)).toBe('kohli');
  });

  it('holds a relative period as words, which stay in the query the request sends', () => {
    let q = setDateRange('kohli', cricket, 'match_date', { from: '2026-01-01', to: '2026-01-31' });
    q = setDateRange(q, cricket, 'match_date', 'last-7-days');
    expect(q).toBe('kohli match_date:last-7-days');
    expect(chosenFilters(q, cricket).get('match_date')).toEqual({
      kind: 'relative',
      category: 'match_date',
      within: 'last-7-days',
    });
    const request = searchRequest({ ...defaultSearchState('newest'), query: q }, cricket, []);
    expect(request.query).toBe('kohli match_date:last-7-days');
    expect(request.filters).toEqual([]);
    // A word that names no period is no filter of the date.
    expect(chosenFilters('match_date:last-8-days', cricket).size).toBe(0);
    expect(setDateRange(q, cricket, 'match_date', null)).toBe('kohli');
  });

  it('edits or removes one chip, and keeps an unsplittable expression whole', () => {
    const q = 'kohli runs:4 "cover drive"';
    const [, runs] = topLevelTerms(q)!;
    expect(replaceTerm(q, runs!, 'runs:>=4')).toBe('kohli runs:>=4 "cover drive"');
    expect(replaceTerm(q, runs!, '  ')).toBe('kohli "cover drive"');
    expect(toggleFacetValue('kohli OR smith', cricket, 'bowler', 'Khan')).toBe(
      '(kohli OR smith) bowler:Khan',
    );
  });
});

describe('the request and the URL of a search', () => {
  it('sends facet and date terms as filters, the rest as the query, "*" when empty', () => {
    const state = {
      ...defaultSearchState('newest'),
      query:
        'kohli (bowler:"J Smith" OR bowler:Khan) (match_date:>=2026-01-01 AND match_date:<=2026-01-31)',
      page: 2,
    };
    expect(searchRequest(state, cricket, ['bowler', 'shot'])).toEqual({
      query: 'kohli',
      filters: [
        { category: 'bowler', values: ['J Smith', 'Khan'] },
        { category: 'match_date', from: '2026-01-01', to: '2026-01-31' },
      ],
      facetBy: ['bowler', 'shot'],
      facetMode: 'OR',
      facetSize: 50,
      sortBy: 'newest',
      page: 2,
      pageSize: 30,
    });
    expect(searchRequest(defaultSearchState('oldest'), cricket, []).query).toBe('*');
    expect(
      searchRequest({ ...defaultSearchState('newest'), query: 'a OR b' }, cricket, []).query,
    ).toBe('a OR b');
  });

  it('round-trips through the URL, leaving defaults out and refusing nonsense', () => {
    const defaults = defaultSearchState('newest');
    const state = {
      query: 'kohli bowler:"J Smith"',
      sort: 'oldest',
      page: 2,
      view: 'assets',
      similarTo: 'clip-7',
      rights: 'expires-this-week',
    } as const;
    const params = searchStateToParams(state, defaults);
    expect(params.toString()).toBe(
      'q=kohli+bowler%3A%22J+Smith%22&sort=oldest&page=2&view=assets&similar=clip-7&rights=expires-this-week',
    );
    expect(searchStateFromParams(params, defaults)).toEqual(state);
    expect(searchStateToParams(defaults, defaults).toString()).toBe('');
    expect(
      searchStateFromParams(
        new URLSearchParams('sort=sideways&page=-3&view=grid&rights=always'),
        defaults,
      ),
    ).toEqual(defaults);
    expect(searchStateFromParams(new URLSearchParams('page=2.5'), defaults).page).toBe(1);
  });
});

describe('how a result shows (SPEC §3 thumbnailJson)', () => {
  const layout = {
    titleCategories: ['batter', 'bowler'],
    subtitlePrimary: 'shot',
    subtitleSecondary: 'runs',
    date: 'match_date',
  };
  const item = (category: string, value: string) =>
    ({ id: `${category}-${value}`, category, value, startTime: 0, endTime: 0 }) as never;

  it('takes the title, subtitle and date from the tenant’s categories', async () => {
    const { clipDisplay, payloadValues, formatClock } = await import('./index');
    const hit = {
      id: 'c1',
      assetTitle: 'Match 1',
      matchDate: '2026-01-02',
      payload: [
        item('Batter', 'Arjun Kohli'),
        item('bowler', 'J Smith'),
        item('runs', '4'),
        item('runs', '4'),
      ],
    };
    expect(clipDisplay(hit, layout)).toEqual({
      title: 'Arjun Kohli · J Smith',
      subtitle: '4',
      date: '2026-01-02',
    });
    expect(payloadValues(hit.payload, 'runs')).toEqual(['4']);
    expect(clipDisplay({ id: 'c2', assetTitle: 'Match 2', payload: [] }, layout).title).toBe(
      'Match 2',
    );
    expect([formatClock(5), formatClock(65), formatClock(3725)]).toEqual([
      '0:05',
      '1:05',
      '1:02:05',
    ]);
  });
});

describe('page size from an attribute', () => {
  it('takes 1 to 200, and 30 for anything else', async () => {
    const { pageSizeOf } = await import('./index');
    expect([pageSizeOf('200'), pageSizeOf('1'), pageSizeOf(null)]).toEqual([200, 1, 30]);
    expect([pageSizeOf('0'), pageSizeOf('201'), pageSizeOf('2.5'), pageSizeOf('lots')]).toEqual([
      30, 30, 30, 30,
    ]);
  });
});

describe('continuous results', () => {
  it('asks for later pages without facets, and stops at 10,000 results', async () => {
    const { continuationRequest, continuousLimit } = await import('./index');
    const first = searchRequest(
      { ...defaultSearchState('oldest'), query: 'kohli bowler:"J Smith"' },
      cricket,
      ['bowler', 'shot'],
      200,
    );
    const third = continuationRequest(first, 3);
    expect(third).toEqual({
      query: first.query,
      filters: first.filters,
      sortBy: 'oldest',
      page: 3,
      pageSize: 200,
    });
    expect(first.facetBy).toEqual(['bowler', 'shot']);
    expect([continuousLimit(57), continuousLimit(10_000), continuousLimit(250_000)]).toEqual([
      57, 10_000, 10_000,
    ]);
  });
});

describe('searching by asset', () => {
  it('asks for assets in the assets view, and for one asset’s clips within a search', () => {
    const cats = { values: ['bowler'], dates: [] };
    const state = {
      ...defaultSearchState('newest'),
      query: 'kohli bowler:"A B"',
      view: 'assets' as const,
    };
    const request = searchRequest(state, cats, []);
    expect(request.groupBy).toBe('asset');
    expect(searchRequest({ ...state, view: 'clips' }, cats, []).groupBy).toBeUndefined();
    expect(assetTerm('a"b\\c')).toBe('assetId:"a\\"b\\\\c"');
    const within = clipsOfAssetRequest(request, 'm-1');
    expect(within).toEqual({
      query: '(kohli) AND assetId:"m-1"',
      filters: [{ category: 'bowler', values: ['A B'] }],
      sortBy: 'oldest',
      page: 1,
      pageSize: 200,
    });
    expect(clipsOfAssetRequest({ query: '*' }, 'm-1').query).toBe('assetId:"m-1"');
  });
});
