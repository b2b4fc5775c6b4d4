import { describe, expect, it } from 'vitest';
import {
  defaultTenant,
  families,
  familyOf,
  isCustomInstance,
  tenantByHost,
  tenantById,
  tenantByKey,
  tenants,
} from './index';

describe('tenant data', () => {
  it('has unique keys, ids and hosts', () => {
    const keys = tenants.map((t) => t.key);
    const ids = tenants.flatMap((t) => [t.tenantId.production, t.tenantId.stage]);
    const hosts = tenants.flatMap((t) => t.hosts);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('covers every family of SPEC §1, each with clip categories', () => {
    const used = new Set(tenants.map((t) => t.family));
    expect([...used].sort()).toEqual(Object.keys(families).sort());
    for (const family of Object.values(families)) {
      expect(family.clipCategories.length, family.name).toBeGreaterThan(3);
      const names = family.clipCategories.map((c) => c.name);
      expect(new Set(names).size, family.name).toBe(names.length);
    }
  });

  it('gives cricket the categories SPEC §3 lists, then what a ball-by-ball file adds', () => {
    expect(families.cricket.clipCategories.map((c) => c.label)).toEqual([
      'Batter',
      'Bowler',
      'Fielder',
      'Runs',
      'Wicket',
      'Season',
      'Match format',
      'Series',
      'Match',
      'Team',
      'Appeal',
      'Shot',
      'Ball attributes',
      'Match date',
      'Non-striker',
      'Player out',
      'Extras',
      'Extras kind',
      'Innings',
      'Over',
      'Ball',
    ]);
  });
});

describe('resolving a tenant', () => {
  it('by host name, ignoring case and port, with the default as fallback', () => {
    expect(tenantByHost('video.southerncrosscricket.example').key).toBe('cricket');
    expect(tenantByHost('VIDEO.SouthernCrossCricket.example:8443').key).toBe('cricket');
    expect(tenantByHost('localhost:8080')).toBe(defaultTenant);
    expect(tenantByHost('unknown.example')).toBe(defaultTenant);
  });

  it('by production or stage id, telling which', () => {
    const cricket = tenantByKey('cricket')!;
    expect(tenantById(cricket.tenantId.production)).toEqual({
      tenant: cricket,
      environment: 'production',
    });
    expect(tenantById(cricket.tenantId.stage)).toEqual({ tenant: cricket, environment: 'stage' });
    expect(tenantById('nope')).toBeUndefined();
  });

  it('knows a custom instance from the product host and localhost', () => {
    expect(isCustomInstance('app.vidsearch.example')).toBe(false);
    expect(isCustomInstance('localhost:3000')).toBe(false);
    expect(isCustomInstance('clips.highlandrugby.example')).toBe(true);
  });

  it('maps a tenant to its family', () => {
    expect(familyOf(tenantByKey('basketball-women')!).name).toBe('basketballWomen');
    expect(familyOf(tenantByKey('basketball-men')!).name).toBe('basketball');
  });
});
