/** Case- and accent-insensitive form of text: "Ærø Café" → "aero cafe". */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();
}

/** Words of normalised text: runs of letters and digits. */
export function tokenize(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export function hasWildcard(pattern: string): boolean {
  return /[*?]/.test(pattern);
}

/** A whole-string matcher for a pattern with `*` (any run) and `?` (one character). */
export function wildcardRegExp(normalizedPattern: string): RegExp {
  const body = normalizedPattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 's');
}
