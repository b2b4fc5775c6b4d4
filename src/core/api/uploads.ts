import { Upload, type DetailedError, type UploadOptions } from 'tus-js-client';
import { fileRefusal, uploadRefusalInWords } from '../domain/library';
import type { UploadDetails } from '../domain/upload-details';
import type { ApiClient } from './client';

/** Where one file being sent to the library stands, in this page. */
export type UploadPhase = 'starting' | 'sending' | 'reconnecting' | 'paused' | 'sent' | 'failed';

export interface UploadEntry {
  id: string;
  fileName: string;
  /** Bytes. */
  size: number;
  /** Bytes the library has. */
  sent: number;
  phase: UploadPhase;
  /** Carried on from an upload begun before (a reload, a dropped connection). */
  resumed: boolean;
  /** Why it stopped, in words. */
  problem: string | null;
  /** The asset made of it, once the whole file is in. */
  assetId: string | null;
}

/** What the tracker needs of tus-js-client's `Upload`: a test gives its own. */
export interface ResumableUpload {
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<ReadonlyArray<unknown>>;
  resumeFromPreviousUpload(previous: never): void;
}
export type MakeUpload = (file: File, options: UploadOptions) => ResumableUpload;

/** Parts of at most this size: each is one request, with the session's newest token. */
const CHUNK_BYTES = 64 * 1024 * 1024;
/** Waits between tries after a dropped connection: then it pauses, and the person resumes. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];
const ASSET_ID_HEADER = 'Asset-Id';

const makeTusUpload: MakeUpload = (file, options) => new Upload(file, options);

/**
 * The files this page sends to the library (tus, resumable): each carries on where it stopped
 * after a dropped connection, a pause, or a reload (choose the same file again). Framework-free:
 * React reads it through `subscribe` and `getSnapshot`.
 */
export class UploadTracker {
  private entries: readonly UploadEntry[] = [];
  private readonly uploads = new Map<string, ResumableUpload>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  /** The session's renewal after a 401, which the next request waits for. */
  private renewing: Promise<unknown> | null = null;

  constructor(
    private readonly client: ApiClient,
    private readonly endpoint: string,
    private readonly makeUpload: MakeUpload = makeTusUpload,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadEntry[] => this.entries;

  /**
   * Starts sending each file; a file the library would refuse (its kind, empty, or more than
   * `maxBytes`, the tenant's limit) is refused here, in words, before a byte is sent.
   */
  add(
    files: readonly File[],
    maxBytes?: number,
    details: ReadonlyArray<Partial<UploadDetails>> = [],
  ): void {
    for (const [index, file] of files.entries()) {
      const id = `upload-${this.nextId++}`;
      const refusal = fileRefusal(file, maxBytes);
      this.put({
        id,
        fileName: file.name,
        size: file.size,
        sent: 0,
        phase: refusal ? 'failed' : 'starting',
        resumed: false,
        problem: refusal,
        assetId: null,
      });
      if (!refusal) void this.begin(id, file, details[index] ?? {});
    }
  }

  pause(id: string): void {
    const upload = this.uploads.get(id);
    if (!upload) return;
    void upload.abort(false);
    this.update(id, { phase: 'paused' });
  }

  resume(id: string): void {
    const upload = this.uploads.get(id);
    const entry = this.entry(id);
    if (!upload || !entry || (entry.phase !== 'paused' && entry.phase !== 'failed')) return;
    this.update(id, { phase: 'sending', problem: null });
    upload.start();
  }

  /** Stops sending and gives the upload up: the library cancels its asset. */
  async cancel(id: string): Promise<void> {
    const upload = this.uploads.get(id);
    this.uploads.delete(id);
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
    await upload?.abort(true).catch(() => undefined);
  }

  /** Takes a finished or refused file off the list. */
  dismiss(id: string): void {
    this.uploads.delete(id);
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
  }

  private async begin(id: string, file: File, details: Partial<UploadDetails>) {
    const upload = this.makeUpload(file, {
      endpoint: this.endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: {
        filename: file.name,
        filetype: file.type || 'application/octet-stream',
        // What the person gave as the files were added; the server names it from the file else.
        ...Object.fromEntries(
          Object.entries(details).filter(([, value]) => typeof value === 'string' && value),
        ),
      },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (request) => {
        if (this.renewing) await this.renewing;
        for (const [name, value] of Object.entries(this.client.sessionHeaders()))
          request.setHeader(name, value);
      },
      onProgress: (sent) => this.update(id, { sent, phase: 'sending' }),
      onShouldRetry: (error, attempt) => this.shouldRetry(id, error, attempt),
      onSuccess: ({ lastResponse }) =>
        this.update(id, {
          phase: 'sent',
          sent: file.size,
          assetId: lastResponse.getHeader(ASSET_ID_HEADER) ?? null,
        }),
      onError: (error) =>
        this.update(id, {
          phase: 'failed',
          problem: uploadRefusalInWords(file.name, codeOf(error)),
        }),
    });
    this.uploads.set(id, upload);
    try {
      const previous = await upload.findPreviousUploads();
      if (previous.length > 0) {
        upload.resumeFromPreviousUpload(previous[0] as never);
        this.update(id, { resumed: true });
      }
    } catch {
      // Nothing kept to resume from (storage refused): it starts from the beginning.
    }
    if (!this.uploads.has(id)) return;
    this.update(id, { phase: 'sending' });
    upload.start();
  }

  /**
   * A refusal is final; an expired token is renewed once and the part sent again; a dropped
   * connection or a busy server is tried again after a wait.
   */
  private shouldRetry(id: string, error: DetailedError, attempt: number): boolean {
    const status = error.originalResponse?.getStatus() ?? 0;
    if (status === 401) {
      if (attempt > 0) return false;
      this.update(id, { phase: 'reconnecting' });
      // The next request waits for the renewal, and takes the new token.
      this.renewing ??= this.client.renewAfterUnauthorized().finally(() => {
        this.renewing = null;
      });
      return true;
    }
    if (status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429)
      return false;
    this.update(id, { phase: 'reconnecting' });
    return true;
  }

  private entry(id: string) {
    return this.entries.find((e) => e.id === id);
  }

  private put(entry: UploadEntry) {
    this.entries = [...this.entries, entry];
    this.emit();
  }

  private update(id: string, change: Partial<UploadEntry>) {
    if (!this.entry(id)) return;
    this.entries = this.entries.map((e) => (e.id === id ? { ...e, ...change } : e));
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The error code in an upload's refusal (the API's error body), if it has one. */
function codeOf(error: Error | DetailedError): string | null {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return null;
  try {
    const body = JSON.parse(response.getBody()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}
