// @ts-check
// A partner's page in plain ES modules, typed by the package through JSDoc (checked by tsc).
import { configure } from '@video-search/elements';

configure({ apiBase: document.documentElement.dataset.apiBase, tenant: 'cricket' });
// After configure(): importing an element's module defines its tag.
await import('@video-search/elements/vs-search');
await import('@video-search/elements/vs-player');

const search = document.querySelector('vs-search');
const player = document.querySelector('vs-player');
const chosen = document.querySelector('[role=status]');
if (!search || !player || !chosen) throw new Error('The page lost its elements');

// A property, as a string like its attribute.
search.pageSize = '5';
search.addEventListener('vs-clip-select', (event) => {
  const { assetId, offset = 0, duration = 0 } = event.detail.clip;
  if (!assetId) return;
  chosen.textContent = `From ${offset} s, for ${duration} s`;
  // Attributes: the player follows them.
  player.setAttribute('start', String(offset));
  player.setAttribute('end', String(offset + duration));
  player.setAttribute('asset-id', assetId);
});
