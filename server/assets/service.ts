import type { Queryable } from '../db/database';
import type { Principal } from '../http/auth';
import { NotFoundError, UnauthorizedError } from '../http/errors';
import { verifyMediaGrant } from '../media/signing';
import { findAsset, type AssetRecord } from './repository';

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

/** The tenant's asset, or 404: another tenant's assets do not exist for the caller. */
export async function assetOf(db: Queryable, tenantId: string, id: string): Promise<AssetRecord> {
  const asset = await findAsset(db, tenantId, id);
  if (!asset) throw new NotFoundError('Asset', id);
  return asset;
}
