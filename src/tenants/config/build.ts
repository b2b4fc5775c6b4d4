import type { CategoryDefinition, Family } from '../types';
import { DEFAULT_THEME } from './themes';
import type { FamilyConfig, FilterField, UiSettings, WatermarkSettings } from './types';

/** SPEC §9 watermark defaults. */
export const DEFAULT_WATERMARK: Omit<WatermarkSettings, 'image'> = {
  opacity: 0.5,
  position: 'bottom-right',
  marginPercent: 2,
  widthPercent: 5,
};

/** The largest upload a tenant's library takes unless its configuration says (issue 34). */
export const DEFAULT_MAX_UPLOAD_GB = 20;

/** A small SVG mark with the tenant's initials, shipped inline (no request to anyone). */
export function monogram(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 40"><rect width="96" height="40" rx="6" fill="${colour}"/><text x="48" y="27" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#000">${text}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function field(family: Family, name: string): FilterField {
  const category = family.clipCategories.find((c) => c.name === name);
  if (!category) throw new Error(`${family.name} has no category ${name}`);
  return {
    category: name,
    label: category.label,
    ...(category.valueType === 'date' ? { type: 'dateRange' as const } : {}),
  };
}

export interface UiSpec {
  primary: string[];
  secondary?: string[];
  titleCategory: string;
  dateCategory: string;
  subtitle: [string, string];
  tags?: string[];
  hidden?: string[];
  /** Categories whose values are offered from the whole value space. */
  valueSpace?: string[];
}

const textCategories = (family: Family): CategoryDefinition[] =>
  family.clipCategories.filter((c) => (c.valueType ?? 'text') === 'text');

/** The settings every family shares, from what its own categories say. */
export function baseUi(family: Family, spec: UiSpec): UiSettings {
  const used = new Set([...spec.primary, ...(spec.hidden ?? [])]);
  const secondary =
    spec.secondary ?? family.clipCategories.map((c) => c.name).filter((name) => !used.has(name));
  const withSpace = (f: FilterField) =>
    spec.valueSpace?.includes(f.category) ? { ...f, payloadValueSpace: '_' as const } : f;
  return {
    fields: {
      primary: spec.primary.map((n) => withSpace(field(family, n))),
      secondary: secondary.map((n) => withSpace(field(family, n))),
    },
    assetMetadataCategories: family.assetCategories.map((c) => c.name),
    clipMetadataCategories: family.clipCategories.map((c) => c.name),
    hiddenCategories: spec.hidden ?? [],
    tagsCategories:
      spec.tags ??
      textCategories(family)
        .slice(0, 3)
        .map((c) => c.name),
    titleCategory: spec.titleCategory,
    dateCategory: spec.dateCategory,
    thumbnailJson: {
      titleCategories: [spec.titleCategory],
      subtitlePrimary: spec.subtitle[0],
      subtitleSecondary: spec.subtitle[1],
      date: spec.dateCategory,
    },
    verbiage: {
      collection: 'Collection',
      collections: 'Collections',
      exportLabel: 'Export',
      addToCollection: 'Add to collection',
      library: 'Library',
    },
    collectionPayloadCategories: [spec.titleCategory, spec.subtitle[0], spec.dateCategory],
    v4SortOption: 'newest',
    autoHighlightsV2: false,
    theme: DEFAULT_THEME,
    logo: monogram('VS', DEFAULT_THEME.dark.primary),
    bumpers: true,
    hideOptions: {},
    disableLoginIcon: false,
    hiddenPages: [],
    disablePages: [],
    disableWaveForm: false,
    placements: { locations: ['hub-home', 'hub-featured'] },
    publish: false,
  };
}

/** A family's whole configuration: shared defaults, then what is its own. */
export function familyConfig(
  family: Family,
  ui: UiSettings,
  rest: Partial<Omit<FamilyConfig, 'family' | 'ui'>> = {},
): FamilyConfig {
  return {
    family: family.name,
    player: { format: 'HLS' },
    ui,
    maskedTableColumns: [],
    freeTextSearch: true,
    exports: [],
    providerSignIn: null,
    library: { maxUploadGB: DEFAULT_MAX_UPLOAD_GB },
    ...rest,
  };
}
