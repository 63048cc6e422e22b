// What every service router gets: the state, the clock and the options.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VapidKeys } from './push.ts';
import type { Account, Client, DemoState, Session } from './state.ts';

/** Shared by the routers: the state, the clock and the options. */
export interface DemoContext {
  state: DemoState;
  now: () => Date;
  tokenTtlSeconds: number;
  /** how long a token retired by a refresh still refreshes (to its successor), in seconds */
  refreshGraceSeconds: number;
  /** origin used for image URLs; by default the request's own origin */
  publicUrl: string | undefined;
  /** The key pair the demo signs its pushes with (lib/push.ts). */
  vapid: VapidKeys;
}

/** Hono environment of the demo: Node bindings when served by @hono/node-server, none under app.request. */
export interface DemoEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  /** `ignoreSearch`: the fault 'ignore-search' matched the request (lib/faults.ts). */
  Variables: { session: Session; account: Account; client: Client; ignoreSearch: boolean };
}
