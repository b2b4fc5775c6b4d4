import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/contract';
import { familyConfigs } from '../../tenants';
import {
  anyInProgress,
  assetState,
  bytesInWords,
  fileRefusal,
  importAddressProblem,
  importRefusalInWords,
  liveHealthInWords,
  srtEncoderAddress,
  maxUploadBytes,
  uploadRefusalInWords,
} from './library';
import { detailsFromFileName, uploadDetailsProblem } from './upload-details';
import { pullAddressProblem, pullRefusalInWords } from './live-pull';

const GB = 1024 ** 3;

const asset = (over: Partial<Asset>): Asset =>
  ({ id: 'a1', title: 'Final', status: 'ready', ...over }) as Asset;

const ingest = (over: Partial<NonNullable<Asset['ingest']>>): Asset['ingest'] =>
  ({
    fileName: 'final.mov',
    fileSize: 1000,
    received: 1000,
    stage: null,
    percent: 0,
    reason: null,
    duplicateOf: null,
    retryable: true,
    playable: false,
    sourceUrl: null,
    ...over,
  }) as Asset['ingest'];

describe('a library asset’s state', () => {
  it('says how far an upload and its processing have come, and what processing is doing', () => {
    expect(
      assetState(asset({ status: 'uploading', ingest: ingest({ percent: 41.6 }) })),
    ).toMatchObject({ label: 'Uploading 42%', percent: 42, canCancel: true, playable: false });
    // This page sending it knows more than the server said a moment ago: both say the same.
    const uploading = asset({ status: 'uploading', ingest: ingest({ percent: 0 }) });
    expect(assetState(uploading, 52.7)).toMatchObject({ label: 'Uploading 52%', percent: 52 });
    expect(
      assetState(asset({ status: 'processing', ingest: ingest({ percent: 10 }) }), 100).label,
    ).toBe('Processing 10%');
    const processing = assetState(
      asset({
        status: 'processing',
        ingest: ingest({ percent: 130, stage: 'transcoding', playable: true }),
      }),
    );
    expect(processing).toMatchObject({
      label: 'Processing 100%',
      detail: 'Making the renditions',
      playable: true,
    });
    expect(assetState(asset({ status: 'queued' })).label).toBe('Waiting to be processed');
    expect(assetState(asset({ status: 'ready' }))).toMatchObject({
      label: 'Ready',
      playable: true,
    });
  });

  it('offers Try again for a failure, except a duplicate or a file that is not a video, and for a whole cancelled upload', () => {
    const failed = assetState(
      asset({ status: 'failed', ingest: ingest({ reason: 'No picture.' }) }),
    );
    expect(failed).toMatchObject({ label: 'Failed', detail: 'No picture.', canRetry: true });
    const duplicate = asset({ status: 'failed', ingest: ingest({ duplicateOf: 'a0' }) });
    expect(assetState(duplicate).canRetry).toBe(false);
    // A file that is not a video stays one: trying again cannot help, and is not offered.
    const notVideo = asset({ status: 'failed', ingest: ingest({ retryable: false }) });
    expect(assetState(notVideo).canRetry).toBe(false);
    const whole = asset({ status: 'cancelled', ingest: ingest({ received: 1000 }) });
    const half = asset({ status: 'cancelled', ingest: ingest({ received: 10 }) });
    expect([assetState(whole).canRetry, assetState(half).canRetry]).toEqual([true, false]);
  });

  it('reads the list again only while something in it is on its way', () => {
    expect(anyInProgress([asset({}), asset({ status: 'failed' })])).toBe(false);
    expect(anyInProgress([asset({}), asset({ status: 'queued' })])).toBe(true);
  });
});

describe('a file chosen for the library', () => {
  it('is refused before it is sent when the library would refuse it, in words', () => {
    expect(fileRefusal({ name: 'notes.pdf', size: 10 })).toMatch(/^notes\.pdf is not a kind/);
    expect(fileRefusal({ name: 'Final.MOV', size: 0 })).toBe('Final.MOV is empty.');
    expect(fileRefusal({ name: 'Final.mov', size: 21 * GB }, 20 * GB)).toBe(
      'Final.mov is 21 GB; the library takes files up to 20 GB.',
    );
    expect(fileRefusal({ name: 'Final.mxf', size: 20 * GB }, 20 * GB)).toBeNull();
  });

  it('takes the tenant’s own limit: 20 GB unless its configuration says', () => {
    expect(maxUploadBytes(familyConfigs.cricket)).toBe(20 * GB);
    expect(maxUploadBytes(familyConfigs.eventFeed)).toBe(2 * GB);
    expect(maxUploadBytes(familyConfigs.cricketTest)).toBe(60 * GB);
  });

  it('says sizes as a person reads them, in the units limits are given in', () => {
    expect([512, 1536, 3.46 * 1024 ** 2, 20 * GB, 1.5 * GB].map(bytesInWords)).toEqual([
      '512 bytes',
      '1.5 KB',
      '3.5 MB',
      '20 GB',
      '1.5 GB',
    ]);
  });

  it('turns the upload service’s refusals into words, never its own text', () => {
    expect(uploadRefusalInWords('a.mp4', 'too_large')).toMatch(/larger than your library takes/);
    expect(uploadRefusalInWords('a.mp4', 'unauthorized')).toMatch(/Sign in again/);
    expect(uploadRefusalInWords('a.mp4', 'something_new')).toMatch(/could not be uploaded/);
    expect(uploadRefusalInWords('a.mp4', 'too_many')).toMatch(/many uploads on their way/);
    expect(uploadRefusalInWords('a.mp4', 'rate_limited')).toMatch(/in a minute/);
    expect(uploadRefusalInWords('a.mp4', 'insufficient_storage')).toMatch(/no room for it/);
  });
});

describe('an address the library is asked to fetch', () => {
  const footage = ['s3://scc-broadcast-archive/footage/'];

  it('is an https address, or a file in one of the tenant’s bucket folders', () => {
    expect(importAddressProblem('https://example.com/final.mov')).toBeNull();
    expect(
      importAddressProblem('s3://scc-broadcast-archive/footage/final.mov', footage),
    ).toBeNull();
    expect(importAddressProblem('  ')).toBe('Enter the address of the video.');
    expect(importAddressProblem('example.com/final.mov')).toMatch(/not a whole address/);
    expect(importAddressProblem('http://example.com/final.mov')).toBe(
      'Only https addresses can be fetched.',
    );
    expect(importAddressProblem('s3://scc-broadcast-archive/footage/final.mov')).toMatch(
      /no bucket the library adds from/,
    );
    for (const text of [
      's3://scc-broadcast-archive/exports/final.mov',
      's3://scc-broadcast-archive/footage/',
    ])
      expect(importAddressProblem(text, footage), text).toBe(
        'Give one file in s3://scc-broadcast-archive/footage/.',
      );
  });

  it('is refused by the server in the person’s words, naming the tenant’s folders', () => {
    expect(importRefusalInWords('unknown_bucket', footage)).toMatch(
      /only from your organisation’s folders: s3:\/\/scc-broadcast-archive\/footage\//,
    );
    expect(importRefusalInWords('unreadable_source')).toMatch(/could not read that file/);
    expect(importRefusalInWords('internal')).toBe('');
  });
});

describe('a video’s details as its files are added', () => {
  it('takes the title, the match and the day from the file’s name where it says them', () => {
    expect(detailsFromFileName('Southern Stars v Coastal Kings, 2026-01-14.mp4')).toEqual({
      title: 'Southern Stars v Coastal Kings, 2026-01-14',
      match: 'Southern Stars v Coastal Kings',
      matchDate: '2026-01-14',
    });
    expect(detailsFromFileName('kkr_v_mi_26.05.2024.mov')).toEqual({
      title: 'kkr v mi 26.05.2024',
      match: 'kkr v mi',
      matchDate: '2024-05-26',
    });
    expect(detailsFromFileName('Day 3 highlights.mxf')).toEqual({
      title: 'Day 3 highlights',
      match: '',
      matchDate: '',
    });
    expect(detailsFromFileName('final 2024-02-30.mp4').matchDate).toBe('');
  });

  it('asks for a title of each, and a day that is one', () => {
    expect(uploadDetailsProblem(['A', 'B'], '')).toBeNull();
    expect(uploadDetailsProblem(['A', ' '], '')).toBe('Give each video a title.');
    expect(uploadDetailsProblem(['A'], '31/02/2026')).toMatch(/not a day/);
    expect(uploadDetailsProblem(['A'], '14/01/2026')).toBeNull();
  });
});

describe('a live match’s row', () => {
  const live = (over: Partial<NonNullable<Asset['live']>>): Asset['live'] => ({
    state: 'waiting',
    protocol: 'srt',
    ingestUrl: 'srt://live.example.org:9000',
    health: {},
    reason: null,
    startedAt: null,
    graceSeconds: 300,
    writtenSeconds: 0,
    ...over,
  });

  it('says how its stream stands, and plays once its first second is in', () => {
    const waiting = assetState(asset({ status: 'live', live: live({}) }));
    expect(waiting).toMatchObject({ label: 'Waiting for the signal', playable: false });
    const refused = live({ reason: 'An encoder with a wrong passphrase was refused.' });
    expect(assetState(asset({ status: 'live', live: refused })).detail).toMatch(/passphrase/);
    const on = live({ state: 'live', startedAt: '2026-11-28T15:00:00.000Z' });
    expect(assetState(asset({ status: 'live', live: on }))).toMatchObject({
      label: 'Live',
      playable: true,
      canCancel: false,
      canRetry: false,
    });
    const dropped = live({ state: 'reconnecting', startedAt: '2026-11-28T15:00:00.000Z' });
    expect(assetState(asset({ status: 'live', live: dropped }))).toMatchObject({
      label: 'Reconnecting',
      playable: true,
    });
  });

  it('says how long a dropped stream waits for its encoder', () => {
    const dropped = live({
      state: 'reconnecting',
      startedAt: '2026-11-28T15:00:00.000Z',
      reason: 'The encoder stopped sending.',
    });
    expect(assetState(asset({ status: 'live', live: dropped })).detail).toBe(
      'The encoder stopped sending. It ends by itself if the encoder is not back within 5 minutes.',
    );
    const short = live({ state: 'reconnecting', graceSeconds: 90 });
    expect(assetState(asset({ status: 'live', live: short })).detail).toMatch(
      /within 90 seconds\.$/,
    );
    expect(assetState(asset({ status: 'live', live: live({}) })).detail).toBeNull();
    const pulled = live({ state: 'reconnecting', protocol: 'hls', graceSeconds: 60 });
    expect(assetState(asset({ status: 'live', live: pulled })).detail).toBe(
      'It ends by itself if no new video comes within 1 minute.',
    );
  });

  it('checks a live HLS address’s form before it is sent, and says the server’s refusals in words', () => {
    expect(pullAddressProblem(' ')).toBe(
      'Enter the address of the live stream’s playlist (.m3u8).',
    );
    expect(pullAddressProblem('cdn.example/live.m3u8')).toMatch(/not a whole address/);
    expect(pullAddressProblem('rtmp://cdn.example/live')).toMatch(/Give an https address/);
    expect(pullAddressProblem('https://cdn.example/live.m3u8?token=1')).toBeNull();
    // Whether plain http may be pulled is the operator's: the server says.
    expect(pullAddressProblem('http://encoder.lab/live.m3u8')).toBeNull();
    expect(pullRefusalInWords('unsafe_address')).toMatch(/cannot be pulled/);
    expect(pullRefusalInWords('unreadable_source')).toMatch(/could not be read as a live HLS/);
    expect(pullRefusalInWords('conflict')).toBe('');
  });

  it('says what the server hears of the stream, only what it knows', () => {
    expect(
      liveHealthInWords({
        codec: 'h264',
        width: 1280,
        height: 720,
        fps: 29.97,
        kbps: 3200,
        behindSeconds: 4.4,
        lastSegmentAge: 0.6,
        droppedFrames: 0,
      }),
    ).toEqual([
      'h264, 1280×720, 30 fps, 3,200 kb/s',
      '4 s behind real time',
      'newest segment 1 s ago',
      'no frames dropped',
    ]);
    expect(liveHealthInWords({ droppedFrames: 1 })).toEqual(['1 frame dropped']);
    expect(liveHealthInWords({ codec: 'hevc', droppedFrames: 1200 })).toEqual([
      'hevc',
      '1,200 frames dropped',
    ]);
    expect(liveHealthInWords({})).toEqual([]);
  });

  it('gives the encoder the address with its passphrase', () => {
    expect(srtEncoderAddress('srt://live.example.org:9000', 'a-b_c')).toBe(
      'srt://live.example.org:9000?passphrase=a-b_c&pbkeylen=16',
    );
  });

  it('says a match that ended without a picture failed, with nothing to try again', () => {
    const failed = assetState(asset({ status: 'failed', live: live({ state: 'ended' }) }));
    expect(failed).toMatchObject({
      label: 'Failed',
      detail: 'The match ended before any picture came.',
      canRetry: false,
    });
  });

  it('keeps the list read again while a match is live', () => {
    expect(anyInProgress([asset({ status: 'live', live: live({}) })])).toBe(true);
    expect(anyInProgress([asset({ status: 'ready' })])).toBe(false);
  });
});
