/** Names of the configuration families that tenants map onto (SPEC §1). */
export type FamilyName =
  | 'default'
  | 'cricket'
  | 'cricketTest'
  | 'rugbyUnion'
  | 'rugbyLeague'
  | 'basketball'
  | 'basketballWomen'
  | 'americanFootball'
  | 'iceHockey'
  | 'soccer'
  | 'horseRacing'
  | 'imageLibrary'
  | 'eventFeed'
  | 'footballLeague';

/** The sport or kind of content a family's clips describe; decides how seed data is made. */
export type ContentKind =
  | 'generic'
  | 'cricket'
  | 'rugby'
  | 'basketball'
  | 'americanFootball'
  | 'iceHockey'
  | 'soccer'
  | 'horseRacing'
  | 'images'
  | 'events';

/** A metadata category of a clip's payload or of an asset. */
export interface CategoryDefinition {
  /** The category as stored in payload items (`payload.category`). */
  readonly name: string;
  /** What people see. */
  readonly label: string;
  /** `text` (default), `integer` (payload items carry `integerValue`) or `date` (ISO yyyy-MM-dd). */
  readonly valueType?: 'text' | 'integer' | 'date';
}

export interface Family {
  readonly name: FamilyName;
  readonly kind: ContentKind;
  /** Categories found in clip payloads, in the order a person expects them. */
  readonly clipCategories: readonly CategoryDefinition[];
  /** Categories that describe a whole asset (a match, a race, a photo shoot). */
  readonly assetCategories: readonly CategoryDefinition[];
}

export interface TenantIds {
  readonly production: string;
  readonly stage: string;
}

/** One tenant: who it is, which family configures it, which hosts select it. */
export interface TenantIdentity {
  /** Stable short name, used for stored tenant names and the `tenant` attribute. */
  readonly key: string;
  readonly name: string;
  readonly family: FamilyName;
  readonly tenantId: TenantIds;
  /** Host names that select this tenant (production and stage). */
  readonly hosts: readonly string[];
}

/** The category that marks a bumper (interstitial clip) in a payload (SPEC §3). */
export const INTERSTITIAL_CATEGORY = 'INTERSTITIAL';
