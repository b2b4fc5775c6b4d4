import type { ClipStore } from './clip-store';

/**
 * Clips like `doc`: the share of its values' weight (rarer values weigh more) that each
 * other clip shares, kept when at least `minScore`, best first.
 */
export function similarClips(
  store: ClipStore,
  doc: number,
  minScore: number,
): Array<{ doc: number; score: number }> {
  const n = store.clipIds.length;
  const scores = new Float32Array(n);
  const live = store.size || 1;
  let total = 0;
  for (let i = store.entryStart.get(doc); i < store.entryStart.get(doc + 1); i++) {
    const entry = store.dictionary.entries[store.entryList.get(i)]!;
    const docs = entry.docs.view();
    const weight = Math.log(1 + live / docs.length);
    total += weight;
    for (let j = 0; j < docs.length; j++) scores[docs[j]!]! += weight;
  }
  const found: Array<{ doc: number; score: number }> = [];
  if (total === 0) return found;
  const { rank } = store.order('newest');
  for (let d = 0; d < n; d++) {
    const score = scores[d]! / total;
    if (d !== doc && score >= minScore && store.liveSet.has(d)) found.push({ doc: d, score });
  }
  found.sort((a, b) => b.score - a.score || rank[a.doc]! - rank[b.doc]!);
  return found;
}
