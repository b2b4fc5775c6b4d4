/**
 * The nonce the server gave this page for its style elements, from its `csp-nonce` meta element
 * (browsers hide a nonce from attributes, not from the property); none where the page was not
 * sent by the server (its placeholder is still there).
 */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== '%NONCE%' ? nonce : undefined;
}
