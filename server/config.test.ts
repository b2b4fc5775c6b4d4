import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnvironment, demoDataFromEnvironment } from './config';

describe('DEMO_DATA', () => {
  it('is the full demo unless it asks for the small one, and refuses anything else', () => {
    expect(demoDataFromEnvironment({})).toBe('full');
    expect(demoDataFromEnvironment({ DEMO_DATA: 'full' })).toBe('full');
    expect(demoDataFromEnvironment({ DEMO_DATA: 'small' })).toBe('small');
    expect(() => demoDataFromEnvironment({ DEMO_DATA: 'tiny' })).toThrow(
      'DEMO_DATA must be full or small, not "tiny"',
    );
  });
});

describe('uploads and their limits', () => {
  const env = async (extra: Record<string, string>) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-config-'));
    try {
      return await configFromEnvironment({
        DATA_DIR: dataDir,
        JWT_SECRET: 'x'.repeat(32),
        ...extra,
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  it('keeps uploads in a bucket when told, through the server’s S3 access', async () => {
    expect((await env({})).uploadsBucket).toBeUndefined();
    const config = await env({
      UPLOADS_S3_BUCKET: 'club-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-2',
    });
    expect(config.uploadsBucket).toMatchObject({
      bucket: 'club-uploads',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    await expect(env({ UPLOADS_S3_BUCKET: 'club-uploads' })).rejects.toThrow(
      'UPLOADS_S3_BUCKET needs S3_ENDPOINT',
    );
    await expect(env({ UPLOADS_S3_BUCKET: 'Club_Uploads', S3_USE_AWS: '1' })).rejects.toThrow(
      /UPLOADS_S3_BUCKET must name a bucket/,
    );
  });

  it('takes the operator’s ceiling on uploads in GB', async () => {
    expect((await env({ MAX_UPLOAD_GB: '50' })).maxUploadBytes).toBe(50 * 1024 ** 3);
    await expect(env({ MAX_UPLOAD_GB: 'lots' })).rejects.toThrow(/MAX_UPLOAD_GB must be/);
  });

  it('keeps search index snapshots where told, or not at all', async () => {
    expect((await env({})).searchSnapshots).toEqual({});
    expect(
      (await env({ SEARCH_SNAPSHOTS_DIR: '/srv/index', SEARCH_SNAPSHOT_MIN_CLIPS: '100000' }))
        .searchSnapshots,
    ).toEqual({ directory: '/srv/index', minClips: 100_000 });
    expect((await env({ SEARCH_SNAPSHOTS_DIR: 'off' })).searchSnapshots).toBe(false);
    await expect(env({ SEARCH_SNAPSHOT_MIN_CLIPS: 'many' })).rejects.toThrow(
      'SEARCH_SNAPSHOT_MIN_CLIPS must be a whole number of clips, not "many"',
    );
  });

  it('counts large searches on as many threads as told, the machine’s default otherwise', async () => {
    expect((await env({})).searchThreads).toBeUndefined();
    expect((await env({ SEARCH_THREADS: '1' })).searchThreads).toBe(1);
    await expect(env({ SEARCH_THREADS: 'two' })).rejects.toThrow(
      'SEARCH_THREADS must be a whole number from 1 to 16, not "two"',
    );
  });

  it('spreads tenants over a cluster’s processes when told where this one is reached', async () => {
    expect((await env({})).searchAssignment).toBeUndefined();
    expect(
      (await env({ CLUSTER_ADDRESS: 'http://10.0.0.2:8080', SEARCH_REPLICAS: '2' }))
        .searchAssignment,
    ).toEqual({ address: 'http://10.0.0.2:8080', replicas: 2 });
    await expect(env({ CLUSTER_ADDRESS: '10.0.0.2:8080' })).rejects.toThrow(
      /CLUSTER_ADDRESS must be/,
    );
    await expect(
      env({ CLUSTER_ADDRESS: 'http://10.0.0.2:8080', SEARCH_REPLICAS: '0' }),
    ).rejects.toThrow('SEARCH_REPLICAS must be a whole number from 1 to 16, not "0"');
  });
});
