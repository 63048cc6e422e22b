// A strict stand-in for the platform fetch: tests list the calls they expect, each with its answer;
// any call nobody expected, any failed assertion on a call and any expected call never made fails
// the test at `verify()` (even when the code under test swallowed the rejection the fake returned).
//
//   const fake = createFakeFetch();
//   vi.stubGlobal('fetch', fake.fetch);
//   fake.expect({ method: 'GET', url: 'https://api.test/banners', reply: json([]) });
//   ...
//   afterEach(() => fake.verify());

/** One call as the fake saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The body exactly as handed to fetch (a string for JSON, the FormData itself for uploads). */
  body: unknown;
  signal: AbortSignal | undefined;
  /** Whether the call was asked to outlive the page (fetch `keepalive`). */
  keepalive: boolean;
  /** The HTTP cache mode asked for (fetch `cache`). */
  cache: RequestCache | undefined;
  /** The body parsed as JSON (throws when it is not a JSON string). */
  json(): unknown;
}

/** The answer to an expected call: a Response, or a function of the request that makes one (or rejects). */
export type Reply = Response | ((request: RecordedRequest) => Response | Promise<Response>);

/** A call the test expects: method, URL (exact, pattern or predicate), optional checks, answer. */
export interface Expectation {
  method: string;
  url: string | RegExp | ((url: string) => boolean);
  assert?: (request: RecordedRequest) => void;
  reply: Reply;
}

/** The fake and its bookkeeping. */
export interface FakeFetch {
  /** Install with `vi.stubGlobal('fetch', fake.fetch)`. */
  fetch: typeof fetch;
  /** Queues expected calls; a call takes the first unconsumed expectation with its method and URL. */
  expect(...calls: Expectation[]): FakeFetch;
  /** Every call made, in order. */
  readonly calls: RecordedRequest[];
  /** Throws listing every unexpected call, failed assertion and unconsumed expectation. */
  verify(): void;
}

/** A fresh strict fake with nothing expected. */
export function createFakeFetch(): FakeFetch {
  const pending: Expectation[] = [];
  const calls: RecordedRequest[] = [];
  const problems: string[] = [];

  const matches = (e: Expectation, r: RecordedRequest): boolean =>
    e.method.toUpperCase() === r.method &&
    (typeof e.url === 'string' ? e.url === r.url : e.url instanceof RegExp ? e.url.test(r.url) : e.url(r.url));

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body: unknown = init.body;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: input instanceof Request ? input.url : String(input),
      headers: new Headers(init.headers),
      body,
      signal: init.signal ?? undefined,
      keepalive: init.keepalive === true,
      cache: init.cache,
      json: () => JSON.parse(String(body)) as unknown,
    };
    calls.push(request);
    const index = pending.findIndex((e) => matches(e, request));
    if (index < 0) {
      const problem = `unexpected call: ${request.method} ${request.url}`;
      problems.push(problem);
      throw new Error(`[fake-fetch] ${problem}`);
    }
    const [expectation] = pending.splice(index, 1);
    try {
      expectation?.assert?.(request);
    } catch (error) {
      problems.push(`assertion failed on ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    request.signal?.throwIfAborted();
    const reply = expectation!.reply;
    return typeof reply === 'function' ? reply(request) : reply;
  };

  const fake: FakeFetch = {
    fetch: fakeFetch,
    calls,
    expect(...expected) {
      pending.push(...expected);
      return fake;
    },
    verify() {
      const all = [...problems, ...pending.map((e) => `expected call not made: ${e.method} ${String(e.url)}`)];
      problems.length = 0;
      pending.length = 0;
      if (all.length) throw new Error(`[fake-fetch]\n${all.join('\n')}`);
    },
  };
  return fake;
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A text answer of any content type (HTML error pages, malformed JSON). */
export function text(body: string, status = 200, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

/** A PDF answer. */
export function pdf(content = '%PDF-1.4 fake', status = 200): Response {
  return new Response(content, { status, headers: { 'content-type': 'application/pdf' } });
}

/** The connection fails, as fetch does when offline (TypeError: fetch failed). */
export const networkError: Reply = () => Promise.reject(new TypeError('fetch failed'));

/** Never answers; rejects with the signal's reason once the request is aborted (timeouts, cancels). */
export const hang: Reply = (request) =>
  new Promise((_resolve, reject) => {
    // An AbortSignal's reason is a DOMException (AbortError, TimeoutError) unless a caller passes its own.
    request.signal?.addEventListener('abort', () => reject(request.signal?.reason as Error), { once: true });
  });

/** An answer the test releases when it wants, to hold a call in flight. */
export function deferred(): { reply: Reply; resolve(response: Response): void } {
  let release: (response: Response) => void = () => undefined;
  const held = new Promise<Response>((resolve) => (release = resolve));
  return { reply: () => held, resolve: (response) => release(response) };
}
