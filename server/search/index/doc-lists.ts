/**
 * For each of `lists` keys, the docs that name it, ascending: counted first so that each list
 * is made at its size (pushing doc by doc took most of a snapshot's load at millions of clips).
 */
export function listsOfDocs(
  lists: number,
  docs: number,
  keysOf: (doc: number, each: (key: number) => void) => void,
): Uint32Array[] {
  const counts = new Uint32Array(lists);
  for (let doc = 0; doc < docs; doc++) keysOf(doc, (key) => counts[key]!++);
  const made = Array.from(counts, (n) => new Uint32Array(n));
  const filled = new Uint32Array(lists);
  for (let doc = 0; doc < docs; doc++) keysOf(doc, (key) => (made[key]![filled[key]!++] = doc));
  return made;
}
