// A data page's first read: the call that decides its largest element, sent by a small inline script in
// the page's head while the page's modules (React, the API client) are still on their way, and handed to
// the API client when it makes the same call (docs/performance.md, "First reads"). Plain data and one
// function without imports: the inline script is built from this file, and so are the audit's floor pages.
import type { ServiceName } from './client.ts';

/**
 * One first read: the same service, path with its query, and headers (in the order the API function
 * sends them) as the portal's own call. In the path and the headers' values, `{client}` stands for the
 * session's client code and `{1}`, `{2}`… for the page address's path segments (`/campanhas/101`: `{2}` is 101).
 */
export interface FirstRead {
  service: ServiceName;
  path: string;
  headers?: Record<string, string>;
}

/** The first read of each page that has one, by the name its page passes to PortalLayout. */
export const firstReads = {
  /** /pedidos: the history as it opens (45 days, every type: product-rules R81), which getUpdatedOrders asks for. */
  orders: { service: 'clientApi', path: '/client/my-updated-orders?dias_pedido=45&type=todos' },
} as const satisfies Record<string, FirstRead>;

export type FirstReadName = keyof typeof firstReads;

/** What the session and the page's address give a first read. */
export interface FirstReadContext {
  clientCode: string;
  /** `location.pathname`. */
  pathname: string;
}

/** The read's path and headers with its placeholders filled; undefined when the address lacks a segment it names. */
export function fillFirstRead(read: FirstRead, context: FirstReadContext): { path: string; headers: Record<string, string> } | undefined {
  const segments = context.pathname.split('/');
  let missing = false;
  // A path segment of the address arrives URL-encoded: decoded for a header, encoded again for a path.
  const fill = (text: string, encode: (value: string) => string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = name === 'client' ? context.clientCode : decodeURIComponent(segments[Number(name)] ?? '');
      if (!value) missing = true;
      return encode(value);
    });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(read.headers ?? {})) headers[name] = fill(value, String);
  const path = fill(read.path, encodeURIComponent);
  return missing ? undefined : { path, headers };
}
