/** Search results show a clip id with its page: `id/page` (SPEC §3). */
export function resultClipId(id: string, page: number): string {
  return `${id}/${page}`;
}

/** Highlight clips are numbered by place in the list: `id/(offset + index)` (SPEC §3). */
export function highlightClipId(id: string, offset: number, index: number): string {
  return `${id}/${offset + index}`;
}

/** The id a suffixed id was made from. */
export function baseClipId(suffixed: string): string {
  const slash = suffixed.lastIndexOf('/');
  return slash === -1 ? suffixed : suffixed.slice(0, slash);
}
