/** `attachment` with the name as it is (RFC 6266/5987) and an ASCII stand-in for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '');
  return `attachment; filename="${ascii || 'export'}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
