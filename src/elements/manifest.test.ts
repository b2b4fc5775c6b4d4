import { embeddableElements } from '../core/domain/embed-snippet';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { HOST_PROPERTIES } from './host-properties';
import { buildManifest } from './manifest';

const schema = createRequire(import.meta.url)('custom-elements-manifest/schema.json');

type Declaration = {
  tagName: string;
  attributes: Array<{ name: string; fieldName: string; type: { text: string }; default?: string }>;
  events: Array<{ name: string }>;
  cssParts: Array<{ name: string }>;
  cssProperties: Array<{ name: string }>;
};

const declarations = () =>
  buildManifest().modules.map((m) => m.declarations![0] as unknown as Declaration);

describe('custom-elements.json', () => {
  it('is valid against the Custom Elements Manifest schema', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const valid = validate(buildManifest());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('fails the schema when a declaration is malformed, so the check can fail', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const broken = buildManifest() as unknown as { modules: Array<{ kind: unknown }> };
    broken.modules[0]!.kind = 42;
    expect(validate(broken)).toBe(false);
  });

  it('describes each element from its contract: attributes, events, parts, custom properties', () => {
    const byTag = new Map(declarations().map((d) => [d.tagName, d]));
    expect([...byTag.keys()]).toEqual([
      'vs-login',
      'vs-search',
      'vs-player',
      'vs-collection',
      'vs-exports',
      'vs-highlights',
      'vs-placement',
      'vs-library',
    ]);
    expect(byTag.get('vs-library')!.events.map((e) => e.name)).toEqual(['vs-asset-change']);
    const placement = byTag.get('vs-placement')!;
    expect(placement.attributes.map((a) => a.name)).toEqual(['location', 'tenant']);
    expect(placement.events.map((e) => e.name)).toEqual(['vs-placement-play']);
    const highlights = byTag.get('vs-highlights')!;
    expect(highlights.attributes.map((a) => a.name)).toContain('package-id');
    expect(highlights.events.map((e) => e.name)).toEqual([
      'vs-highlight-select',
      'vs-highlight-close',
      'vs-clip-select',
      'vs-collection-change',
    ]);
    const login = byTag.get('vs-login')!;
    expect(login.attributes.map((a) => [a.name, a.fieldName, a.type.text, a.default])).toEqual([
      ['heading', 'heading', 'string', 'Sign in'],
      ['hide-password-reset', 'hidePasswordReset', 'boolean', undefined],
      ['tenant', 'tenant', 'string', undefined],
    ]);
    expect(login.events.map((e) => e.name)).toEqual(['vs-auth-change']);
    const search = byTag.get('vs-search')!;
    expect(search.cssParts.map((p) => p.name)).toEqual([
      'search-box',
      'facets',
      'results',
      'row',
      'preview',
    ]);
    expect(search.attributes.find((a) => a.name === 'page-size')?.default).toBe('30');
    for (const declaration of byTag.values()) {
      expect(declaration.cssProperties.map((p) => p.name)).toEqual(
        HOST_PROPERTIES.map((p) => p.name),
      );
    }
  });

  it('lists every element of the manifest with its attributes, without tenant', () => {
    const elements = embeddableElements(buildManifest());
    expect(elements.map((e) => e.tag)).toContain('vs-search');
    const found = elements.find((e) => e.tag === 'vs-search')!;
    expect(found.attributes.map((a) => a.name)).toContain('page-size');
    expect(found.attributes.find((a) => a.name === 'hide-add')?.type).toBe('boolean');
    expect(elements.flatMap((e) => e.attributes).some((a) => a.name === 'tenant')).toBe(false);
  });
});
