import { wholeNumber } from '../platform-settings';

/** Where live matches' encoders connect, and how long a dropped stream is waited for. */
export interface LiveSettings {
  /**
   * The ports the server's SRT listeners may take, one per live match not ended
   * (`LIVE_SRT_PORTS`, `first-last`; 9000–9019 when absent): open them (UDP) to encoders.
   */
  liveSrtPorts?: { first: number; last: number };
  /**
   * The ports the server's RTMP listeners may take, one per live match not ended
   * (`LIVE_RTMP_PORTS`, `first-last`; 1935–1954 when absent): open them (TCP) to encoders.
   * The two ranges do not overlap.
   */
  liveRtmpPorts?: { first: number; last: number };
  /**
   * The host name encoders reach this server at (`LIVE_HOST`); when absent, the host the
   * editor's request came to.
   */
  liveHost?: string;
  /**
   * Seconds a live match waits for its encoder to come back after it drops, before it ends by
   * itself (`LIVE_GRACE_SECONDS`; 300 when absent).
   */
  liveGraceSeconds?: number;
  /** libx264's preset for live transcodes: `veryfast` when absent; tests use `ultrafast`. */
  livePreset?: string;
  /**
   * The operator's ceiling on every tenant's live input (`LIVE_MAX_INPUT_HEIGHT`,
   * `LIVE_MAX_INPUT_KBPS`): a tenant's own limits apply under it.
   */
  liveMaxInput?: { maxHeight?: number; maxKbps?: number };
  /**
   * Seconds after which a live stream whose process's heartbeat stopped is taken over by
   * another process of the cluster (`LIVE_OWNER_STALE_SECONDS`; 15 when absent).
   */
  liveOwnerStaleSeconds?: number;
}

export const DEFAULT_SRT_PORTS = { first: 9000, last: 9019 };
export const DEFAULT_RTMP_PORTS = { first: 1935, last: 1954 };
export const DEFAULT_GRACE_SECONDS = 300;
export const DEFAULT_OWNER_STALE_SECONDS = 15;

/**
 * `LIVE_SRT_PORTS`, `LIVE_RTMP_PORTS`, `LIVE_HOST`, `LIVE_GRACE_SECONDS`,
 * `LIVE_MAX_INPUT_HEIGHT`, `LIVE_MAX_INPUT_KBPS`, `LIVE_OWNER_STALE_SECONDS`.
 */
export function liveSettingsFromEnvironment(env: NodeJS.ProcessEnv): LiveSettings {
  const srt = env.LIVE_SRT_PORTS ? portRange('LIVE_SRT_PORTS', env.LIVE_SRT_PORTS) : null;
  const rtmp = env.LIVE_RTMP_PORTS ? portRange('LIVE_RTMP_PORTS', env.LIVE_RTMP_PORTS) : null;
  const [a, b] = [srt ?? DEFAULT_SRT_PORTS, rtmp ?? DEFAULT_RTMP_PORTS];
  if (a.first <= b.last && b.first <= a.last)
    throw new Error(
      `LIVE_SRT_PORTS (${a.first}-${a.last}) and LIVE_RTMP_PORTS (${b.first}-${b.last}) must not overlap: each port takes one match`,
    );
  return {
    ...(srt ? { liveSrtPorts: srt } : {}),
    ...(rtmp ? { liveRtmpPorts: rtmp } : {}),
    ...(env.LIVE_HOST ? { liveHost: hostName(env.LIVE_HOST) } : {}),
    ...(env.LIVE_GRACE_SECONDS
      ? { liveGraceSeconds: wholeNumber('LIVE_GRACE_SECONDS', env.LIVE_GRACE_SECONDS) }
      : {}),
    ...(env.LIVE_OWNER_STALE_SECONDS
      ? {
          liveOwnerStaleSeconds: Math.max(
            2,
            wholeNumber('LIVE_OWNER_STALE_SECONDS', env.LIVE_OWNER_STALE_SECONDS),
          ),
        }
      : {}),
    ...(env.LIVE_MAX_INPUT_HEIGHT || env.LIVE_MAX_INPUT_KBPS
      ? {
          liveMaxInput: {
            ...(env.LIVE_MAX_INPUT_HEIGHT
              ? { maxHeight: wholeNumber('LIVE_MAX_INPUT_HEIGHT', env.LIVE_MAX_INPUT_HEIGHT) }
              : {}),
            ...(env.LIVE_MAX_INPUT_KBPS
              ? { maxKbps: wholeNumber('LIVE_MAX_INPUT_KBPS', env.LIVE_MAX_INPUT_KBPS) }
              : {}),
          },
        }
      : {}),
  };
}

function portRange(name: string, text: string): { first: number; last: number } {
  const match = /^\s*(\d{1,5})\s*-\s*(\d{1,5})\s*$/.exec(text);
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1024 || last > 65535 || last < first)
    throw new Error(
      `${name} must be a range of ports from 1024 to 65535, such as 9000-9019, not ${JSON.stringify(text)}`,
    );
  return { first, last };
}

function hostName(text: string): string {
  if (!/^[A-Za-z0-9.-]{1,253}$/.test(text))
    throw new Error(
      `LIVE_HOST must be a host name, such as live.example.org, not ${JSON.stringify(text)}`,
    );
  return text;
}
