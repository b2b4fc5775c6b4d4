import path from 'node:path';
import { originOf } from '../http/cors-origins';
import type { AssignmentSettings } from './cluster';
import type { FollowOptions } from './follower';
import type { SnapshotSettings } from './snapshots';

/** How this process's search follows writes, keeps its indexes, and shares a cluster's tenants. */
export interface SearchSettings {
  /** How this process's search follows other processes' writes (server/search/follower.ts). */
  searchFollow?: FollowOptions;
  /** Where and how often search indexes are kept between starts (server/search/snapshots.ts); false: never. */
  searchSnapshots?: Partial<SnapshotSettings> | false;
  /** Tenants spread over a cluster's processes (server/search/cluster.ts); absent: every tenant here. */
  searchAssignment?: AssignmentSettings;
  /** Threads counting a large search's facets, the request's own included (count-threads.ts). */
  searchThreads?: number;
}

/** `SEARCH_SNAPSHOTS_DIR`, `SEARCH_SNAPSHOT_MIN_CLIPS`, `SEARCH_THREADS`, `CLUSTER_ADDRESS`, `SEARCH_REPLICAS`. */
export function searchSettingsFromEnvironment(env: NodeJS.ProcessEnv): SearchSettings {
  return {
    ...searchSnapshotsFromEnvironment(env),
    ...searchAssignmentFromEnvironment(env),
    ...(env.SEARCH_THREADS ? { searchThreads: searchThreads(env.SEARCH_THREADS) } : {}),
  };
}

/**
 * `SEARCH_SNAPSHOTS_DIR`: where search indexes are kept between starts (`off`: never);
 * `SEARCH_SNAPSHOT_MIN_CLIPS`: the smallest index kept (smaller ones build in a second).
 */
function searchSnapshotsFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<SearchSettings, 'searchSnapshots'> {
  if (env.SEARCH_SNAPSHOTS_DIR === 'off') return { searchSnapshots: false };
  return {
    searchSnapshots: {
      ...(env.SEARCH_SNAPSHOTS_DIR ? { directory: path.resolve(env.SEARCH_SNAPSHOTS_DIR) } : {}),
      ...(env.SEARCH_SNAPSHOT_MIN_CLIPS
        ? { minClips: clipCount('SEARCH_SNAPSHOT_MIN_CLIPS', env.SEARCH_SNAPSHOT_MIN_CLIPS) }
        : {}),
    },
  };
}

function clipCount(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value.trim()))
    throw new Error(`${name} must be a whole number of clips, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** `SEARCH_THREADS`: threads counting a large search's facets (1: the request's own alone). */
function searchThreads(value: string): number {
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1 || threads > 16)
    throw new Error(`SEARCH_THREADS must be a whole number from 1 to 16, not "${value}".`);
  return threads;
}

/**
 * `CLUSTER_ADDRESS`: where the cluster's other processes reach this one (`auto`: the address it
 * listens at, for processes on one machine); given, tenants are
 * spread over the processes (`SEARCH_REPLICAS` of them each, 1 by default) instead of each
 * process holding every tenant's search index.
 */
function searchAssignmentFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<SearchSettings, 'searchAssignment'> {
  if (!env.CLUSTER_ADDRESS) return {};
  // `auto`: the address it listens at, on loopback (a port picked at listening).
  const address = env.CLUSTER_ADDRESS === 'auto' ? 'auto' : originOf(env.CLUSTER_ADDRESS);
  if (!address || (address !== 'auto' && address !== env.CLUSTER_ADDRESS.replace(/\/+$/, '')))
    throw new Error(
      `CLUSTER_ADDRESS must be where the other processes reach this one, like http://10.0.0.2:8080, not "${env.CLUSTER_ADDRESS}".`,
    );
  const replicas = Number(env.SEARCH_REPLICAS ?? '1');
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16)
    throw new Error(
      `SEARCH_REPLICAS must be a whole number from 1 to 16, not "${env.SEARCH_REPLICAS}".`,
    );
  return { searchAssignment: { address, replicas } };
}
