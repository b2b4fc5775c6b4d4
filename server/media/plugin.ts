import fp from 'fastify-plugin';
import { Ffmpeg, locateFfmpeg, locateFfprobe } from './ffmpeg';
import { findFont, MediaFiles } from './media-files';
import { S3Clients } from './s3-clients';
import { S3MediaStorage } from './s3-storage';
import type { MediaSettings } from './settings';
import { LocalDirectoryStorage } from './storage';

/** The media tools this process runs, found once at start. */
export interface MediaTools {
  ffmpeg: string;
  /** Where the ffmpeg was found (`FFMPEG_PATH` or `PATH`), for the start's log. */
  ffmpegSource: string;
  ffprobe: string;
  /** Probes and short renders (keyframes, stills, waveforms). */
  probes: Ffmpeg;
  /** The font burned-in text is drawn with; null: ffmpeg's own. */
  fontFile: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The media files of every asset: on this machine's disk, or in the media bucket. */
    media: MediaFiles;
    mediaTools: MediaTools;
    /** The media bucket (`MEDIA_STORAGE=s3`), which kept exports share; null: files here. */
    objectStore: S3MediaStorage | null;
    /** The server's S3 access (`S3_ENDPOINT` or AWS), a client per region; null: none. */
    s3: S3Clients | null;
  }
}

/** Media storage, ffmpeg and the server's S3 access, which ingest and exports share. */
export const mediaPlugin = fp<{ config: MediaSettings }>(
  async (app, { config }) => {
    const found = await locateFfmpeg();
    const probes = new Ffmpeg(found.path);
    const fontFile = await findFont();
    const objectStore = config.mediaStorage ? new S3MediaStorage(config.mediaStorage) : null;
    app.decorate('mediaTools', {
      ffmpeg: found.path,
      ffmpegSource: found.source,
      ffprobe: await locateFfprobe(found.path),
      probes,
      fontFile,
    });
    app.decorate('objectStore', objectStore);
    app.decorate(
      'media',
      new MediaFiles(
        objectStore?.within('media/') ?? new LocalDirectoryStorage(config.mediaDir),
        probes,
        config.cacheDir,
        { fontFile },
      ),
    );
    const s3 = config.s3 ? new S3Clients(config.s3) : null;
    app.decorate('s3', s3);
    app.addHook('onClose', async () => s3?.close());
  },
  { name: 'media' },
);
