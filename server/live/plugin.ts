import { rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AssetKey } from '../assets/service';
import { SERVICE_PREFIXES } from '../http/services';
import type { MediaProfile } from '../media/catalogue';
import type { Progress } from '../media/media-files';
import type { PlatformSettings } from '../platform-settings';
import { liveStreamOf, openLiveStreams, setLiveSecret } from './repository';
import { liveRoutes } from './routes';
import { newPassphrase } from './service';
import { LiveSession } from './session';
import { liveProtocolsOf } from './ffmpeg-protocols';
import type { LiveProtocol } from '../../src/core/api/contract';
import type { LiveSettings } from './settings';
import type { IngestSettings } from '../ingest/settings';
import { fetchSource, type FetchPolicy } from '../ingest/fetch-source';
import { checkPullAddress, type FetchBytes } from './hls-pull';
import { LIVE_LADDER } from './transcode';
import { liveInputLimitsOf } from './input-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live matches' streams on this server. */
    live: {
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
 * Live matches (docs/live.md): an SRT listener per live match not ended, its stream
 * transcoded into the live ladder as it comes, and its end. Streams open when the server
 * stops are listened for again when it starts.
 */
export const livePlugin = fp<LivePluginOptions>(
  async (app, { config, media, progress }) => {
    const { db, mediaTools } = app;
    const sessions = new Map<string, LiveSession>();
    const id = (key: AssetKey) => `${key.tenantId}/${key.assetId}`;
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
      becameVideo: (key: AssetKey) =>
        app.highlights.worker.clipsArrived(key.tenantId, [key.assetId]),
    };
    const open = async (key: AssetKey) => {
      if (sessions.has(id(key))) return;
      const row = await liveStreamOf(db, key);
      if (!row || row.state === 'ended') return;
      const session = new LiveSession(deps, row);
      sessions.set(id(key), session);
      await session.start();
    };
    let protocols: Promise<Set<LiveProtocol>> | null = null;
    app.decorate('live', {
      takes: async (protocol: LiveProtocol) =>
        (await (protocols ??= liveProtocolsOf(mediaTools.ffmpeg))).has(protocol),
      fetchPolicy,
      checkPull: (address: string) =>
        checkPullAddress(address, fetchBytes, LIVE_LADDER[0]!.maxHeight),
      open,
      async rekey(key) {
        const passphrase = newPassphrase();
        // The listener stops first: a health check of it in flight would otherwise write the
        // stream live again over the new secret's words.
        const session = sessions.get(id(key));
        if (session) {
          sessions.delete(id(key));
          await session.stop();
        }
        if (!(await setLiveSecret(db, key, passphrase))) return null;
        await open(key);
        return passphrase;
      },
      async end(key) {
        await open(key);
        const session = sessions.get(id(key));
        if (!session) return;
        // Its video is made after the answer; a server stopping meanwhile waits for it.
        void session
          .end()
          .catch((error: Error) => app.log.error({ err: error, key }, 'a live match did not end'))
          .finally(() => sessions.delete(id(key)));
        await session.closed();
      },
    });
    // A deleted live match's listener stops first; its local copy goes once the asset has.
    app.assetDeletion.addStep(async (key) => {
      const session = sessions.get(id(key));
      if (!session) return null;
      sessions.delete(id(key));
      await session.stop();
      return () => rm(path.join(deps.workDir, key.assetId), { recursive: true, force: true });
    });
    app.addHook('onReady', async () => {
      for (const row of await openLiveStreams(db))
        await open({ tenantId: row.tenant_id, assetId: row.asset_id });
    });
    app.addHook('onClose', async () => {
      await Promise.all([...sessions.values()].map((s) => s.stop()));
      sessions.clear();
    });
    await app.register(liveRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  { name: 'live', dependencies: ['database', 'media', 'assets', 'api', 'highlights'] },
);
