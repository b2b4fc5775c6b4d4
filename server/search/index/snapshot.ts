import { open, rename, rm } from 'node:fs/promises';
import type { SavedStore } from './saved-store';

/** The first bytes of a snapshot file, and its layout's version. */
const MAGIC = 'vs-search-index 1\n';

/** What a snapshot says of itself beside the index: whose, and how far into the change log. */
export interface SnapshotMeta {
  tenantId: string;
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
    const readLength = async () =>
      Number(Buffer.from(await read(new Uint8Array(8))).readBigUInt64LE());
    const magic = Buffer.from(await read(new Uint8Array(MAGIC.length))).toString('utf8');
    if (magic !== MAGIC)
      throw new UnreadableSnapshotError(`${file} is not a snapshot of this layout`);
    const header = JSON.parse(
      Buffer.from(await read(new Uint8Array(await readLength()))).toString('utf8'),
    ) as { meta: SnapshotMeta; store: SavedStore['header'] };
    const arrays: Partial<Record<Section, Uint32Array | Float64Array>> = {};
    for (const [name, Kind] of SECTIONS) {
      const bytes = await readLength();
      if (bytes % Kind.BYTES_PER_ELEMENT !== 0)
        throw new UnreadableSnapshotError(`${file}: ${name} is cut`);
      const array = new Kind(bytes / Kind.BYTES_PER_ELEMENT);
      await read(new Uint8Array(array.buffer));
      arrays[name] = array;
    }
    return { meta: header.meta, saved: { header: header.store, ...arrays } as SavedStore };
  } finally {
    await handle.close();
  }
}
