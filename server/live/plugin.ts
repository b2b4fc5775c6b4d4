import { rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AssetKey } from '../assets/service';
import { SERVICE_PREFIXES } from '../http/services';
import type { MediaProfile } from '../media/catalogue';
import type { Progress } from '../media/media-files';
import type { PlatformSettings } from '../platform-settings';
import { liveRoutes } from './routes';
import { LiveStreams } from './streams';
import { liveProtocolsOf } from './ffmpeg-protocols';
import type { LiveProtocol } from '../../src/core/api/contract';
import { DEFAULT_OWNER_STALE_SECONDS, type LiveSettings } from './settings';
import type { IngestSettings } from '../ingest/settings';
import { fetchSource, type FetchPolicy } from '../ingest/fetch-source';
import { checkPullAddress, type FetchBytes } from './hls-pull';
import { LIVE_LADDER } from './transcode';
import { liveInputLimitsOf } from './input-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live matches' streams on this server. */
    live: {
      /** This process, as the live streams it holds name it (docs/live.md). */
      owner: string;
      /** Whether this server's ffmpeg can listen with a protocol (SRT needs libsrt). */
      takes(protocol: LiveProtocol): Promise<boolean>;
      /** The rules addresses are fetched under (the operator's, as "Add from an address"). */
      fetchPolicy(): FetchPolicy;
      /**
       * Checks that an address is a live HLS stream to pull a match from; a
       * `SourceAddressError` in words when it is not.
       */
      checkPull(address: string): Promise<void>;
      /** Listens for a live match's encoder (a stream just made). */
      open(key: AssetKey): Promise<void>;
      /**
       * Gives a live match a new passphrase and listens with it (an encoder connected with the
       * old one is let go; the stream goes on when it connects again). Null once it has ended.
       */
      rekey(key: AssetKey): Promise<string | null>;
      /**
       * Ends a live match's stream; resolves once it is closed (its asset processing, or
       * failed without a picture), and goes on to make it a normal video.
       */
      end(key: AssetKey): Promise<void>;
    };
  }
}

export interface LivePluginOptions {
  config: LiveSettings &
    Pick<PlatformSettings, 'dataDir'> &
    Pick<IngestSettings, 'allowPrivateImports'>;
  media: MediaProfile;
  progress: Progress;
}

/**
 * Live matches (docs/live.md): a listener (or a pull) per live match not ended, held by one
 * process of a cluster, its stream transcoded into the live ladder as it comes, and its end.
 * Streams open when the server stops are listened for again when it, or another process,
 * takes them.
 */
export const livePlugin = fp<LivePluginOptions>(
  async (app, { config, media, progress }) => {
    const { db, mediaTools } = app;
    const fetchPolicy = (): FetchPolicy => ({ allowPrivate: config.allowPrivateImports ?? false });
    const fetchBytes: FetchBytes = (address, maxBytes, signal) =>
      fetchSource(address, { ...fetchPolicy(), maxBytes, signal });
    const deps = {
      db,
      storage: app.media.storage,
      ffmpeg: mediaTools.ffmpeg,
      probes: mediaTools.probes,
      segmentSeconds: media.segmentSeconds,
      ...(config.livePreset ? { preset: config.livePreset } : {}),
      workDir: path.join(config.dataDir, 'live'),
      log: progress,
      fetchBytes,
      inputLimits: (tenantId: string) => liveInputLimitsOf(tenantId, config.liveMaxInput),
      // Its packages were built as it went; once more as a video, which tells their members.
      becameVideo: async (key: AssetKey, duration: number) => {
        await app.webhooks.announce(db, key.tenantId, 'asset.ready', {
          assetId: key.assetId,
          source: 'live',
          duration,
        });
        await app.highlights.worker.clipsArrived(key.tenantId, [key.assetId]);
      },
    };
    const streams = new LiveStreams(deps, {
      staleSeconds: config.liveOwnerStaleSeconds ?? DEFAULT_OWNER_STALE_SECONDS,
      exclusive: db.kind === 'pglite',
      fault: (error, message) => app.log.error({ err: error }, message),
    });
    let protocols: Promise<Set<LiveProtocol>> | null = null;
    app.decorate('live', {
      takes: async (protocol: LiveProtocol) =>
        (await (protocols ??= liveProtocolsOf(mediaTools.ffmpeg))).has(protocol),
      fetchPolicy,
      checkPull: (address: string) =>
        checkPullAddress(address, fetchBytes, LIVE_LADDER[0]!.maxHeight),
      owner: streams.owner,
      open: (key) => streams.open(key),
      rekey: (key) => streams.rekey(key),
      end: (key) => streams.end(key),
    });
    // A deleted live match's listener stops first; its local copy goes once the asset has.
    app.assetDeletion.addStep(async (key) => {
      if (!(await streams.forget(key))) return null;
      return () => rm(path.join(deps.workDir, key.assetId), { recursive: true, force: true });
    });
    app.addHook('onReady', () => streams.start());
    app.addHook('onClose', () => streams.stop());
    await app.register(liveRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  { name: 'live', dependencies: ['database', 'media', 'assets', 'api', 'highlights', 'webhooks'] },
);
