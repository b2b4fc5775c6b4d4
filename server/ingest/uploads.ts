import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { EVENTS, Server, type ServerOptions, type Upload } from '@tus/server';
import { ERRORS } from '@tus/utils';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { S3Client } from '@aws-sdk/client-s3';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Database, Queryable } from '../db/database';
import type { ApiErrorCode } from '../../src/core/api/contract';
import { DEFAULT_MAX_UPLOAD_GB, familyConfigs, tenantById } from '../../src/tenants';
import type { Principal } from '../http/auth';
import { s3ClientConfig, type S3BucketSettings } from '../media/s3-clients';
import { UploadAdmission, type UploadLimits } from './admission';
import { downloadFromBucket } from './bucket-source';
import { matchCategoryOf } from '../assets/service';
import { ACCEPTED_CONTAINERS, hasAcceptedExtension } from './probe';
import {
  cancelIngest,
  createUploadedAsset,
  ingestOfUpload,
  markUploaded,
  type IngestKey,
} from './repository';
import { discardCreatedUpload, recordReceived } from './incoming/repository';
import { uploadedMediaKey } from './worker';

/**
 * The largest file the tenant's library takes: its configuration's (`library.maxUploadGB`, 20 GB
 * unless it says), never more than the operator's ceiling (`MAX_UPLOAD_GB`) where one is set.
 */
export function maxUploadBytesOf(tenantId: string, operatorCeiling?: number): number {
  const family = tenantById(tenantId)?.tenant.family;
  const gigabytes = family ? familyConfigs[family].library.maxUploadGB : DEFAULT_MAX_UPLOAD_GB;
  const own = gigabytes * 1024 ** 3;
  return operatorCeiling === undefined ? own : Math.min(own, operatorCeiling);
}

/** The parts an upload is sent to its bucket in (S3's least but the last is 5 MB). */
const PART_BYTES = 8 * 1024 * 1024;

/** The header the finished upload's answer names its asset in. */
export const ASSET_ID_HEADER = 'Asset-Id';

/** What a tus client sends, which a page of another origin must be let send (preflight). */
export const TUS_REQUEST_HEADERS = [
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Offset',
  'Upload-Defer-Length',
  'Upload-Concat',
  'X-HTTP-Method-Override',
  'X-Requested-With',
] as const;

/** What a tus client reads of the answers, which a page of another origin must be let read. */
export const TUS_RESPONSE_HEADERS = [
  'Location',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  ASSET_ID_HEADER,
] as const;

export interface UploadServerDeps {
  db: Database;
  /** The route the uploads are at, as requests name it (`/asset/v3/upload`). */
  path: string;
  /**
   * Where uploads are written while they come in, and kept after; with `bucket`, only where an
   * ingest reads its copy of one.
   */
  directory: string;
  /** Uploads kept in this bucket instead, for every process of a cluster (`@tus/s3-store`). */
  bucket?: S3BucketSettings;
  maxBytes(tenantId: string): number;
  /** How many uploads a tenant may start, and have on their way (docs/ingest.md "Limits"). */
  limits: UploadLimits;
  /** Free bytes of the uploads' disk (statfs when absent; tests give their own). */
  freeBytes?: (directory: string) => Promise<number>;
  /** Queues the ingest of a whole upload, inside the transaction that marks it uploaded. */
  enqueue(tx: Queryable, key: IngestKey): Promise<unknown>;
  /** Stops the ingest's job, if one was sent. */
  cancel(key: IngestKey, jobId: string | null): Promise<void>;
  log(message: string): void;
}

/** A refusal in the shape of the API's errors, with a code the product turns into words. */
function refusal(status: number, code: ApiErrorCode, message: string) {
  return {
    status_code: status,
    body: JSON.stringify({ statusCode: status, error: code, code, message }),
  };
}

const GB = 1024 ** 3;
const sizeInWords = (bytes: number) =>
  bytes >= GB ? `${Math.round((bytes / GB) * 10) / 10} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

const tooLargeInWords = (size: number, limit: number) =>
  `The file is ${sizeInWords(size)}; this library takes files up to ${sizeInWords(limit)}.`;

/** A title from a file name: its ending dropped, dashes and underscores as spaces. */
export function titleFromFileName(name: string): string {
  const base = path.basename(name, path.extname(name)).replace(/[_]+/g, ' ').trim();
  return (base || name).slice(0, 200);
}

/** Whether a text is a day of the calendar as yyyy-MM-dd, from 1900 on (SPEC §5's least date). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const newUploadId = () => randomUUID().replaceAll('-', '');

/** A request as tus hands it to its hooks (a web Request over Node's). */
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/**
 * Resumable uploads (the tus protocol, `@tus/server`): a dropped connection, a reload or a
 * closed laptop resumes where it stopped. An upload's asset exists from its first request,
 * listed as uploading; the whole file queues its ingest. Each request is the caller's (the
 * route resolves who, and `principals` hands it here): uploads of another tenant are not found.
 */
export class UploadServer {
  readonly tus: Server;
  private readonly principals = new WeakMap<IncomingMessage, Principal>();
  /** The id a creation admitted under is given (tus names it with it). */
  private readonly newIds = new WeakMap<IncomingMessage, string>();
  /** Who may start another upload, or address import. */
  readonly admission: UploadAdmission;
  /** The uploads bucket's client, for ingests reading a whole upload. */
  private client: S3Client | undefined;

  constructor(private readonly deps: UploadServerDeps) {
    this.admission = new UploadAdmission({
      db: deps.db,
      limits: deps.limits,
      directory: deps.bucket ? null : deps.directory,
      ...(deps.freeBytes ? { freeBytes: deps.freeBytes } : {}),
    });
    this.tus = new Server({
      path: deps.path,
      datastore: deps.bucket
        ? new S3Store({
            partSize: PART_BYTES,
            useTags: false,
            s3ClientConfig: { ...s3ClientConfig(deps.bucket), bucket: deps.bucket.bucket },
          })
        : new FileStore({ directory: deps.directory }),
      relativeLocation: true,
      respectForwardedHeaders: true,
      postReceiveInterval: 1000,
      exposedHeaders: [ASSET_ID_HEADER],
      // The origin is echoed: the API's site check already refused one the tenant has not
      // registered (http/site-check.ts).
      allowedOrigins: () => true,
      namingFunction: (req) => this.newIdOf(req) ?? newUploadId(),
      maxSize: (req) => deps.maxBytes(this.callerOf(req).tenantId),
      onIncomingRequest: async (req, uploadId) => {
        await this.checkOwner(req, uploadId);
        if (req.method === 'DELETE') await this.terminating(uploadId);
      },
      onUploadCreate: (req, upload) => this.created(req, upload),
      onUploadFinish: (req, upload) => this.finished(req, upload),
      onResponseError: (req, error) => this.failed(req, error),
    });
    this.tus.on(EVENTS.POST_RECEIVE, (_req, upload) => {
      void recordReceived(deps.db, upload.id, upload.offset).catch((e: Error) =>
        deps.log(`upload ${upload.id}: ${e.message}`),
      );
    });
  }

  /**
   * Admits a new upload before tus reads it (refusing in words past the tenant's caps, or when
   * the disk would not hold it); `handle` then creates it under the id admitted.
   */
  async admit(req: IncomingMessage, caller: Principal): Promise<void> {
    const declared = Number(req.headers['upload-length']);
    const uploadId = newUploadId();
    await this.admission.admit(
      caller.tenantId,
      uploadId,
      Number.isSafeInteger(declared) && declared > 0 ? declared : 0,
    );
    this.newIds.set(req, uploadId);
  }

  /** Hands a request to tus, as the caller the route resolved. */
  async handle(req: IncomingMessage, res: import('node:http').ServerResponse, caller: Principal) {
    this.principals.set(req, caller);
    const admitted = this.newIds.get(req);
    try {
      await this.tus.handle(req, res);
    } finally {
      if (admitted) this.admission.release(admitted);
    }
    // What a part brought is kept however short it was (progress events come at most each
    // second, and not for a part shorter than that): a sender gone for good is seen by it.
    const uploadId = req.method === 'PATCH' ? /\/([0-9a-f]{32})$/.exec(req.url ?? '')?.[1] : null;
    if (uploadId) {
      const upload = await this.tus.datastore.getUpload(uploadId).catch(() => null);
      if (upload) await recordReceived(this.deps.db, uploadId, upload.offset);
    }
  }

  /**
   * Takes away an upload whose file has not all come (given up by its sender or a person): its
   * asset and the bytes that came. False when it is no longer uploading.
   */
  async discard(uploadId: string): Promise<boolean> {
    const discarded = await this.deps.db.transaction((tx) => discardCreatedUpload(tx, uploadId));
    if (discarded) await this.removeSource(uploadId);
    return discarded;
  }

  /** Deletes an upload's file and its record of the upload (the asset went). */
  async removeSource(uploadId: string): Promise<void> {
    await this.tus.datastore.remove(uploadId).catch(() => undefined);
  }

  /**
   * Puts a whole upload at `file` to be read there: it is there already with the file store;
   * from the bucket it is downloaded (beside, then moved: a copy cut short is never taken).
   */
  async bringSource(uploadId: string, file: string, signal: AbortSignal): Promise<void> {
    const { bucket } = this.deps;
    if (!bucket || (await stat(file).catch(() => null))) return;
    this.client ??= new S3Client(s3ClientConfig(bucket));
    const partial = `${file}.download`;
    await mkdir(path.dirname(file), { recursive: true });
    await downloadFromBucket(this.client, { bucket: bucket.bucket, key: uploadId }, partial, {
      maxBytes: Number.POSITIVE_INFINITY,
      signal,
      onBytes: () => undefined,
    });
    await rename(partial, file);
  }

  /** An ingest is over: with uploads in a bucket, its local copy goes. */
  async releaseSource(file: string): Promise<void> {
    if (this.deps.bucket) await rm(file, { force: true });
  }

  /**
   * A request tus refused or could not finish: a creation's asset goes with it (its sender never
   * learnt where to resume), and tus's own refusals of sizes are said in words.
   */
  private async failed(req: TusRequest, error: Error | { status_code: number; body: string }) {
    const created = req.method === 'POST' ? this.newIdOf(req) : undefined;
    if (created) {
      const discarded = await this.deps.db
        .transaction((tx) => discardCreatedUpload(tx, created))
        .catch(() => false);
      if (discarded) await this.removeSource(created);
    }
    if (error === ERRORS.ERR_SIZE_EXCEEDED) {
      const declared = Number(req.headers.get('upload-length'));
      return refusal(
        413,
        'too_large',
        created
          ? `More came than the file’s size said (Upload-Length: ${Number.isFinite(declared) ? declared : '?'} bytes): nothing was kept. Start the upload again with the file’s true size.`
          : 'This part goes past the file’s size (its Upload-Length): send only what is left of the file.',
      );
    }
    return 'status_code' in error && error.status_code === 413 ? this.tooLarge(req) : undefined;
  }

  /** tus's own refusal of a size over `maxSize`, with the sizes in words. */
  private tooLarge(req: TusRequest) {
    const size = Number(req.headers.get('upload-length'));
    const limit = this.deps.maxBytes(this.callerOf(req).tenantId);
    return refusal(
      413,
      'too_large',
      Number.isFinite(size) && size > limit
        ? tooLargeInWords(size, limit)
        : `The file is larger than this library takes (${sizeInWords(limit)}).`,
    );
  }

  private newIdOf(req: TusRequest): string | undefined {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return raw ? this.newIds.get(raw) : undefined;
  }

  private callerOf(req: TusRequest): Principal {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = raw ? this.principals.get(raw) : undefined;
    if (!caller) throw refusal(401, 'unauthorized', 'Sign in, or send a tenant API key.');
    return caller;
  }

  private async checkOwner(req: TusRequest, uploadId: string) {
    const caller = this.callerOf(req);
    // A new upload's id is only its name-to-be: there is nothing to own yet.
    if (!uploadId || req.method === 'POST') return;
    const ingest = await ingestOfUpload(this.deps.db, uploadId);
    if (!ingest || ingest.tenant_id !== caller.tenantId)
      throw refusal(404, 'not_found', 'There is no such upload.');
    if (req.method === 'PATCH' && ingest.status === 'cancelled')
      throw refusal(410, 'upload_cancelled', 'This upload was cancelled.');
  }

  private async created(req: TusRequest, upload: Upload) {
    const caller = this.callerOf(req);
    const name = (upload.metadata?.filename ?? '').trim();
    if (!name) throw refusal(400, 'validation', 'Say the file’s name (filename metadata).');
    if (!hasAcceptedExtension(name))
      throw refusal(
        415,
        'unsupported_media_type',
        `This kind of file is not one the library takes: send ${ACCEPTED_CONTAINERS}.`,
      );
    if (upload.size === undefined)
      throw refusal(400, 'validation', 'Say the file’s size before sending it.');
    if (upload.size === 0) throw refusal(400, 'empty_file', 'This file is empty.');
    const limit = this.deps.maxBytes(caller.tenantId);
    if (upload.size > limit) throw refusal(413, 'too_large', tooLargeInWords(upload.size, limit));
    const matchDate = upload.metadata?.matchDate ?? '';
    if (matchDate && !isCalendarDay(matchDate))
      throw refusal(
        400,
        'validation',
        `The match date ${JSON.stringify(matchDate.slice(0, 40))} is not a day of the calendar: give it as yyyy-MM-dd.`,
      );
    const match = (upload.metadata?.match ?? '').trim();
    if (match.length > 200)
      throw refusal(400, 'validation', 'The match is longer than 200 characters: shorten it.');
    const matchCategory = match ? matchCategoryOf(caller.tenantId) : undefined;
    const assetId = randomUUID();
    await this.deps.db.transaction((tx) =>
      createUploadedAsset(tx, {
        tenantId: caller.tenantId,
        assetId,
        mediaKey: uploadedMediaKey(assetId),
        title: (upload.metadata?.title ?? '').trim().slice(0, 200) || titleFromFileName(name),
        matchDate: matchDate || null,
        sourceName: name.slice(0, 500),
        sourceSize: upload.size!,
        uploadId: upload.id,
        createdBy: caller.kind === 'user' ? caller.userId : null,
        ...(matchCategory ? { metadata: { [matchCategory]: match } } : {}),
      }),
    );
    return { metadata: { ...upload.metadata, assetId } };
  }

  private async finished(_req: unknown, upload: Upload) {
    const ingest = await ingestOfUpload(this.deps.db, upload.id);
    if (!ingest) throw refusal(404, 'not_found', 'There is no such upload.');
    const key = { tenantId: ingest.tenant_id, assetId: ingest.asset_id };
    await this.deps.db.transaction(async (tx) => {
      if (await markUploaded(tx, key, upload.offset)) await this.deps.enqueue(tx, key);
    });
    return { headers: { [ASSET_ID_HEADER]: ingest.asset_id } };
  }

  /**
   * An upload given up by its sender (tus termination): an upload still coming in goes with its
   * asset; one whose file came whole (already processing) is cancelled. Done before tus removes
   * the bytes and answers, so that what the sender lists next no longer has it; should it fail,
   * the sender is told and nothing is removed.
   */
  private async terminating(uploadId: string) {
    if (await this.deps.db.transaction((tx) => discardCreatedUpload(tx, uploadId))) return;
    const ingest = await ingestOfUpload(this.deps.db, uploadId);
    if (!ingest) return;
    const key = { tenantId: ingest.tenant_id, assetId: ingest.asset_id };
    const ended = await cancelIngest(this.deps.db, key);
    if (ended) await this.deps.cancel(key, ended.jobId);
  }
}
