const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  m3u8: 'application/vnd.apple.mpegurl',
  jpg: 'image/jpeg',
  zip: 'application/zip',
  edl: 'text/plain; charset=utf-8',
  otio: 'application/json',
  json: 'application/json',
};

/** The media type a stored object is sent (and uploaded) as, from its key's extension. */
export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
