/** `text` as a LIKE/ILIKE pattern that finds it anywhere, its `%`, `_` and `\` taken as they are. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
