import type { Database } from '../db/database';
import { NotFoundError } from '../http/errors';
import type { MediaStorage } from '../media/storage';
import type { SearchEngine } from '../search/engine';
import { deleteAsset } from './repository';
import { assetOf } from './service';

export interface AssetKey {
  tenantId: string;
  assetId: string;
}

/**
 * Another feature's part in deleting an asset, run before it is deleted (ingest stops a
 * processing upload); what it returns runs once the asset is gone (ingest removes the upload).
 */
export type DeletionStep = (key: AssetKey) => Promise<(() => Promise<void>) | null>;

/**
 * Deleting an asset, which the asset feature owns: its renditions, its clips and the collection
 * items of them go, and the features that work on assets take their part through steps they
 * add (so assets need not know them).
 */
export class AssetDeletion {
  private readonly steps: DeletionStep[] = [];

  constructor(
    private readonly parts: { db: Database; searchEngine: SearchEngine; storage: MediaStorage },
  ) {}

  addStep(step: DeletionStep): void {
    this.steps.push(step);
  }

  async delete(tenantId: string, assetId: string): Promise<void> {
    const { db, searchEngine, storage } = this.parts;
    await assetOf(db, tenantId, assetId);
    const afterwards: Array<() => Promise<void>> = [];
    for (const step of this.steps) {
      const then = await step({ tenantId, assetId });
      if (then) afterwards.push(then);
    }
    const deleted = await db.transaction((tx) => deleteAsset(tx, tenantId, assetId));
    if (!deleted) throw new NotFoundError('Asset', assetId);
    await searchEngine.catchUp(tenantId);
    if (deleted.uploaded) await storage.removeFolder(deleted.mediaKey);
    for (const then of afterwards) await then();
  }
}
