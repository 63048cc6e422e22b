// Links that come from the services' data (product-rules R225): an address is offered as a link only
// when it is https, so campaign data can never turn a tap into `javascript:` or `data:` code, or into
// an address on the open network that anyone on the way could change.

/** Hosts of this very machine, which no network can reach or alter: the demo API serves there over http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The address as the browser would follow it when it is an absolute https URL (or http on the
 * loopback, where the demo API runs); null for anything else: other schemes, relative paths, text.
 */
export function secureLink(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return secure ? url.href : null;
}
