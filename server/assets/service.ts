import type { Queryable } from '../db/database';
import type { Principal } from '../http/auth';
import { familyOf, tenantById } from '../../src/tenants';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../http/errors';
import { verifyMediaGrant } from '../media/signing';
import { reachOf, type Reach } from '../http/access';
import { findAsset, inPublicCollection, type AssetRecord } from './repository';
import { outsideWindows } from '../rights/windows';

/** For other features: the tenant's assets of some ids, by id (those not found left out). */
export { findAssets, type AssetRecord } from './repository';

/**
 * The tenant a media request may read: the one a valid signed link names (a `<video>` sends
 * no headers), or else the caller's.
 */
export function mediaTenant(
  secret: Uint8Array,
  assetId: string,
  query: { tenant?: string; exp?: number; sig?: string },
  caller: Principal | null,
): string {
  if (query.sig !== undefined) {
    const grant = { tenantId: query.tenant ?? '', assetId, expires: query.exp ?? 0 };
    if (!verifyMediaGrant(secret, grant, query.sig)) {
      throw new UnauthorizedError(
        'The media link has expired or is not valid.',
        'invalid_signature',
      );
    }
    return grant.tenantId;
  }
  if (!caller) throw new UnauthorizedError();
  return caller.tenantId;
}

/**
 * The tenant's asset, or 404: another tenant's assets do not exist for the caller, nor, for a
 * public caller, those the tenant has not made public (released, or in a public collection).
 */
export async function assetOf(
  db: Queryable,
  tenantId: string,
  id: string,
  reach: Reach = 'all',
): Promise<AssetRecord> {
  const asset = await findAsset(db, tenantId, id);
  if (!asset || (reach === 'public' && !(await isPublic(db, asset))))
    throw new NotFoundError('Asset', id);
  return asset;
}

/**
 * Whether signed-out visitors may see the asset: released, or played by a public collection,
 * and not shut from partner pages now by its rights window (docs/rights.md).
 */
export async function isPublic(db: Queryable, asset: AssetRecord): Promise<boolean> {
  if (!asset.public && !(await inPublicCollection(db, asset.tenantId, asset.id))) return false;
  const item = { assetId: asset.id, name: asset.title };
  return (await outsideWindows(db, asset.tenantId, [item], 'public')).length === 0;
}

/** The reach of a media request: a valid signed link was made for a caller who could see it. */
export function mediaReach(query: { sig?: string }, caller: Principal | null): Reach {
  return query.sig !== undefined || !caller ? 'all' : reachOf(caller);
}

/**
 * Refuses metadata that names no text asset category of the tenant (the match date has its
 * own field), in words, naming the field.
 */
export function checkAssetMetadata(tenantId: string, metadata: Record<string, string>): void {
  const tenant = tenantById(tenantId)?.tenant;
  if (!tenant) throw new NotFoundError('Tenant', tenantId);
  const editable = new Set(
    familyOf(tenant)
      .assetCategories.filter((c) => (c.valueType ?? 'text') === 'text')
      .map((c) => c.name),
  );
  const unknown = Object.keys(metadata).find((name) => !editable.has(name));
  if (unknown)
    throw new BadRequestError(
      `"${unknown}" is not one of this tenant's asset categories.`,
      `body.metadata.${unknown}`,
      'validation',
    );
}

/** The tenant's category an asset's match is written in (its first text asset category). */
export function matchCategoryOf(tenantId: string): string | undefined {
  const tenant = tenantById(tenantId)?.tenant;
  return tenant
    ? familyOf(tenant).assetCategories.find((c) => (c.valueType ?? 'text') === 'text')?.name
    : undefined;
}

/** Values as a person meant them: without the spaces around them. */
export const trimmedValues = (metadata: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata).map(([name, value]) => [name, value.trim()]));

/** Whether an asset has pictures to cut a still from: an upload has them once its MP4 is made. */
export const hasPictures = (asset: AssetRecord): boolean =>
  Boolean(asset.media.files.mp4 || asset.media.files.image);

/** For ingest: an asset's making, its length, and the moves of its status (life/repository.ts). */
export { createVideoAsset, moveAsset, setAssetDuration, type AssetKey } from './life/repository';
