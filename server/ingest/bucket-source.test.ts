import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import {
  isBucketAddress,
  libraryBucketOf,
  libraryBucketsOf,
  parseBucketAddress,
} from './bucket-source';

const tenantId = (key: string) => tenantByKey(key)!.tenantId.production;

describe('an address in a tenant’s bucket', () => {
  it('is told from a web address, and read as its bucket and key', () => {
    expect(isBucketAddress(' S3://scc-broadcast-archive/footage/a.mov')).toBe(true);
    expect(isBucketAddress('https://example.com/a.mov')).toBe(false);
    expect(parseBucketAddress('s3://SCC-Broadcast-Archive/footage/Day 1/a b.mov')).toEqual({
      bucket: 'scc-broadcast-archive',
      key: 'footage/Day 1/a b.mov',
    });
  });

  it('is refused in words when it names no one file', () => {
    for (const text of [
      's3://scc-broadcast-archive',
      's3://scc-broadcast-archive/',
      's3://scc-broadcast-archive/footage/',
      's3://scc-broadcast-archive/footage//a.mov',
      's3://scc-broadcast-archive/footage/../exports/a.mov',
      's3://a/b.mov',
    ])
      expect(() => parseBucketAddress(text), text).toThrow(/s3:\/\/bucket\/folder\/file\.mp4/);
  });

  it('must be in one of the tenant’s own folders', () => {
    const cricket = tenantId('cricket');
    expect(libraryBucketsOf(cricket)).toEqual([
      { bucket: 'scc-broadcast-archive', region: 'ap-southeast-2', prefix: 'footage/' },
    ]);
    const object = parseBucketAddress('s3://scc-broadcast-archive/footage/a.mov');
    expect(libraryBucketOf(cricket, object).region).toBe('ap-southeast-2');
    expect(() =>
      libraryBucketOf(cricket, parseBucketAddress('s3://scc-broadcast-archive/exports/a.mov')),
    ).toThrow('The library adds only from s3://scc-broadcast-archive/footage/.');
    expect(() => libraryBucketOf(tenantId('rugby-union'), object)).toThrow(
      'This organisation has no bucket the library adds from.',
    );
  });
});
