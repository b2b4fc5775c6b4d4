import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { pageQueryClient } from '../src/core/cache';
import { platform } from '../src/core/platform';
import { resetAtom, sessionAtom, userAtom } from '../src/core/state/atoms';
import { FIXTURE_FRAME, FIXTURE_SUGGESTIONS, fixtureResponse } from './search-fixtures';

/** `long`: 90 results, three pages, for continuous lists. */
export type ApiMode = 'results' | 'long' | 'empty' | 'error' | 'loading';

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
    if (url.pathname.endsWith('/autocomplete')) return json(FIXTURE_SUGGESTIONS);
    if (url.pathname.endsWith('/facets')) {
      const facet = String(JSON.parse(String(init?.body ?? '{}')).facet ?? '');
      return json({ facet, values: fixtureResponse(30).facets[facet] ?? [] });
    }
    if (url.pathname.includes('/search')) {
      const page = Number(JSON.parse(String(init?.body ?? '{}')).page ?? 1);
      return json(fixtureResponse(mode === 'empty' ? 0 : mode === 'long' ? 90 : 30, page));
    }
    return json(
      { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Not in the catalogue.' },
      404,
    );
  };
}

/** A signed-in person and a mocked API for the story; both undone when it leaves. */
export function withMockApi(mode: ApiMode): Decorator {
  function MockApi({ children }: { children: React.ReactNode }) {
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      const { store } = platform();
      const real = globalThis.fetch;
      globalThis.fetch = mockFetch(mode);
      // Each story starts from an empty cache: stories share one page.
      pageQueryClient().clear();
      store.set(sessionAtom, { email: 'analyst@vidsearch.example', authenticated: true });
      store.set(userAtom, {
        ...store.get(userAtom),
        userId: 'story-user',
        tenantId: 'story-tenant',
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
