import { describe, expect, it } from 'vitest';
import { INTERSTITIAL_CATEGORY, families, familyOf, tenantByKey, tenants } from '../../src/tenants';
import { demoAccounts } from './accounts';
import { tenantBumpers, tenantContent, type MediaSummary } from './content';
import { tenantApiKeys } from './seed';
import { STAR_BATTER } from './sports';

const MEDIA: MediaSummary[] = [
  { key: 'match-1', kind: 'video', duration: 120 },
  { key: 'match-2', kind: 'video', duration: 120 },
  { key: 'bumper-1', kind: 'video', duration: 5 },
  { key: 'image-1', kind: 'image', duration: 0 },
];

const content = (key: string, assets = 4, clipsPerAsset = 30, namespace = 'demo') => [
  ...tenantContent(tenantByKey(key)!, MEDIA, { namespace, assets, clipsPerAsset }),
];

describe('seeded content', () => {
  it('is the same every run and differs between namespaces', () => {
    expect(content('cricket')).toEqual(content('cricket'));
    expect(content('cricket', 1, 5, 'corpus')[0]!.asset.id).not.toBe(
      content('cricket', 1, 5)[0]!.asset.id,
    );
  });

  it('tags every tenant’s clips with its own family’s categories only', () => {
    for (const tenant of tenants) {
      const allowed = new Set(familyOf(tenant).clipCategories.map((c) => c.name));
      const items = content(tenant.key).flatMap((i) => i.clips.flatMap((c) => c.payload));
      expect(items.length, tenant.key).toBeGreaterThan(0);
      const outside = items.filter((p) => !allowed.has(p.category));
      expect(outside, tenant.key).toEqual([]);
    }
  });

  it('gives cricket clips every cricket category of SPEC §3, with integer runs', () => {
    const clips = content('cricket', 6, 60).flatMap((i) => i.clips);
    const seen = new Set(clips.flatMap((c) => c.payload.map((p) => p.category)));
    // What only a ball-by-ball file gives (docs/match-data.md): the seed makes up none of it.
    const ballByBall = [
      'non_striker',
      'player_out',
      'extras',
      'extras_kind',
      'innings',
      'over',
      'ball',
    ];
    expect([...seen].sort()).toEqual(
      families.cricket.clipCategories
        .map((c) => c.name)
        .filter((name) => !ballByBall.includes(name))
        .sort(),
    );
    const runs = clips.flatMap((c) => c.payload.filter((p) => p.category === 'runs'));
    expect(runs.every((p) => p.integerValue === Number(p.value))).toBe(true);
    expect(new Set(runs.map((p) => p.integerValue))).toEqual(new Set([0, 1, 2, 3, 4, 6]));
    const batters = new Set(
      clips.flatMap((c) => c.payload.filter((p) => p.category === 'batter').map((p) => p.value)),
    );
    expect(batters).toContain(STAR_BATTER);
  });

  it('keeps clips inside their asset, ordered, with matching wall-clock times', () => {
    for (const { asset, clips } of content('soccer')) {
      expect(asset.match_date! < '2026-11-01').toBe(true);
      expect(clips.map((c) => c.start_offset)).toEqual(
        clips.map((c) => c.start_offset).sort((a, b) => a - b),
      );
      for (const clip of clips) {
        expect(clip.start_offset).toBeGreaterThanOrEqual(0);
        expect(clip.start_offset + clip.duration).toBeLessThanOrEqual(asset.duration);
        expect(Date.parse(clip.end_time) - Date.parse(clip.start_time)).toBe(
          Math.round(clip.duration * 1000),
        );
        expect(clip.start_time.slice(0, 10)).toBe(asset.match_date);
      }
    }
  });

  it('makes the image library of stills, one tagged clip each', () => {
    const items = content('images');
    expect(items.every((i) => i.asset.kind === 'image' && i.asset.media_key === 'image-1')).toBe(
      true,
    );
    expect(items.every((i) => i.clips.length === 1 && i.clips[0]!.duration === 0)).toBe(true);
  });

  it('makes bumpers whose payload marks them INTERSTITIAL', () => {
    const bumpers = tenantBumpers(tenantByKey('rugby-union')!, MEDIA);
    expect(bumpers).toHaveLength(1);
    expect(bumpers[0]!.asset.kind).toBe('bumper');
    expect(bumpers[0]!.clips[0]!.payload[0]!.category).toBe(INTERSTITIAL_CATEGORY);
  });
});

describe('seeded accounts and keys', () => {
  it('has an admin, plain users, and one user in several tenancies', () => {
    const accounts = demoAccounts(tenants.map((t) => t.key));
    const admin = accounts.find((a) => a.email === 'admin@vidsearch.example')!;
    expect(admin.memberships).toHaveLength(tenants.length);
    expect(admin.memberships.every((m) => m.roles.includes('ADMIN'))).toBe(true);
    expect(
      accounts.find((a) => a.email === 'analyst@vidsearch.example')!.memberships.length,
    ).toBeGreaterThan(1);
    expect(new Set(accounts.map((a) => a.email)).size).toBe(accounts.length);
  });

  it('gives each tenant distinct free and non-free keys', () => {
    const keys = tenants.flatMap((t) => tenantApiKeys(t));
    expect(new Set(keys.map((k) => k.value)).size).toBe(keys.length);
    expect(tenantApiKeys(tenants[0]!).map((k) => k.free)).toEqual([true, false]);
  });
});
