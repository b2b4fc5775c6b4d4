/**
 * An address a person typed, read as http(s): the URL, or why it is not one ('empty', 'not
 * whole'; any other scheme is 'not web'). Each form says it in its own words.
 */
export function webAddress(text: string): URL | 'empty' | 'not whole' | 'not web' {
  const value = text.trim();
  if (!value) return 'empty';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not whole';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : 'not web';
}

/** The words for an address that is not a whole one, whichever form asks. */
export const NOT_WHOLE_ADDRESS = 'That is not a whole address: it starts with https://.';
