import path from 'node:path';
import fp from 'fastify-plugin';
import type { PlatformSettings } from '../platform-settings';
import type { Database } from '../db/database';
import type { Metrics } from '../observability/metrics';
import { indexRouting } from './index-routing';
import { hooksFirst } from '../http/api';
import { SERVICE_PREFIXES } from '../http/services';
import { allTenantIds } from '../identity/service';
import type { Progress } from '../media/media-files';
import { oldestWaitingSeconds } from './change-log/repository';
import { SearchAssignment } from './cluster';
import { SearchEngine } from './engine';
import { followSearchChanges } from './follower';
import { CountThreads, defaultCountThreads } from './index/count-threads';
import { assetSearchRoutes, middlewareSearchRoutes } from './routes';
import { savedSearchRoutes } from './saved-routes';
import type { SearchSettings } from './settings';
import { DEFAULT_SNAPSHOT_EVERY_MS, DEFAULT_SNAPSHOT_MIN_CLIPS, IndexSnapshots } from './snapshots';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each tenant's search index in memory, kept up with every process's writes. */
    searchEngine: SearchEngine;
    /** Where each tenant's searches are answered, in a cluster that spreads them; null: here. */
    assignment: SearchAssignment | null;
  }
}

/**
 * Search (SPEC §7 "Search"): the indexes, following other processes' writes, snapshots kept
 * between starts, the cluster's assignment of tenants to processes (a search of a tenant held
 * elsewhere is passed on), and its routes.
 */
export const searchPlugin = fp<{ config: SearchSettings & PlatformSettings; progress: Progress }>(
  async (app, { config, progress }) => {
    const { db, metrics } = app;
    const snapshots =
      config.searchSnapshots === false
        ? null
        : new IndexSnapshots(
            db,
            {
              directory: path.join(config.dataDir, 'search-index'),
              minClips: DEFAULT_SNAPSHOT_MIN_CLIPS,
              everyMs: DEFAULT_SNAPSHOT_EVERY_MS,
              ...config.searchSnapshots,
            },
            progress,
          );
    // Threads counting a large result's facets beside the request's own, for every tenant.
    const counter = new CountThreads(config.searchThreads ?? defaultCountThreads());
    const engine = new SearchEngine(
      db,
      undefined,
      (tenantId, changes) => {
        const now = Date.now();
        for (const change of changes)
          metrics.searchChanges.observe(
            { tenant: tenantId },
            (now - change.madeAt.getTime()) / 1000,
          );
      },
      snapshots,
      counter,
    );
    const assignment = config.searchAssignment
      ? new SearchAssignment(db, engine, config.searchAssignment, () => allTenantIds(db), progress)
      : null;
    app.decorate('searchEngine', engine);
    app.decorate('assignment', assignment);
    addSearchMetrics(app.metrics, engine, assignment, db);

    if (assignment) {
      const passOn = indexRouting(assignment, config.secret, metrics);
      app.addHook('onRoute', (route) => {
        if (!route.config?.searchIndex) return;
        route.preHandler = hooksFirst([passOn], route.preHandler);
      });
    }

    let following: { stop(): Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      following = await followSearchChanges(db, engine, config.searchFollow);
    });
    // Before the server stops answering: the cluster moves this process's tenants elsewhere.
    app.addHook('preClose', async () => assignment?.stop());
    app.addHook('onClose', async () => {
      await following?.stop();
      await engine.close();
      counter.stop();
    });

    await app.register(middlewareSearchRoutes, { prefix: SERVICE_PREFIXES.middleware });
    await app.register(savedSearchRoutes, { prefix: SERVICE_PREFIXES.middleware });
    await app.register(assetSearchRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  { name: 'search', dependencies: ['database', 'observability', 'api', 'webhooks'] },
);

function addSearchMetrics(
  metrics: Metrics,
  engine: SearchEngine,
  assignment: SearchAssignment | null,
  db: Database,
): void {
  metrics.gauge(
    'vs_search_index_lag_seconds',
    'How long the oldest search change this process’s index has not applied has waited.',
    async () =>
      Promise.all(
        engine.tenantIds().map(async (tenantId) => ({
          labels: { tenant: tenantId },
          value: await oldestWaitingSeconds(
            db,
            tenantId,
            (await engine.tenant(tenantId)).appliedSeq,
          ),
        })),
      ),
  );
  metrics.gauge(
    'vs_search_index_clips',
    'Clips in the search indexes this process holds ready, by tenant.',
    async () =>
      Promise.all(
        engine.readyTenantIds().map(async (tenantId) => ({
          labels: { tenant: tenantId },
          value: (await engine.tenant(tenantId)).index.size,
        })),
      ),
  );
  if (assignment)
    metrics.gauge(
      'vs_search_index_assigned',
      'Tenants whose search index the cluster assigns to this process (1 each): once every one is held, the assignment has settled.',
      async () => assignment.assignedHere().map((tenant) => ({ labels: { tenant }, value: 1 })),
    );
}
