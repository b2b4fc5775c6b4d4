import type { ExportOption } from './config/types';
import type { FamilyName } from './types';
import { tenantById } from './resolve';

/** A bucket and a key prefix; `{datetime}` in the prefix becomes the export's UTC time. */
export interface S3Destination {
  bucket: string;
  region: string;
  /** E.g. `exports/{datetime}/`; ends with `/`. */
  path: string;
}

/** A folder of the tenant's own S3-compatible bucket that its library may add videos from. */
export interface LibraryBucket {
  bucket: string;
  region: string;
  /** Only keys under it (ends with `/`; empty for the whole bucket). */
  prefix: string;
}

/**
 * What only the server uses of a tenant: where its exports deliver and which bucket folders
 * its library adds from. The server alone imports this file (the index does not export it),
 * so no bucket, region or folder reaches the code a browser receives (docs/integrators.md
 * "What a public page can read"; test/server/dist-secrets.test.ts checks the build).
 */
export interface TenantOperations {
  /** Where an export of each kind delivers (`mp4-s3`, `mediaconvert`: SPEC §9's archive). */
  exportDestinations: Partial<Record<ExportOption['name'], S3Destination>>;
  /** The folders of the tenant's own buckets that "Add from an address" may take from. */
  libraryBuckets: LibraryBucket[];
}

/** SPEC §9: cricket's archive, a fixed bucket and region, a path with a datetime placeholder. */
export const CRICKET_ARCHIVE: S3Destination = {
  bucket: 'scc-broadcast-archive',
  region: 'ap-southeast-2',
  path: 'exports/{datetime}/',
};

/** Where cricket's broadcaster leaves match footage for the library to add (docs/ingest.md). */
export const CRICKET_FOOTAGE: LibraryBucket = {
  bucket: CRICKET_ARCHIVE.bucket,
  region: CRICKET_ARCHIVE.region,
  prefix: 'footage/',
};

const NONE: TenantOperations = { exportDestinations: {}, libraryBuckets: [] };

const familyOperations: Partial<Record<FamilyName, TenantOperations>> = {
  cricket: {
    exportDestinations: { 'mp4-s3': CRICKET_ARCHIVE, mediaconvert: CRICKET_ARCHIVE },
    libraryBuckets: [CRICKET_FOOTAGE],
  },
  cricketTest: { exportDestinations: { 'mp4-s3': CRICKET_ARCHIVE }, libraryBuckets: [] },
};

/** A family's operational settings; none for most. */
export function familyOperationsOf(family: FamilyName): TenantOperations {
  return familyOperations[family] ?? NONE;
}

/** A tenant's operational settings, by its id; none for an unknown tenant. */
export function tenantOperationsOf(tenantId: string): TenantOperations {
  const family = tenantById(tenantId)?.tenant.family;
  return family ? familyOperationsOf(family) : NONE;
}

/** Every bucket a tenant's export delivers to, or its library adds videos from. */
export function operationalBuckets(): string[] {
  const buckets = Object.values(familyOperations).flatMap((ops) => [
    ...Object.values(ops.exportDestinations).map((d) => d.bucket),
    ...ops.libraryBuckets.map((folder) => folder.bucket),
  ]);
  return [...new Set(buckets)].sort();
}
