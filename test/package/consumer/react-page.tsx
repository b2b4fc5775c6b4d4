// A partner's React 19 page: the elements from the package, with attributes, properties, a ref
// and events, all typed by the package's JSX typings.
import type {} from '@video-search/elements/jsx';
import { configure, type VsEventMap } from '@video-search/elements';
import '@video-search/elements/vs-search';
import '@video-search/elements/vs-player';
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

configure({ apiBase: import.meta.env.VITE_API_BASE, tenant: 'cricket' });

type Clip = VsEventMap['vs-clip-select']['clip'];

function ClubVideo() {
  const [query, setQuery] = useState('');
  const [clip, setClip] = useState<Clip>();
  const [searches, setSearches] = useState(0);
  const search = useRef<HTMLElementTagNameMap['vs-search']>(null);
  return (
    <main>
      <h1>Club video</h1>
      <button
        type="button"
        onClick={() => {
          setQuery('runs:4');
          search.current?.scrollIntoView();
        }}
      >
        Show the fours
      </button>
      <p role="status" aria-label="Searches">
        {searches === 1 ? '1 search' : `${searches} searches`} so far
      </p>
      <vs-search
        ref={search}
        page-size="5"
        hide-preview
        query={query}
        onvs-search-change={() => setSearches((n) => n + 1)}
        onvs-clip-select={(event) => setClip(event.detail.clip)}
      />
      {clip?.assetId && (
        <section aria-label="Chosen clip">
          <h2>
            From {clip.offset} s, for {clip.duration} s
          </h2>
          <vs-player
            asset-id={clip.assetId}
            start={String(clip.offset ?? 0)}
            end={String((clip.offset ?? 0) + (clip.duration ?? 0))}
            muted
          />
        </section>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ClubVideo />
  </StrictMode>,
);
