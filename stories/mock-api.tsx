import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { pageQueryClient } from '../src/core/cache';
import { platform } from '../src/core/platform';
import { resetAtom, sessionAtom, userAtom } from '../src/core/state/atoms';
import {
  FIXTURE_COLLECTIONS,
  asset,
  bumpers,
  collectionList,
  keyframes,
  playable,
  savedCollection,
  waveform,
} from './collection-fixtures';
import { exportCall } from './export-fixtures';
import { highlightCall } from './highlight-fixtures';
import { libraryCall } from './library-fixtures';
import { matchDataCall } from './match-data-fixtures';
import { placementCall } from './placement-fixtures';
import { FIXTURE_FRAME, FIXTURE_SUGGESTIONS, fixtureResponse } from './search-fixtures';

/** `long`: 90 results, three pages, for continuous lists. */
export type ApiMode = 'results' | 'long' | 'empty' | 'error' | 'loading' | 'live';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the platform's calls in the page, so that stories show each state without a server. */
function mockFetch(mode: ApiMode): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    if (mode === 'loading') return new Promise<Response>(() => undefined);
    if (url.pathname.includes('/thumbnail/'))
      return new Response(FIXTURE_FRAME, { headers: { 'content-type': 'image/svg+xml' } });
    if (mode === 'error')
      return json(
        {
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'unavailable',
          message: 'The search service is busy.',
        },
        503,
      );
    if (url.pathname.endsWith('/search/saved')) {
      if (init?.method === 'POST')
        return json(
          {
            ...JSON.parse(typeof init.body === 'string' ? init.body : '{}'),
            id: 'story-saved',
            createdAt: new Date().toISOString(),
          },
          201,
        );
      return json({ results: [] });
    }
    const placementAnswer = placementCall(url, mode);
    if (placementAnswer) return placementAnswer;
    const matchDataAnswer = matchDataCall(url, init);
    if (matchDataAnswer) return matchDataAnswer;
    const libraryAnswer = libraryCall(url, init, mode === 'empty');
    if (libraryAnswer) return libraryAnswer;
    const exportAnswer = exportCall(url, init, mode === 'empty');
    if (exportAnswer) return exportAnswer;
    const highlightAnswer = highlightCall(url, init, mode === 'empty');
    if (highlightAnswer) return highlightAnswer;
    const collectionAnswer = collectionCall(url, init, mode);
    if (collectionAnswer) return collectionAnswer;
    if (url.pathname.endsWith('/autocomplete')) return json(FIXTURE_SUGGESTIONS);
    if (url.pathname.endsWith('/facets')) {
      const facet = String(
        JSON.parse(typeof init?.body === 'string' ? init.body : '{}').facet ?? '',
      );
      return json({ facet, values: fixtureResponse(30).facets[facet] ?? [] });
    }
    if (url.pathname.includes('/search')) {
      const page = Number(JSON.parse(typeof init?.body === 'string' ? init.body : '{}').page ?? 1);
      return json(fixtureResponse(mode === 'empty' ? 0 : mode === 'long' ? 90 : 30, page));
    }
    return json(
      { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Not in the catalogue.' },
      404,
    );
  };
}

/** A tenant that shows visitors nothing: it has no public deployment key. */
function withoutPublicAccess(answer: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname.endsWith('/v2/iam/deployment'))
      return json(
        { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'No public key.' },
        404,
      );
    return answer(input, init);
  };
}

/** Collections, playback and the editor's asset calls; null for any other call. */
function collectionCall(url: URL, init: RequestInit | undefined, mode: ApiMode): Response | null {
  const path = url.pathname;
  const method = init?.method ?? 'GET';
  const body = () => JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  if (path.endsWith('/users/me/playlists')) {
    if (method === 'POST')
      return json({ ...FIXTURE_COLLECTIONS[2]!, ...body(), id: 'story-new', version: 1 }, 201);
    return json(collectionList(url, mode === 'empty'));
  }
  const one = /\/playlists\/tenants\/[^/]+\/playlists\/([^/]+)$/.exec(path);
  if (one) {
    const id = decodeURIComponent(one[1]!);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    const found =
      method === 'PATCH'
        ? savedCollection(id, body())
        : (FIXTURE_COLLECTIONS.find((c) => c.id === id) ?? null);
    return found
      ? json(found)
      : json(
          {
            statusCode: 404,
            error: 'Not Found',
            code: 'not_found',
            message: 'No such collection.',
          },
          404,
        );
  }
  if (path.endsWith('/playback/playable')) return json(playable(body()));
  const assetCall = /\/v3\/asset\/([^/]+)(\/keyframes|\/waveform)?$/.exec(path);
  if (assetCall) {
    const id = decodeURIComponent(assetCall[1]!);
    if (assetCall[2] === '/keyframes') return json(keyframes(id));
    if (assetCall[2] === '/waveform') return json(waveform(id, url));
    return json(asset(id));
  }
  if (path.endsWith('/v3/search')) return json(bumpers());
  return null;
}

/**
 * A signed-in person (or, `signedOut`, a visitor of a public page, of a tenant that shows
 * visitors nothing without `publicAccess`) and a mocked API for the story; both undone when it
 * leaves.
 */
export function withMockApi(
  mode: ApiMode,
  { signedOut = false, publicAccess = true } = {},
): Decorator {
  function MockApi({ children }: { children: React.ReactNode }) {
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      const { store } = platform();
      const real = globalThis.fetch;
      globalThis.fetch = publicAccess ? mockFetch(mode) : withoutPublicAccess(mockFetch(mode));
      // Each story starts from an empty cache: stories share one page.
      pageQueryClient().clear();
      if (signedOut) {
        setReady(true);
        return () => {
          globalThis.fetch = real;
          pageQueryClient().clear();
          store.set(resetAtom);
        };
      }
      store.set(sessionAtom, { email: 'analyst@vidsearch.example', authenticated: true });
      store.set(userAtom, {
        ...store.get(userAtom),
        userId: 'story-user',
        tenantId: 'story-tenant',
        // An editor: every action of the elements shows (a viewer's role hides some).
        userRole: ['EDITOR'],
      });
      setReady(true);
      return () => {
        globalThis.fetch = real;
        pageQueryClient().clear();
        store.set(resetAtom);
      };
    }, []);
    return ready ? <>{children}</> : null;
  }
  return (Story) => (
    <MockApi>
      <Story />
    </MockApi>
  );
}
