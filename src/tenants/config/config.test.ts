import { describe, expect, it } from 'vitest';
import { families } from '../families';
import { tenants } from '../tenants';
import type { FamilyName } from '../types';
import { familyOperationsOf } from '../operations';
import {
  contrastRatio,
  DEFAULT_WATERMARK,
  DISTANCE_BANDS,
  familyConfigs,
  knownTenantNames,
  resolveTenant,
  type ThemeColors,
} from './index';

const entries = Object.entries(familyConfigs) as Array<
  [FamilyName, (typeof familyConfigs)[FamilyName]]
>;

describe('every family’s configuration', () => {
  it('exists for every family and every tenant', () => {
    expect(Object.keys(familyConfigs).sort()).toEqual(Object.keys(families).sort());
    for (const tenant of tenants) expect(familyConfigs[tenant.family], tenant.key).toBeDefined();
  });

  it.each(entries)('%s names only categories its clips have', (name, config) => {
    const categories = new Map(families[name].clipCategories.map((c) => [c.name, c]));
    const ui = config.ui;
    const named = [
      ...ui.fields.primary.map((f) => f.category),
      ...ui.fields.secondary.map((f) => f.category),
      ...ui.hiddenCategories,
      ...ui.tagsCategories,
      ...ui.collectionPayloadCategories,
      ui.titleCategory,
      ui.dateCategory,
      ...ui.thumbnailJson.titleCategories,
      ui.thumbnailJson.subtitlePrimary,
      ui.thumbnailJson.subtitleSecondary,
      ui.thumbnailJson.date,
    ];
    expect(named.filter((c) => !categories.has(c))).toEqual([]);
    for (const f of [...ui.fields.primary, ...ui.fields.secondary]) {
      expect(f.type === 'dateRange', f.category).toBe(
        categories.get(f.category)!.valueType === 'date',
      );
      expect(f.label).toBe(categories.get(f.category)!.label);
    }
    const primary = new Set(ui.fields.primary.map((f) => f.category));
    expect(ui.fields.secondary.filter((f) => primary.has(f.category))).toEqual([]);
    expect(categories.get(ui.dateCategory)!.valueType).toBe('date');
  });

  it.each(entries)('%s has themes that pass WCAG AA in both modes', (_name, config) => {
    const check = (mode: string, c: ThemeColors) => {
      for (const colour of Object.values(c)) expect(colour, mode).toMatch(/^#[0-9A-F]{6}$/i);
      const pairs: Array<[string, string, string, number]> = [
        ['text on background', c.text, c.background, 4.5],
        ['text on surface', c.text, c.surface, 4.5],
        ['muted text on background', c.textMuted, c.background, 4.5],
        ['muted text on surface', c.textMuted, c.surface, 4.5],
        ['text on primary', c.onPrimary, c.primary, 4.5],
        ['danger on background', c.danger, c.background, 4.5],
        ['primary against background', c.primary, c.background, 3],
        ['border against background', c.border, c.background, 3],
      ];
      for (const [what, fg, bg, min] of pairs) {
        expect(contrastRatio(fg, bg), `${mode}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(
          min,
        );
      }
    };
    check('dark', config.ui.theme.dark);
    check('light', config.ui.theme.light);
  });

  it.each(entries)(
    '%s fetches nothing from elsewhere and its exports and packages are well formed',
    (name, config) => {
      expect(config.ui.logo.startsWith('data:image/svg+xml')).toBe(true);
      expect(config.player.watermark?.image.startsWith('data:') ?? true).toBe(true);
      expect(['Roboto', 'Proxima', 'ApproachMono']).toContain(config.ui.theme.font);
      const names = config.exports.map((e) => e.name);
      expect(new Set(names).size).toBe(names.length);
      for (const e of config.exports) {
        // Deliveries have a target, which only the server knows; forms offer something to ask for.
        if (e.name === 'mp4-s3' || e.name === 'mediaconvert') {
          const destination = familyOperationsOf(name as FamilyName).exportDestinations[e.name];
          expect(destination?.bucket).toMatch(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/);
          expect(destination?.path).toMatch(/^[^/].*\/$/);
        }
        if (e.name === 'form') {
          expect(e.form?.outputTypes.length).toBeGreaterThan(0);
          expect(e.form?.recipients.every((r) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(r.email))).toBe(
            true,
          );
          expect(e.form?.recipients.length).toBeGreaterThan(0);
        }
        if (!e.custom) continue;
        expect(
          tenants.some((t) => t.hosts.includes(e.custom!.host)),
          e.custom.host,
        ).toBe(true);
        expect(e.custom.callback.startsWith(`https://${e.custom.host}/`)).toBe(true);
      }
      for (const p of config.ui.highlights?.packages ?? [])
        if (p.filter) expect(p.filter.assetid).toBe('{assetId}');
        else expect(p.query).toContain('assetId:{assetId}');
      const w = config.player.watermark;
      if (w) {
        expect(w.opacity).toBeGreaterThan(0);
        expect(w.opacity).toBeLessThanOrEqual(1);
        expect(w.widthPercent).toBeGreaterThan(0);
        expect(w.widthPercent).toBeLessThanOrEqual(100);
      }
    },
  );
});

describe('SPEC §9 constants', () => {
  it('has the themes’ primaries, dark by default', () => {
    expect(familyConfigs.default.ui.theme.dark.primary).toBe('#90CAF9');
    expect(familyConfigs.default.ui.theme.light.primary).toBe('#1090D5');
    expect(familyConfigs.default.ui.theme.defaultTheme).toBe('dark');
    expect(familyConfigs.imageLibrary.ui.theme.dark.primary).toBe('#55F48E');
    expect(familyConfigs.iceHockey.ui.theme.light.primary).toBe('#0055A5');
  });

  it('has the watermark defaults, and rugby’s centred full-width mark', () => {
    expect(DEFAULT_WATERMARK).toEqual({
      opacity: 0.5,
      position: 'bottom-right',
      marginPercent: 2,
      widthPercent: 5,
    });
    expect(familyConfigs.cricket.player.watermark).toMatchObject(DEFAULT_WATERMARK);
    expect(familyConfigs.rugbyUnion.player.watermark).toMatchObject({
      position: 'center',
      widthPercent: 100,
    });
  });

  it('masks rugby’s durations, hides the image library’s exports, calls projects projects', () => {
    expect(familyConfigs.rugbyUnion.maskedTableColumns).toEqual(['duration']);
    expect(familyConfigs.imageLibrary.ui.hiddenPages).toContain('exports');
    expect(familyConfigs.default.ui.verbiage.collection).toBe('Project');
    expect(familyConfigs.cricket.ui.verbiage.collection).toBe('Collection');
  });

  it('names one collection and several in each tenant’s own words', () => {
    const words = Object.values(familyConfigs).map((c) => [
      c.ui.verbiage.collection,
      c.ui.verbiage.collections,
    ]);
    expect(new Set(words.map((w) => w.join('/')))).toEqual(
      new Set(['Project/Projects', 'Collection/Collections', 'Lightbox/Lightboxes']),
    );
  });

  it('bands football distances and splits basketball periods by competition', () => {
    expect(DISTANCE_BANDS.map(([label]) => label)).toEqual([
      '11-20',
      '21-30',
      '31-40',
      '41-50',
      'over 50',
    ]);
    const labels = familyConfigs.footballLeague.ui.highlights!.packages.map((p) => p.label);
    expect(labels[0]).toBe('Game highlights');
    expect(labels.at(-1)).toBe('All scores');
    expect(labels).toHaveLength(7);
    const short = (name: FamilyName) => familyConfigs[name].ui.highlights!.packages[0]!.query;
    expect(short('basketball')).toContain('period:2');
    expect(short('basketballWomen')).toContain('period:4');
    expect(familyConfigs.cricket.ui.highlights!.groupBy).toEqual(['actions', 'batter', 'bowler']);
  });
});

describe('resolveTenant', () => {
  it('knows about 60 or more host names and ids, each naming its own tenant', () => {
    const names = knownTenantNames();
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(new Set(names).size).toBe(names.length);
    for (const tenant of tenants) {
      for (const host of tenant.hosts)
        expect(resolveTenant({ host }).tenant.key, host).toBe(tenant.key);
      expect(resolveTenant({ host: 'x', explicit: tenant.tenantId.stage }).environment).toBe(
        'stage',
      );
    }
  });

  it('reads stage hosts and product subdomains with their environment and id', () => {
    const stage = resolveTenant({ host: 'video-stage.southerncrosscricket.example' });
    expect(stage).toMatchObject({ environment: 'stage', source: 'host' });
    expect(stage.tenantId).toBe(stage.tenant.tenantId.stage);
    expect(resolveTenant({ host: 'racing.vidsearch.example:443' }).tenant.key).toBe('racing');
    expect(resolveTenant({ host: 'racing.stage.vidsearch.example' }).environment).toBe('stage');
    expect(resolveTenant({ host: 'nope.vidsearch.example' }).source).toBe('default');
  });

  it('lets an explicit choice beat a stored name, and a stored name beat the host', () => {
    const host = 'clips.coastalsoccer.example';
    expect(resolveTenant({ host }).tenant.key).toBe('soccer');
    expect(resolveTenant({ host, stored: 'hockey' })).toMatchObject({
      source: 'stored',
      tenant: { key: 'hockey' },
    });
    expect(resolveTenant({ host, stored: 'hockey', explicit: 'images' })).toMatchObject({
      source: 'attribute',
      tenant: { key: 'images' },
    });
  });

  it('passes over names of no tenant, and falls back to the default', () => {
    const result = resolveTenant({ host: 'localhost:8080', explicit: 'bogus', stored: 'gone' });
    expect(result).toMatchObject({
      source: 'default',
      tenant: { key: 'default' },
      ignored: ['bogus', 'gone'],
    });
    expect(result.config.ui.verbiage.collection).toBe('Project');
  });
});
