import { randomUUID } from 'node:crypto';
import type { PartnerSite, PartnerSiteChange } from '../../src/core/api/contract/partner-sites';
import { PARTNER_SITE_HISTORY_SHOWN } from '../../src/core/api/contract/partner-sites';
import type { Queryable } from '../db/database';

interface SiteRow {
  id: string;
  origin: string;
  added_by: string;
  added_at: Date | string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

const site = (row: SiteRow): PartnerSite => ({
  id: row.id,
  origin: row.origin,
  addedBy: row.added_by,
  addedAt: iso(row.added_at),
});

/** Every tenant's registered origins, for a process's register of them. */
export async function allPartnerOrigins(
  db: Queryable,
): Promise<Array<{ tenantId: string; origin: string }>> {
  return db.query<{ tenantId: string; origin: string }>(
    `SELECT tenant_id AS "tenantId", origin FROM partner_sites`,
  );
}

/** A tenant's sites, in the order they were added. */
export async function partnerSites(db: Queryable, tenantId: string): Promise<PartnerSite[]> {
  const rows = await db.query<SiteRow>(
    `SELECT id, origin, added_by, added_at FROM partner_sites
      WHERE tenant_id = $1 ORDER BY added_at, origin`,
    [tenantId],
  );
  return rows.map(site);
}

/** The newest registrations and removals of a tenant's sites. */
export async function partnerSiteHistory(
  db: Queryable,
  tenantId: string,
): Promise<PartnerSiteChange[]> {
  const rows = await db.query<{
    origin: string;
    action: 'added' | 'removed';
    email: string;
    at: Date | string;
  }>(
    `SELECT origin, action, email, at FROM partner_site_history
      WHERE tenant_id = $1 ORDER BY id DESC LIMIT $2`,
    [tenantId, PARTNER_SITE_HISTORY_SHOWN],
  );
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}

export async function countPartnerSites(tx: Queryable, tenantId: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM partner_sites WHERE tenant_id = $1`,
    [tenantId],
  );
  return row?.n ?? 0;
}

/** Registers an origin for the tenant, and records it; null when it was already there. */
export async function insertPartnerSite(
  tx: Queryable,
  tenantId: string,
  origin: string,
  email: string,
): Promise<PartnerSite | null> {
  const [row] = await tx.query<SiteRow>(
    `INSERT INTO partner_sites (id, tenant_id, origin, added_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, origin) DO NOTHING
     RETURNING id, origin, added_by, added_at`,
    [randomUUID(), tenantId, origin, email],
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO partner_site_history (tenant_id, origin, action, email) VALUES ($1, $2, 'added', $3)`,
    [tenantId, origin, email],
  );
  return site(row);
}

/** Removes one of the tenant's sites, and records it; false when it has none of that id. */
export async function deletePartnerSite(
  tx: Queryable,
  tenantId: string,
  siteId: string,
  email: string,
): Promise<boolean> {
  const [row] = await tx.query<{ origin: string }>(
    `DELETE FROM partner_sites WHERE tenant_id = $1 AND id = $2 RETURNING origin`,
    [tenantId, siteId],
  );
  if (!row) return false;
  await tx.query(
    `INSERT INTO partner_site_history (tenant_id, origin, action, email) VALUES ($1, $2, 'removed', $3)`,
    [tenantId, row.origin, email],
  );
  return true;
}
