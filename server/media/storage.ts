import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live. The default keeps them in a local directory; at scale the
 * same interface sits on S3-compatible object storage (see docs/media-storage.md).
 */
export interface MediaStorage {
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  read(key: string, range?: ByteRange): Readable;
  /** Moves a file ffmpeg wrote locally into storage under `key`. */
  put(key: string, localFile: string): Promise<void>;
  /** Something ffmpeg can read the object from: a local path or a signed URL. */
  locate(key: string): Promise<string>;
  /** Deletes the object; deleting one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Deletes every object under `folder/` (an uploaded asset's renditions). */
  removeFolder(folder: string): Promise<void>;
  /**
   * Where a client may read the object itself for a while, without this server (object
   * storage); absent where only the server can read it (a local directory). With
   * `disposition`, the object comes as a download under that `Content-Disposition`.
   */
  signedUrl?(key: string, disposition?: string): Promise<string>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertMediaKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
}

export class LocalDirectoryStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, key);
  }

  async stat(key: string) {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async put(key: string, localFile: string): Promise<void> {
    const target = this.file(key);
    if (path.resolve(localFile) === target) return;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(localFile, target);
    } catch {
      // Another file system: copy beside the target, then swap it in, so no reader sees half.
      const partial = `${target}.${randomUUID()}.partial`;
      await copyFile(localFile, partial);
      await rename(partial, target);
      await rm(localFile, { force: true });
    }
  }

  async locate(key: string): Promise<string> {
    return this.file(key);
  }

  async removeFolder(folder: string): Promise<void> {
    const dir = this.file(folder);
    await rm(dir, { recursive: true, force: true });
    await this.pruneAbove(dir);
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true });
    await this.pruneAbove(file);
  }

  private async pruneAbove(file: string): Promise<void> {
    // Folders left empty go too, up to the root; a folder still in use stays (rmdir refuses).
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep);) {
      try {
        await rmdir(dir);
      } catch {
        break;
      }
      dir = path.dirname(dir);
    }
  }
}
