import type { ApiClient } from './client';
import type { PlayableRequest, PlayableResponse } from './contract';

/** The middleware's playback calls (SPEC §7). */
export function playbackApi(client: ApiClient) {
  return {
    /** Signed media and exact ranges for clips to play in order. */
    playable(request: PlayableRequest, signal?: AbortSignal) {
      return client.request<PlayableResponse>('middleware', '/playback/playable', {
        body: request,
        ...(signal ? { signal } : {}),
      });
    },
  };
}
