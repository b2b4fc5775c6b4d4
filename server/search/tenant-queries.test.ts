import { describe, expect, it } from 'vitest';
import { familyConfigs, families, INTERSTITIAL_CATEGORY, type FamilyName } from '../../src/tenants';
import { ruleQuery } from '../highlights/rules';
import { parseQuery, queryFields } from '../../src/core/api/contract/query/parse';

describe('every tenant’s highlight package queries', () => {
  const withPackages = (Object.keys(familyConfigs) as FamilyName[]).filter(
    (name) => familyConfigs[name].ui.highlights,
  );

  it.each(withPackages)('%s: each parses with its own fields', (name) => {
    const fields = queryFields([
      ...families[name].clipCategories,
      { name: INTERSTITIAL_CATEGORY, label: 'Bumper' },
    ]);
    for (const pkg of familyConfigs[name].ui.highlights!.packages) {
      const query = ruleQuery(pkg, {
        id: '7477bf12-0a5a-4c2b-a76c-07048d1f78b4',
        title: 'A game',
        metadata: { home: 'Home "Side"', away: 'Away' },
      });
      expect(() => parseQuery(query, fields), `${pkg.label}: ${query}`).not.toThrow();
    }
  });
});
