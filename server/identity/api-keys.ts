import { randomBytes } from 'node:crypto';
import {
  KEY_POWER_NAMES,
  type ApiKey,
  type CreateApiKeyRequest,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { ConflictError, BadRequestError } from '../http/errors';
import { apiKeyOf, deleteTenantKey, insertTenantKey, lockTenantKeys } from './api-keys/repository';

/**
 * A new random key after the tenant's others; its value is answered once, here. A public key
 * has no powers; a service key has at least one, each named once.
 */
export async function createKey(
  tx: Queryable,
  tenantId: string,
  input: CreateApiKeyRequest,
): Promise<ApiKey> {
  const powers = [...new Set(input.powers ?? [])];
  if (input.free && powers.length > 0) {
    throw new BadRequestError(
      'A public key cannot be given powers: make a service key for that.',
      'body.powers',
    );
  }
  if (!input.free && powers.length === 0) {
    throw new BadRequestError('Choose at least one thing the service key may do.', 'body.powers');
  }
  const value = `vs_${input.free ? 'pub' : 'key'}_${randomBytes(24).toString('base64url')}`;
  return apiKeyOf(
    await insertTenantKey(tx, {
      value,
      tenantId,
      free: input.free,
      label: input.label.trim(),
      powers: KEY_POWER_NAMES.filter((p) => powers.includes(p)),
    }),
  );
}

/**
 * Revokes a key at once: callers using it get 401 from then on. The tenant's last key
 * stays, since every public page of the tenant needs one. False when there is no such key.
 */
export async function revokeKey(tx: Queryable, tenantId: string, keyId: string): Promise<boolean> {
  const keys = await lockTenantKeys(tx, tenantId);
  if (!keys.includes(keyId)) return false;
  if (keys.length === 1) {
    throw new ConflictError(
      'This is the last API key: create another before revoking it.',
      'params.keyId',
      'last_key',
    );
  }
  await deleteTenantKey(tx, tenantId, keyId);
  return true;
}
