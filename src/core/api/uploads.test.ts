import type { DetailedError, UploadOptions } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { UploadTracker, type ResumableUpload } from './uploads';

/** A stand-in for tus-js-client's Upload: the test plays the server's side through `options`. */
class FakeUpload implements ResumableUpload {
  url: string | null = null;
  started = 0;
  aborted: boolean[] = [];
  resumedFrom: unknown = null;
  constructor(
    readonly file: File,
    readonly options: UploadOptions,
    readonly previous: unknown[] = [],
  ) {}
  start() {
    this.started += 1;
  }
  abort(shouldTerminate = false) {
    this.aborted.push(shouldTerminate);
    return Promise.resolve();
  }
  findPreviousUploads() {
    return Promise.resolve(this.previous);
  }
  resumeFromPreviousUpload(previous: never) {
    this.resumedFrom = previous;
  }
}

const response = (status: number, body = '', headers: Record<string, string> = {}) => ({
  getStatus: () => status,
  getHeader: (name: string) => headers[name],
  getBody: () => body,
  getUnderlyingObject: () => null,
});

const refusal = (status: number, code?: string) =>
  Object.assign(new Error('refused'), {
    originalRequest: null,
    originalResponse: response(status, code ? JSON.stringify({ code, message: 'x' }) : ''),
    causingError: null,
  }) as unknown as DetailedError;

function tracker(previous: unknown[] = []) {
  const made: FakeUpload[] = [];
  const client = {
    sessionHeaders: () => ({ authorization: 'Bearer t1' }),
    renewAfterUnauthorized: vi.fn(() => Promise.resolve(true)),
  };
  const uploads = new UploadTracker(
    client as unknown as ApiClient,
    'http://app.test/asset/v3/upload',
    (file, options) => {
      const upload = new FakeUpload(file, options, previous);
      made.push(upload);
      return upload;
    },
  );
  return { uploads, made, client };
}

const video = (name = 'Final day 1.mp4', size = 1000) => new File([new Uint8Array(size)], name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload tracker', () => {
  it('sends a file with its name, follows its progress, and keeps the asset made of it', async () => {
    const { uploads, made } = tracker();
    const changes = vi.fn();
    uploads.subscribe(changes);
    uploads.add([video()]);
    await settle();
    const [upload] = made;
    expect(upload!.started).toBe(1);
    expect(upload!.options.metadata).toMatchObject({ filename: 'Final day 1.mp4' });
    expect(upload!.options.storeFingerprintForResuming).toBe(true);
    upload!.options.onProgress!(400, 1000);
    expect(uploads.getSnapshot()[0]).toMatchObject({ phase: 'sending', sent: 400, size: 1000 });
    upload!.options.onSuccess!({ lastResponse: response(204, '', { 'Asset-Id': 'a-1' }) });
    expect(uploads.getSnapshot()[0]).toMatchObject({ phase: 'sent', sent: 1000, assetId: 'a-1' });
    expect(changes).toHaveBeenCalled();
  });

  it('carries on from an upload begun before (a reload), not from zero', async () => {
    const { uploads, made } = tracker([{ uploadUrl: 'http://app.test/asset/v3/upload/ab' }]);
    uploads.add([video()]);
    await settle();
    expect(made[0]!.resumedFrom).toEqual({ uploadUrl: 'http://app.test/asset/v3/upload/ab' });
    expect(uploads.getSnapshot()[0]!.resumed).toBe(true);
  });

  it('refuses, before sending, what the library would not take', async () => {
    const { uploads, made } = tracker();
    uploads.add([video('notes.pdf'), video('empty.mov', 0), video('day.mov', 3000)], 2048);
    await settle();
    expect(made).toHaveLength(0);
    expect(uploads.getSnapshot().map((e) => [e.phase, e.problem])).toEqual([
      [
        'failed',
        'notes.pdf is not a kind of video the library takes. Send MP4, MOV, MXF, MKV or MPEG-TS.',
      ],
      ['failed', 'empty.mov is empty.'],
      ['failed', 'day.mov is 2.9 KB; the library takes files up to 2 KB.'],
    ]);
  });

  it('tries again after a dropped connection, but never after a refusal', async () => {
    const { uploads, made } = tracker();
    uploads.add([video()]);
    await settle();
    const options = made[0]!.options;
    const dropped = Object.assign(new Error('network'), { originalResponse: null });
    expect(options.onShouldRetry!(dropped as unknown as DetailedError, 0, options)).toBe(true);
    expect(uploads.getSnapshot()[0]!.phase).toBe('reconnecting');
    expect(options.onShouldRetry!(refusal(503), 1, options)).toBe(true);
    expect(options.onShouldRetry!(refusal(413, 'too_large'), 0, options)).toBe(false);
    options.onError!(refusal(413, 'too_large'));
    expect(uploads.getSnapshot()[0]).toMatchObject({
      phase: 'failed',
      problem:
        'Final day 1.mp4 is larger than your library takes. Shorten or compress it, or ask an administrator.',
    });
  });

  it('renews an expired session once, and sends the next part with the new token', async () => {
    const { uploads, made, client } = tracker();
    uploads.add([video()]);
    await settle();
    const options = made[0]!.options;
    expect(options.onShouldRetry!(refusal(401), 0, options)).toBe(true);
    expect(options.onShouldRetry!(refusal(401), 0, options)).toBe(true);
    expect(client.renewAfterUnauthorized).toHaveBeenCalledTimes(1);
    const headers: Record<string, string> = {};
    await options.onBeforeRequest!({
      setHeader: (n: string, v: string) => (headers[n] = v),
    } as never);
    expect(headers).toEqual({ authorization: 'Bearer t1' });
    expect(options.onShouldRetry!(refusal(401), 1, options)).toBe(false);
  });

  it('pauses and resumes, and cancelling gives the upload up on the server', async () => {
    const { uploads, made } = tracker();
    uploads.add([video()]);
    await settle();
    const id = uploads.getSnapshot()[0]!.id;
    uploads.pause(id);
    expect(made[0]!.aborted).toEqual([false]);
    expect(uploads.getSnapshot()[0]!.phase).toBe('paused');
    uploads.resume(id);
    expect(made[0]!.started).toBe(2);
    await uploads.cancel(id);
    expect(made[0]!.aborted).toEqual([false, true]);
    expect(uploads.getSnapshot()).toEqual([]);
  });
});
