import type { FamilyName } from '../types';

/** Routes of the standalone app (SPEC §2) that a tenant may hide or disable. */
export type AppPage =
  | 'home'
  | 'explore'
  | 'collection'
  | 'collections'
  | 'publish'
  | 'exports'
  | 'highlights'
  | 'library'
  | 'settings';

export type WatermarkPosition =
  | 'top-left'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-right'
  | 'center';

/** SPEC §3 player settings' optional watermark. */
export interface WatermarkSettings {
  /** An image URL (the tenant's mark). */
  image: string;
  /** 0 to 1. */
  opacity: number;
  position: WatermarkPosition;
  /** Distance from the edges, percent of the video's width. */
  marginPercent: number;
  /** Width of the mark, percent of the video's width. */
  widthPercent: number;
}

export interface PlayerSettings {
  format: 'HLS' | 'MP4';
  watermark?: WatermarkSettings;
}

/** One theme's colours; every text colour passes WCAG AA on the surfaces it sits on. */
export interface ThemeColors {
  primary: string;
  /** Text and icons on `primary`. */
  onPrimary: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  danger: string;
}

export type FontName = 'Roboto' | 'Proxima' | 'ApproachMono';

export interface UiTheme {
  dark: ThemeColors;
  light: ThemeColors;
  font: FontName;
  /** ApproachMono applies to button text (SPEC §3). */
  secondaryFont?: 'ApproachMono';
  defaultTheme: 'dark' | 'light';
}

/** A filter of the search screen: a category with its label. */
export interface FilterField {
  category: string;
  label: string;
  /** A date-range picker instead of a value list. */
  type?: 'dateRange';
  /** "_": values are offered from the whole value space, not only the current results. */
  payloadValueSpace?: '_';
}

export interface ThumbnailJson {
  titleCategories: string[];
  subtitlePrimary: string;
  subtitleSecondary: string;
  date: string;
}

export interface Verbiage {
  /** What a collection is called: "Project" on the default tenant. */
  collection: string;
  /** The word for several: "Projects". Its own word, since not every plural adds an s. */
  collections: string;
  exportLabel: string;
  addToCollection?: string;
  /** What the tenant's own videos are called: the library page's link and heading. */
  library?: string;
  /** What one search result is called, where not a "clip": a "still" of an image library. */
  item?: string;
}

export type SortOption = 'newest' | 'oldest';

/** A highlight package (SPEC §3): its label, order, and query built from an asset id. */
/**
 * A package rule: its clips are what a search finds in one game, written either as a search
 * expression or (the soccer tenant's way, SPEC §7) as a JSON filter.
 */
export type HighlightPackage = {
  label: string;
  sortMode: 'startTime' | 'startTime ascending';
} & (
  | {
      /** A search expression with `{assetId}` where the game's asset id goes. */
      query: string;
      filter?: never;
    }
  | { filter: HighlightJsonFilter; query?: never }
);

/**
 * SPEC §7's JSON filter: the game (`{assetId}`), any of some actions, and a team, where
 * `{home}` and `{away}` stand for the game's home and away teams.
 */
export interface HighlightJsonFilter {
  assetid: string;
  action?: string[];
  team?: string;
}

export interface HighlightsSettings {
  packages: HighlightPackage[];
  groupBy?: string[];
  /** Action names to the codes the highlights service files them under. */
  actionCodes?: Record<string, string>;
  /** What each action of the `actions` group is, as a search over a package's clips. */
  actionQueries?: Record<string, string>;
  columns?: string[];
  /**
   * Where in the match a clip is, as a review row says it: its label and the categories whose
   * values make it ("Over" of `over` and `ball`: "Over 12.3").
   */
  moment?: { label: string; categories: string[] };
}

/** An export choice of the collection screen (SPEC §3 "Export entries"). */
export interface ExportOption {
  name: 'video' | 'mp4-s3' | 'edl' | 'url' | 'mediaconvert' | 'custom' | 'form' | 'img-collections';
  label: string;
  actionLabel: string;
  description: string;
  disabled?: boolean;
  custom?: {
    id: string;
    host: string;
    callback: string;
    options: { outputTypes: string[] };
  };
  /**
   * How the MP4 differs from SPEC §9's encoding, where it does: the test tenant copies its
   * sources' sound unchanged and names each clip on the picture. Default: encode, no text.
   */
  render?: { audio?: 'encode' | 'copy'; textOverlay?: boolean };
  /**
   * The shapes the MP4 may take (docs/exports.md): where absent, every aspect for the
   * downloadable MP4 (`video`), 16:9 alone for the others (`aspectsOf`).
   */
  aspects?: readonly ExportAspect[];
  /** Captions the MP4 may carry, from each clip's metadata (`CAPTION_SETS`); none where absent. */
  captions?: CaptionSetName;
  /**
   * The form export: the output types the person may ask for, and the desks that release
   * footage, one of which the person sends the request to. Requests go only to these
   * addresses, so the form never mails anyone a person types in.
   */
  form?: { outputTypes: string[]; recipients: FormRecipient[] };
}

/** An exported MP4's shape: landscape, vertical, square or portrait. */
export type ExportAspect = '16:9' | '9:16' | '1:1' | '4:5';

/** A caption: words from a clip's metadata, when its metadata matches. */
export interface CaptionTemplate {
  /**
   * The words, `{category}` standing for the clip's value of that category ("SIX! {batter}").
   * A template naming a category the clip has no value of does not apply to it.
   */
  text: string;
  /** Applies only to clips with one of these values in each category named; `*`: any value. */
  when?: Record<string, string[]>;
}

/** The caption templates a tenant's MP4 export may name. */
export type CaptionSetName = 'cricket' | 'football';

/** A tenant's captions: its templates, the first that applies winning, and their colour. */
export interface CaptionSettings {
  templates: CaptionTemplate[];
  /** The words' colour, `#rrggbb`, on a dark box. */
  colour: string;
}

/** A desk a footage request can go to. */
export interface FormRecipient {
  /** What the person chooses by: "Evidence desk". */
  name: string;
  email: string;
}

export interface UiSettings {
  /**
   * Common words a person types and what the tenant means by them, as a term of the search
   * expression (cricket: `six` → `runs:6`): the search box puts the term in the word's place,
   * shown as its chip, and says so.
   */
  searchWords?: Record<string, string>;
  fields: { primary: FilterField[]; secondary: FilterField[] };
  assetMetadataCategories: string[];
  clipMetadataCategories: string[];
  hiddenCategories: string[];
  tagsCategories: string[];
  titleCategory: string;
  dateCategory: string;
  thumbnailJson: ThumbnailJson;
  verbiage: Verbiage;
  collectionPayloadCategories: string[];
  /** A broadcast licence restriction code shown as a banner. */
  alertMessage?: string;
  v4SortOption: SortOption;
  autoHighlightsV2: boolean;
  theme: UiTheme;
  /** Logo URL (a data: URI or a path served with the app). */
  logo: string;
  bumpers: boolean;
  hideOptions: { logo?: boolean; userIcon?: boolean };
  disableLoginIcon: boolean;
  hiddenPages: AppPage[];
  disablePages: AppPage[];
  disableWaveForm: boolean;
  placements: { locations: string[] };
  publish: boolean;
  highlights?: HighlightsSettings;
}

/** The media library's limits and sources for the tenant's own videos (docs/ingest.md). */
export interface LibrarySettings {
  /** The largest file one upload may be, in GB (1024³ bytes); 20 unless the tenant says. */
  maxUploadGB: number;
}

/** A tenant's limits on a live match's input. */
export interface LiveInputLimits {
  /** The tallest picture taken, by its shorter side (1080 for 1920×1080 and 1080×1920). */
  maxHeight: number;
  /** The highest bitrate taken, kilobits a second, over a few seconds. */
  maxKbps: number;
}

/** How long before and after its moment an event's clip runs (docs/match-data.md). */
export interface ClipTiming {
  leadSeconds: number;
  lagSeconds: number;
}

/** One StatsBomb event that makes a clip: its type, and a field that must hold a value. */
export interface StatsbombActionRule {
  /** StatsBomb's event type, e.g. "Shot". */
  type: string;
  /** A dotted path into the event (e.g. `shot.outcome.name`) and the values that match. */
  where?: { path: string; equals: string[] };
  /** The tenant's action value the clip gets. */
  action: string;
  /** Its kind of event, for `timing`. */
  kind: string;
}

/** How a provider's match data becomes the tenant's clips (docs/match-data.md). */
export interface MatchDataSettings {
  /** Lead and lag per kind of event; `default` for a kind not named. */
  timing: { default: ClipTiming } & Record<string, ClipTiming>;
  /** Balls between sync points are spaced by these, in seconds of video. */
  cricket?: { ballSeconds: number; overGapSeconds: number; wicketGapSeconds: number };
  /** Which StatsBomb events make clips, first rule that matches wins. */
  statsbomb?: StatsbombActionRule[];
}

/** Everything that makes one tenant's product its own (SPEC §3 "Tenant configuration"). */
export interface FamilyConfig {
  family: FamilyName;
  player: PlayerSettings;
  ui: UiSettings;
  /** Columns of the exports list this tenant does not show. */
  maskedTableColumns: string[];
  freeTextSearch: boolean;
  exports: ExportOption[];
  /** Sign-in through the identity provider's own page (/oauth/callback), beside the form. */
  providerSignIn: ProviderSignIn | null;
  library: LibrarySettings;
}

export interface ProviderSignIn {
  /** The button's words, e.g. "Continue with VidSearch ID". */
  label: string;
  /** Whether a newcomer may create an account there (then joins this tenant). */
  signup: boolean;
}
