import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import type { SavedStore } from './saved-store';

/** The first bytes of a snapshot file, and its layout's version. */
const MAGIC = 'vs-search-index 1\n';
/** Its last bytes: a file without them was cut (a full disk, a copy stopped half way). */
const END = '\nend of vs-search-index\n';

/** What a snapshot says of itself beside the index: whose, and how far into the change log. */
export interface SnapshotMeta {
  tenantId: string;
  /** The database it was made from (`search_log_origin`). */
  databaseId: string;
  /** The tenant's categories and their value types when it was made (they shape the index). */
  categories: string;
  /** The last change of the log (change-log.ts) the index holds. */
  appliedSeq: number;
  /** When it was written (ms since the epoch). */
  writtenAt: number;
}

type Section = Exclude<keyof SavedStore, 'header'>;
/** The typed arrays, in the order they are written, with the kind each is read back as. */
const SECTIONS: ReadonlyArray<[Section, Uint32ArrayConstructor | Float64ArrayConstructor]> = [
  ['idWords', Uint32Array],
  ['assetOf', Uint32Array],
  ['durations', Float64Array],
  ['startTimes', Float64Array],
  ['matchDays', Float64Array],
  ['entryStart', Uint32Array],
  ['entryList', Uint32Array],
  ['liveWords', Uint32Array],
];

const lengthBytes = (n: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(n));
  return bytes;
};

/**
 * Writes an index to `file`: its layout's mark, a JSON header (the meta, the dictionary, the
 * assets), then each typed array's bytes after its length. Written beside it and renamed into
 * place, so that a reader never finds half a snapshot.
 */
export async function writeSnapshot(
  file: string,
  saved: SavedStore,
  meta: SnapshotMeta,
): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  const handle = await open(partial, 'w');
  try {
    const header = Buffer.from(JSON.stringify({ meta, store: saved.header }), 'utf8');
    await handle.write(Buffer.from(MAGIC, 'utf8'));
    await handle.write(lengthBytes(header.length));
    await handle.write(header);
    for (const [name] of SECTIONS) {
      const array = saved[name];
      await handle.write(lengthBytes(array.byteLength));
      await handle.write(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    }
    await handle.write(Buffer.from(END, 'utf8'));
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
}

/** Why a snapshot cannot be read: it is rebuilt from the database instead. */
export class UnreadableSnapshotError extends Error {}

/** Reads back what `writeSnapshot` wrote; null where there is no file. */
export async function readSnapshot(
  file: string,
): Promise<{ meta: SnapshotMeta; saved: SavedStore } | null> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    let at = 0;
    const read = async (into: Uint8Array) => {
      let done = 0;
      while (done < into.length) {
        const { bytesRead } = await handle.read(into, done, into.length - done, at + done);
        if (bytesRead === 0) throw new UnreadableSnapshotError(`${file} ends early`);
        done += bytesRead;
      }
      at += into.length;
      return into;
    };
    const readLength = async () => {
      const length = Number(Buffer.from(await read(new Uint8Array(8))).readBigUInt64LE());
      if (length > size - at) throw new UnreadableSnapshotError(`${file} ends early`);
      return length;
    };
    const magic = Buffer.from(await read(new Uint8Array(MAGIC.length))).toString('utf8');
    if (magic !== MAGIC)
      throw new UnreadableSnapshotError(`${file} is not a snapshot of this layout`);
    const headerText = Buffer.from(await read(new Uint8Array(await readLength()))).toString('utf8');
    let header: { meta: SnapshotMeta; store: SavedStore['header'] };
    try {
      header = JSON.parse(headerText) as typeof header;
    } catch {
      throw new UnreadableSnapshotError(`${file}: its header is not whole`);
    }
    const arrays: Partial<Record<Section, Uint32Array | Float64Array>> = {};
    for (const [name, Kind] of SECTIONS) {
      const bytes = await readLength();
      if (bytes % Kind.BYTES_PER_ELEMENT !== 0)
        throw new UnreadableSnapshotError(`${file}: ${name} is cut`);
      const array = new Kind(bytes / Kind.BYTES_PER_ELEMENT);
      await read(new Uint8Array(array.buffer));
      arrays[name] = array;
    }
    if (size - at !== END.length || !(await endsWhole(handle, size)))
      throw new UnreadableSnapshotError(`${file} does not end as a snapshot does`);
    return { meta: header.meta, saved: { header: header.store, ...arrays } as SavedStore };
  } finally {
    await handle.close();
  }
}

/** Whether the file ends with the mark a whole snapshot ends with. */
async function endsWhole(handle: FileHandle, size: number): Promise<boolean> {
  const end = Buffer.alloc(END.length);
  if (size < END.length) return false;
  const { bytesRead } = await handle.read(end, 0, END.length, size - END.length);
  return bytesRead === END.length && end.toString('utf8') === END;
}

/** Only what a snapshot says of itself (its header's meta), without reading its index; null where there is none. */
export async function readSnapshotMeta(file: string): Promise<SnapshotMeta | null> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const start = Buffer.alloc(MAGIC.length + 8);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    if (bytesRead < start.length || start.subarray(0, MAGIC.length).toString('utf8') !== MAGIC)
      return null;
    if (!(await endsWhole(handle, (await handle.stat()).size))) return null;
    const header = Buffer.alloc(Number(start.readBigUInt64LE(MAGIC.length)));
    const read = await handle.read(header, 0, header.length, start.length);
    if (read.bytesRead < header.length) return null;
    return (JSON.parse(header.toString('utf8')) as { meta: SnapshotMeta }).meta;
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
