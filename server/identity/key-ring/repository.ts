import type { Queryable } from '../../db/database';

/* The access tokens' signing keys (`signing_keys`). */

export interface SigningKeyRow {
  kid: string;
  secret: string;
  created_at: Date;
  retired_at: Date | null;
}

export function signingKeyRows(db: Queryable): Promise<SigningKeyRow[]> {
  return db.query<SigningKeyRow>('SELECT kid, secret, created_at, retired_at FROM signing_keys');
}

/** A key, unless one of that id is there (another process made it first). */
export async function insertSigningKey(
  tx: Queryable,
  key: { kid: string; secret: string; createdAt: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO signing_keys (kid, secret, created_at)
     VALUES ($1, $2, to_timestamp($3::double precision / 1000)) ON CONFLICT (kid) DO NOTHING`,
    [key.kid, key.secret, key.createdAt],
  );
}

/** Retires a key not yet retired; false when another process did. */
export async function retireSigningKey(tx: Queryable, kid: string, at: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE signing_keys SET retired_at = to_timestamp($2::double precision / 1000)
      WHERE kid = $1 AND retired_at IS NULL RETURNING kid`,
    [kid, at],
  );
  return rows.length > 0;
}

/** Deletes keys retired for longer than `keepSeconds` before `now`. */
export async function deleteRetiredKeys(tx: Queryable, now: number, keepSeconds: number) {
  await tx.query(
    `DELETE FROM signing_keys
      WHERE retired_at < to_timestamp($1::double precision / 1000) - make_interval(secs => $2)`,
    [now, keepSeconds],
  );
}
