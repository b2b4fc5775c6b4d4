import type { ClipRights, RightsUse } from '../api/contract/rights';

/** Each use as a sentence names it ("Not for partner pages now"). */
const USE_NAMES: Record<RightsUse, string> = {
  internal: 'staff search',
  public: 'partner pages',
  export: 'exports',
  review: 'review links',
};

const orList = new Intl.ListFormat('en-GB', { type: 'disjunction' });

/**
 * Why a clip's rights window keeps it from some uses now, for staff, in words: "Not for
 * partner pages or exports now: its rights ended on 1 November 2026."
 */
export function shutInWords(shut: NonNullable<ClipRights['shut']>): string {
  return `Not for ${orList.format(shut.uses.map((use) => USE_NAMES[use]))} now: ${shut.why}.`;
}
