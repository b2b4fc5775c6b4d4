import type { Rights } from '../rights/service';
import { usedItems } from '../rights/windows';
import { aspectsOf } from '../../src/core/api/contract/framing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  EXPORT_FILE_EXTENSIONS,
  LIMITS,
  type CartHandoff,
  type ExportRequest,
  type ExportStatusItem,
  type ExportStatusPage,
} from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import type { UserPrincipal } from '../http/auth';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../http/errors';
import { ARCHIVE_DELIVERIES, RENDERERS } from './renderers/renderers';
import { exportOptionOf } from './options';
import { cartHandoff, cartItems, type CartSettings } from './cart';
import {
  loadExportClips,
  MediaNotReadyError,
  MissingMediaError,
  StillRecordingError,
} from './plan';
import { outputTypesOf, tenantById, type ExportOption } from '../../src/tenants';
import { exportFilePath, exportGrantId } from './links';
import { signMediaQuery } from '../media/signing';
import { getPlaylist } from '../playlists/service';
import { safeFileName } from './renderers/renderer';
import type { ExportWorker } from './worker';
import {
  findExport,
  deliverExport,
  insertExport,
  listExports,
  resetExport,
  revokeExport,
  type ExportRow,
  type NewExport,
} from './repository';

export interface ExportLinks {
  secret: Uint8Array;
  /** `https://host` the caller used; links are made under it. */
  origin: string;
  ttlSeconds: number;
}

/** A row as the exports list reads it, with signed links to its files. */
export function toStatusItem(row: ExportRow, links: ExportLinks): ExportStatusItem {
  const now = Date.now();
  const expires = row.expires_at ? new Date(row.expires_at) : null;
  const live = expires === null || expires.getTime() > now;
  // Not capped at the export's expiry: a link used after it hears that the export expired.
  const until = Math.floor(now / 1000) + links.ttlSeconds;
  const files = live
    ? row.files.map((file, i) => ({
        name: file.name,
        size: file.size,
        url: `${exportFilePath(links.origin, row.tenant_id, row.id, i)}?${signMediaQuery(links.secret, { tenantId: row.tenant_id, assetId: exportGrantId(row.id, i), expires: until })}`,
      }))
    : [];
  return {
    id: row.id,
    category: row.category,
    status: row.status,
    progress: row.progress,
    fileName: `${row.file_name}${EXPORT_FILE_EXTENSIONS[row.export_as] ?? ''}`,
    duration: row.duration,
    createdAt: new Date(row.created_at).toISOString(),
    expiryDate: expires ? expires.toISOString() : null,
    downloadURL: files[0]?.url ?? null,
    files,
    deliveredTo: row.delivered_to,
    reason: row.reason,
    collection: { id: row.playlist_id, title: row.playlist_title },
    email: row.email,
  };
}

export interface StartExport {
  me: UserPrincipal;
  exportAs: string;
  body: ExportRequest;
  /** The host name and the origin (`https://host:port`) the export was asked from. */
  host: string;
  origin: string;
  cart: CartSettings;
  rights: Rights;
}

/** A started export, where to send the person for a cart, and what an administrator is told. */
export interface StartedExport {
  row: ExportRow;
  handoff?: CartHandoff;
  rightsNotice?: string;
}

/** Checks the request, writes the export and queues its job, together. */
export async function startExport(
  db: Database,
  { worker, archive }: Pick<FastifyInstance['exports'], 'worker' | 'archive'>,
  { me, exportAs, body, host, origin, cart, rights }: StartExport,
): Promise<StartedExport> {
  const option = exportOptionOf(me.tenantId, exportAs);
  if (!option) throw new NotFoundError('Export', exportAs);
  const handsOff = Boolean(option.custom);
  if (!handsOff && (!(exportAs in RENDERERS) || (ARCHIVE_DELIVERIES.has(exportAs) && !archive))) {
    throw new HttpError(
      501,
      'not_implemented',
      `${option.label} exports are not set up on this server; choose another kind of export.`,
    );
  }
  const playlist = await getPlaylist(db, me.tenantId, body.playlistId, me);
  if (!playlist) throw new NotFoundError('Collection', body.playlistId);
  if (playlist.clips.length === 0) {
    throw new BadRequestError(
      'The collection is empty: add clips before exporting it.',
      'playlistId',
    );
  }
  // Outside a clip's rights window only an administrator exports it, and is told.
  const { notice } = await rights.check(me, usedItems(playlist.clips), 'export', 'an export');
  const asked = body.fileName?.trim();
  if (asked !== undefined && asked !== '' && safeFileName(asked, '') === '') {
    throw new BadRequestError('Give the file a name with letters or digits.', 'fileName');
  }
  const outputTypes = outputTypesOf(option);
  if (body.outputType !== undefined && !outputTypes.includes(body.outputType)) {
    throw new BadRequestError('Choose one of the output types offered.', 'outputType');
  }
  if (outputTypes.length > 0 && body.outputType === undefined) {
    throw new BadRequestError('Choose an output type.', 'outputType');
  }
  const notes = body.notes?.trim();
  if ((notes || body.recipient !== undefined) && !option.form) {
    throw new BadRequestError('Notes and a recipient go only with a request for footage.', 'notes');
  }
  const recipient = option.form ? recipientOf(option.form, body.recipient) : undefined;
  const framing = framingAsked(option, body);
  const id = randomUUID();
  const row = {
    id,
    tenant_id: me.tenantId,
    user_id: me.userId,
    email: me.email,
    host,
    category: `render:${exportAs}`,
    export_as: exportAs,
    playlist_id: playlist.id,
    playlist_title: playlist.title,
    file_name: safeFileName(asked || playlist.title),
    options: {
      origin,
      ...(body.outputType ? { outputType: body.outputType } : {}),
      ...(notes ? { notes } : {}),
      ...(recipient ? { recipient } : {}),
      ...framing,
    },
    duration: playlist.clips.reduce((sum, c) => sum + c.duration, 0),
  };
  if (option.custom) {
    const handoff = await cartHandoffOf(db, cart, option.custom, { me, origin, row, outputTypes });
    await db.transaction(async (tx) => {
      await insertExport(tx, row);
      await deliverExport(tx, id, handoff.action);
    });
    return {
      row: (await findExport(db, me.tenantId, id))!,
      handoff,
      ...(notice ? { rightsNotice: notice } : {}),
    };
  }
  await db.transaction(async (tx) => {
    await insertExport(tx, row);
    await worker.enqueue(tx, row);
  });
  return {
    row: (await findExport(db, me.tenantId, id))!,
    ...(notice ? { rightsNotice: notice } : {}),
  };
}

/**
 * The custom export renders nothing: the person takes the collection, signed, to the tenant's
 * cart, which renders and bills it. The export is DELIVERED to the cart as it is handed off.
 */
async function cartHandoffOf(
  db: Queryable,
  cart: CartSettings,
  custom: NonNullable<ExportOption['custom']>,
  {
    me,
    origin,
    row,
    outputTypes,
  }: { me: UserPrincipal; origin: string; row: NewExport; outputTypes: readonly string[] },
): Promise<CartHandoff> {
  let clips;
  try {
    clips = await loadExportClips(db, me.tenantId, row.playlist_id);
  } catch (error) {
    if (error instanceof StillRecordingError)
      throw new ConflictError(`${error.message}: try again in a few seconds.`, 'playlistId');
    if (error instanceof MissingMediaError || error instanceof MediaNotReadyError)
      throw new ConflictError(error.message, 'playlistId');
    throw error;
  }
  const tenant = tenantById(me.tenantId)!.tenant;
  const callback = new URL(custom.callback);
  const action =
    cart.callback === 'tenant'
      ? callback.toString()
      : new URL(callback.pathname, origin).toString();
  return cartHandoff(cart.secret, action, {
    cart: custom.id,
    exportId: row.id,
    tenant: { id: me.tenantId, name: tenant.name },
    collection: { id: row.playlist_id, title: row.playlist_title },
    items: cartItems(clips),
    outputType: row.options.outputType!,
    outputTypes: [...outputTypes],
    email: me.email,
  });
}

/**
 * The MP4's shape and captions as asked for, as the export's options keep them: refused in
 * words where the export does not offer them.
 */
export function framingAsked(
  option: ExportOption,
  { aspect, captions }: Pick<ExportRequest, 'aspect' | 'captions'>,
): Record<string, string> {
  if (aspect !== undefined && !aspectsOf(option).includes(aspect))
    throw new BadRequestError(`${option.label} exports are made in 16:9 only.`, 'aspect');
  if (captions && !option.captions)
    throw new BadRequestError(`${option.label} exports carry no captions here.`, 'captions');
  return {
    ...(aspect && aspect !== '16:9' ? { aspect } : {}),
    ...(captions ? { captions: 'on' } : {}),
  };
}

/** The desk a footage request goes to: the one chosen (one of the tenant's), else the only one. */
function recipientOf(form: NonNullable<ExportOption['form']>, chosen: string | undefined): string {
  const only = form.recipients.length === 1 ? form.recipients[0]!.email : undefined;
  const email = chosen?.trim().toLowerCase() ?? only;
  const desk = form.recipients.find((r) => r.email.toLowerCase() === email);
  if (!desk) throw new BadRequestError('Choose who receives the request.', 'recipient');
  return desk.email;
}

/** An export the caller may act on: their own, or any of the tenant's for an admin. */
export async function exportOf(db: Queryable, me: UserPrincipal, id: string): Promise<ExportRow> {
  const row = await findExport(db, me.tenantId, id);
  if (!row || (row.user_id !== me.userId && !me.roles.includes('ADMIN'))) {
    throw new NotFoundError('Export', id);
  }
  return row;
}

export async function cancelExport(
  db: Queryable,
  worker: ExportWorker,
  me: UserPrincipal,
  id: string,
): Promise<ExportRow> {
  await exportOf(db, me, id);
  const was = await revokeExport(db, me.tenantId, id);
  if (!was) throw new ConflictError('That export has already finished.', 'status');
  await worker.cancel(was);
  return (await findExport(db, me.tenantId, id))!;
}

export async function retryExport(
  db: Database,
  worker: ExportWorker,
  me: UserPrincipal,
  id: string,
): Promise<ExportRow> {
  const row = await exportOf(db, me, id);
  if (!['FAILURE', 'REVOKED'].includes(row.status)) {
    throw new ConflictError('Only a failed or cancelled export can be tried again.', 'status');
  }
  await db.transaction(async (tx) => {
    const reset = await resetExport(tx, me.tenantId, id);
    if (!reset) throw new ConflictError('That export changed; reload the list.', 'status');
    await worker.enqueue(tx, row);
  });
  return (await findExport(db, me.tenantId, id))!;
}

export interface StatusQuery {
  category?: string;
  limit?: number;
  host?: string;
  email?: string;
  after?: string;
}

const encodeCursor = (row: ExportRow) =>
  Buffer.from(`${new Date(row.created_at).toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(text: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new BadRequestError('That page link is not valid; start from the first page.', 'after');
  }
  return { createdAt, id };
}

/**
 * A page of the status list, newest first: the caller's own exports (an admin's query may
 * name anyone's email, or none for all). `limit` is how many the caller wants in all; each
 * page holds at most `exportStatusPageSize`, and `links.next` asks for the rest.
 */
export async function exportStatusPage(
  db: Queryable,
  me: UserPrincipal,
  query: StatusQuery,
  links: ExportLinks,
  selfPath: string,
): Promise<ExportStatusPage> {
  const admin = me.roles.includes('ADMIN');
  const limit = query.limit ?? 100;
  const pageSize = Math.min(limit, LIMITS.exportStatusPageSize);
  const rows = await listExports(db, {
    tenantId: me.tenantId,
    userId: admin ? null : me.userId,
    categoryPrefix: query.category ?? 'render:',
    email: query.email?.trim() || null,
    host: query.host?.trim() || null,
    after: query.after ? decodeCursor(query.after) : null,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const remaining = limit - page.length;
  let next: string | null = null;
  if (rows.length > pageSize && remaining > 0) {
    const params = new URLSearchParams();
    if (query.category !== undefined) params.set('category', query.category);
    params.set('limit', String(remaining));
    if (query.host) params.set('host', query.host);
    if (query.email) params.set('email', query.email);
    params.set('after', encodeCursor(page[page.length - 1]!));
    next = `${links.origin}${selfPath}?${params}`;
  }
  return { results: page.map((row) => toStatusItem(row, links)), links: { next } };
}
