import { isLoopback } from './loopback';

/** The longest site address taken (an origin is a scheme, a host and a port). */
const MAX_LENGTH = 200;

export type SiteAddress =
  { origin: string; problem?: undefined } | { origin?: undefined; problem: string };

/**
 * A partner site's address as typed (`club.example`, `https://club.example/news/`) read as the
 * origin browsers send (`https://club.example`), or what is wrong with it, in words. Only the
 * scheme, host and port count: every page of the site is covered. A site is served over HTTPS;
 * plain HTTP only on this computer's own addresses (development).
 */
export function siteAddress(text: string): SiteAddress {
  const typed = text.trim();
  if (!typed) return { problem: 'Enter the site’s address, like https://club.example.' };
  if (typed.length > MAX_LENGTH) return { problem: 'That address is too long for a site.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { problem: 'That is not a web address. Enter one like https://club.example.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: 'A site’s address starts with https://.' };
  if (url.username || url.password)
    return { problem: 'Leave the name and password out of the address.' };
  const loopback = isLoopback(url.hostname);
  if (!loopback && !url.hostname.includes('.'))
    return { problem: 'Enter the site’s whole address, like https://club.example.' };
  if (url.protocol === 'http:' && !loopback)
    return {
      problem: 'Partner sites are served over HTTPS: the address starts with https://.',
    };
  return { origin: url.origin };
}

/** Whether the address as typed says more than its origin (a page, a query): only the site counts. */
export function narrowedToSite(text: string, origin: string): boolean {
  return text.trim().replace(/\/+$/, '') !== origin && /:\/\/|\//.test(text.trim());
}
