// The kept answers (docs/offline.md, "Kept answers"): drawn at once, replaced by the network's, a
// stand-in when the network fails, bounded, per scope.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../../src/lib/api/errors.ts';
import { keptCaches } from '../../../src/lib/storage-keys.ts';
import { FakeCache } from '../../support/fake-cache.ts';

const cacheStorage = new Map<string, FakeCache>();
/** The shell's note, as it draws it from $keptNote (scripts/shell.ts). */
const note = { textContent: '', hidden: true };
/** How many times the screens were told to redraw ($freshAnswers). */
let refreshed = 0;

beforeEach(() => {
  vi.resetModules();
  cacheStorage.clear();
  note.textContent = '';
  note.hidden = true;
  refreshed = 0;
  vi.stubGlobal('caches', {
    open: (name: string) => Promise.resolve(cacheStorage.get(name) ?? cacheStorage.set(name, new FakeCache()).get(name)!),
    delete: (name: string) => Promise.resolve(cacheStorage.delete(name)),
    has: (name: string) => Promise.resolve(cacheStorage.has(name)),
  });
  vi.stubGlobal('location', { origin: 'https://portal.test' });
  vi.stubGlobal('window', new EventTarget());
});
afterEach(async () => {
  vi.useRealTimers();
  // A check queued by this case's writes would run against the next case's store.
  loaded?.cancelPrune();
  // A call still on its way would land in the next test, and its answer be kept in that test's store.
  await Promise.allSettled(onTheirWay);
  onTheirWay.clear();
  await sleep(5);
  vi.unstubAllGlobals();
});

/** The module (fresh for each test), with the note and the redraws following what it publishes. */
/**
 * A screen of two parts, a and b, read at once: each read counted in `sent` and answered (2) after its delay;
 * answers what each part shows.
 */
function readParts(
  keptRead: Awaited<ReturnType<typeof load>>['keptRead'],
  sent: Record<'a' | 'b', number>,
  delays: Record<'a' | 'b', number>,
) {
  return Promise.all(
    (['a', 'b'] as const).map((part) =>
      keptRead(
        read(
          () => {
            sent[part]++;
            return later(delays[part], () => answer(2));
          },
          { key: `GET /${part}` },
        ),
      ),
    ),
  );
}

/** The module the current case loaded. */
let loaded: { cancelPrune: () => void } | undefined;

async function load() {
  const module = await import('../../../src/lib/api/kept-answers.ts');
  loaded = module;
  const signals = await import('../../../src/lib/api/kept-signals.ts');
  if (listening !== signals) {
    listening = signals;
    signals.$keptNote.listen((text) => {
      note.textContent = text ?? '';
      note.hidden = text === null;
    });
    signals.$freshAnswers.listen(() => refreshed++);
  }
  return { ...module, $freshAnswers: signals.$freshAnswers };
}
let listening: unknown;
const parse = (text: unknown) => {
  const value = JSON.parse(String(text)) as { n?: unknown };
  if (typeof value.n !== 'number') throw new Error('broken');
  return value.n;
};
const answer = (n: number) => Promise.resolve({ _data: JSON.stringify({ n }) });
/** The answers of `later`, which each test waits for before the next starts. */
const onTheirWay = new Set<Promise<unknown>>();
const later = <T>(ms: number, value: () => Promise<T>) => {
  const answered = new Promise<T>((resolve, reject) => setTimeout(() => void value().then(resolve, reject), ms));
  onTheirWay.add(answered);
  return answered;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An answer the test hands over when it wants. */
function deferredAnswer() {
  let resolve!: (value: { _data?: unknown }) => void;
  const promise = new Promise<{ _data?: unknown }>((done) => (resolve = done));
  return { promise, resolve };
}
const read = (
  send: () => Promise<{ _data?: unknown }>,
  { key = 'GET /client/my-debits', ...extra }: Partial<{ scope: string; key: string; mode: 'race' | 'fallback' }> = {},
) => ({
  scope: 'user/100001',
  call: [key, 'clientApi', {}] as const,
  parse,
  mode: 'race' as const,
  send,
  ...extra,
});

async function keepOne(n: number, extra: Partial<{ scope: string; key: string }> = {}) {
  const { keptRead } = await load();
  await keptRead(read(() => answer(n), extra));
  await vi.waitFor(() => expect(cacheStorage.get(keptCaches.answers)?.entries.size).toBeGreaterThan(0)); // the write follows the answer
}

/** The number in the kept answer of the default read. */
async function storedN(): Promise<unknown> {
  const entry = await cacheStorage
    .get(keptCaches.answers)
    ?.match(`https://portal.test/__kept/${encodeURIComponent('user/100001\nGET /client/my-debits ["clientApi",null,null,[]]')}`);
  return entry ? parse(await entry.text()) : undefined;
}

/** A kept answer (1) drawn for a slow call, then its fresh answer (2) in its place: what a redraw finds. */
async function keptThenFresh() {
  await keepOne(1);
  const module = await load();
  const calls = { sent: 0 };
  const slow = () => {
    calls.sent++;
    return later(100, () => answer(calls.sent + 1));
  };
  // The first call answers once its kept answer is drawn, however busy the machine: no race with the grace.
  const first = deferredAnswer();
  const held = () => {
    calls.sent++;
    return first.promise;
  };
  await expect(module.keptRead(read(held))).resolves.toBe(1);
  first.resolve({ _data: JSON.stringify({ n: 2 }) });
  await vi.waitFor(() => expect(refreshed).toBe(1), { timeout: 5000 });
  return { ...module, slow, calls };
}

describe('keptRead (R171)', () => {
  it('answers with the network when it comes first, and keeps the answer', async () => {
    const { keptRead } = await load();
    await expect(keptRead(read(() => answer(1)))).resolves.toBe(1);
    await sleep(5);
    expect([...cacheStorage.get(keptCaches.answers)!.entries.keys()]).toHaveLength(1);
    expect(note.hidden).toBe(true);
  });

  it('keys a read by its headers in one order, whatever order they come in, with no collator built', async () => {
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const { keptRead } = await load();
      const withHeaders = (headers: Record<string, string>, send: () => Promise<{ _data?: unknown }>) => ({
        ...read(send, { key: 'GET /catalog/page' }),
        call: ['GET /catalog/page', 'productsApi', { headers }] as const,
      });
      await keptRead(withHeaders({ 'current-page': '2', brand: 'Brahma', 'client-code': '100001' }, () => answer(1)));
      // The key is written as it has been since answers were first kept: a deploy finds them again.
      const key =
        'user/100001\nGET /catalog/page ["productsApi",null,null,[["brand","Brahma"],["client-code","100001"],["current-page","2"]]]';
      await vi.waitFor(() =>
        expect([...cacheStorage.get(keptCaches.answers)!.entries.keys()]).toEqual([
          `https://portal.test/__kept/${encodeURIComponent(key)}`,
        ]),
      );
      const slow = () => later(400, () => answer(2));
      await expect(keptRead(withHeaders({ 'client-code': '100001', brand: 'Brahma', 'current-page': '2' }, slow))).resolves.toBe(1);
      expect(compared).not.toHaveBeenCalled();
    } finally {
      compared.mockRestore();
    }
  });

  it('draws the kept answer when the network is slow, with its date, then hands the fresh one to the redraw', async () => {
    await keepOne(1);
    const { keptRead } = await load();
    let sent = 0;
    const slow = () => {
      sent++;
      return later(400, () => answer(2));
    };
    await expect(keptRead(read(slow))).resolves.toBe(1);
    expect(note.hidden).toBe(false);
    expect(note.textContent).toMatch(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
    // The fresh answer lands 400 ms later, or later on a loaded machine.
    await vi.waitFor(
      () => {
        expect(refreshed).toBe(1);
        expect(note.hidden).toBe(true);
      },
      { timeout: 5000 },
    );
    // The screen's redraw gets the fresh answer without another call.
    await expect(keptRead(read(slow))).resolves.toBe(2);
    expect(sent).toBe(1);
  });

  it('a screen redrawing on each fresh answer asks each call once, then stops', async () => {
    // Two parts on screen from kept answers; their fresh answers come 250 ms apart. Each fresh answer
    // makes the screen read every part again (what onFreshData redraws do).
    await keepOne(1, { key: 'GET /a' });
    await keepOne(1, { key: 'GET /b' });
    const { keptRead, $freshAnswers } = await load();
    const sent = { a: 0, b: 0 };
    const delays = { a: 100, b: 350 };
    const readAll = () => readParts(keptRead, sent, delays);
    $freshAnswers.listen(() => void readAll());
    await expect(readAll()).resolves.toEqual([1, 1]);
    await sleep(1500);
    // Before, each redraw sent the other part again: an endless ping-pong of calls and kept answers.
    expect(sent).toEqual({ a: 1, b: 1 });
    expect(refreshed).toBe(2);
    const settled = { ...sent };
    await sleep(500);
    expect(sent).toEqual(settled);
    expect(note.hidden).toBe(true);
  });

  it('a fresh answer that came before its kept one serves the redraw another part sets off: no second call', async () => {
    // Part a answers within the grace (a fast network, or the page's first read handing its answer over);
    // part b is slow, so its kept answer is drawn, and its fresh one later redraws both parts.
    await keepOne(1, { key: 'GET /a' });
    await keepOne(1, { key: 'GET /b' });
    const { keptRead, $freshAnswers, NETWORK_GRACE_MS } = await load();
    const sent = { a: 0, b: 0 };
    const delays = { a: NETWORK_GRACE_MS / 5, b: 300 };
    const readAll = () => readParts(keptRead, sent, delays);
    const redraws: Promise<number[]>[] = [];
    $freshAnswers.listen(() => void redraws.push(readAll()));
    await expect(readAll()).resolves.toEqual([2, 1]);
    await vi.waitFor(() => expect(redraws.length).toBe(1));
    await expect(redraws[0]).resolves.toEqual([2, 2]);
    expect(sent).toEqual({ a: 1, b: 1 });
  });

  it('a redraw whose kept lookup is overtaken by the fresh answer takes the fresh one, and the date goes', async () => {
    await keepOne(1);
    const { keptRead } = await load();
    const out = deferredAnswer();
    let sent = 0;
    const slow = () => {
      sent++;
      return out.promise;
    };
    await expect(keptRead(read(slow))).resolves.toBe(1);
    // The redraw's look at the kept answers is slow (a busy phone); the fresh answer lands meanwhile.
    const cache = cacheStorage.get(keptCaches.answers)!;
    const match = cache.match.bind(cache);
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    cache.match = async (url: string) => {
      await gate;
      return match(url);
    };
    const redraw = keptRead(read(slow));
    out.resolve({ _data: JSON.stringify({ n: 2 }) });
    await sleep(5);
    release();
    await expect(redraw).resolves.toBe(2);
    expect(sent).toBe(1);
    expect(note.hidden).toBe(true);
  });

  it('forgets the fresh answers when the connection drops: the redraw back online asks the network', async () => {
    // The clock stands still: a busy machine cannot let the fresh answer's FRESH_FOR_MS run out meanwhile.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { keptRead, slow, calls } = await keptThenFresh();
    await expect(keptRead(read(slow))).resolves.toBe(2); // the redraw, from the fresh answer
    window.dispatchEvent(new Event('offline'));
    await expect(keptRead(read(() => answer(++calls.sent + 1)))).resolves.toBe(3);
    expect(calls.sent).toBe(2);
  });

  it('a call sent offline, or out when the connection dropped, is never waited on: a later read sends its own', async () => {
    await keepOne(1, { key: 'GET /a' });
    await keepOne(1, { key: 'GET /b' });
    const { keptRead } = await load();
    const sent = { a: 0, b: 0 };
    const hanging = (part: 'a' | 'b') => () => {
      sent[part]++;
      return new Promise<{ _data?: unknown }>(() => undefined);
    };
    vi.stubGlobal('navigator', { onLine: false });
    await expect(keptRead(read(hanging('a'), { key: 'GET /a' }))).resolves.toBe(1);
    vi.stubGlobal('navigator', { onLine: true });
    await expect(keptRead(read(hanging('b'), { key: 'GET /b' }))).resolves.toBe(1);
    window.dispatchEvent(new Event('offline'));
    // Back online, the screen's redraw: both calls go out again.
    await expect(keptRead(read(hanging('a'), { key: 'GET /a' }))).resolves.toBe(1);
    await expect(keptRead(read(hanging('b'), { key: 'GET /b' }))).resolves.toBe(1);
    expect(sent).toEqual({ a: 2, b: 2 });
  });

  it('a read made while a call the screen left is still out sends its own', async () => {
    await keepOne(1);
    const { keptRead, NETWORK_GRACE_MS } = await load();
    const left = new AbortController();
    let sent = 0;
    const slow = () => {
      sent++;
      return later(300, () => answer(2));
    };
    const withSignal = (signal: AbortSignal) => {
      const base = read(slow);
      return { ...base, call: [base.call[0], base.call[1], { signal }] as const };
    };
    await expect(keptRead(withSignal(left.signal))).resolves.toBe(1);
    left.abort();
    const now = performance.now();
    await expect(keptRead(withSignal(new AbortController().signal))).resolves.toBe(1);
    expect(performance.now() - now).toBeGreaterThanOrEqual(NETWORK_GRACE_MS - 5); // its own call's grace
    expect(sent).toBe(2);
    await sleep(300); // the answers come before the next test
  });

  it("a fresh answer that replaced a kept one answers the redraws for a while, never to a read in 'fallback' mode (a caller that cannot redraw)", async () => {
    const { keptRead, FRESH_FOR_MS, slow, calls } = await keptThenFresh();
    await expect(keptRead(read(slow))).resolves.toBe(2);
    await expect(keptRead(read(slow))).resolves.toBe(2);
    expect(calls.sent).toBe(1);
    await expect(keptRead(read(slow, { mode: 'fallback' }))).resolves.toBe(3);
    expect(calls.sent).toBe(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + FRESH_FOR_MS);
      await expect(keptRead(read(slow))).resolves.toBe(3); // the kept one (now the latest), the network asked again
      expect(calls.sent).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a write, a kept answer from before it waits for the network, and stands in only when the network fails', async () => {
    await keepOne(1);
    await keepOne(1, { key: 'GET /other' });
    const { keptRead, afterWrite, NETWORK_GRACE_MS } = await load();
    afterWrite();
    const out = deferredAnswer();
    let settled = false;
    const reading = keptRead(read(() => out.promise)).finally(() => (settled = true));
    await sleep(NETWORK_GRACE_MS * 3);
    expect(settled).toBe(false); // not drawn for a slow network: it shows what was there before the write
    expect(note.hidden).toBe(true);
    out.resolve({ _data: JSON.stringify({ n: 2 }) });
    await expect(reading).resolves.toBe(2);
    await expect(keptRead(read(() => Promise.reject(new NetworkError('offline')), { key: 'GET /other' }))).resolves.toBe(1);
    expect(note.hidden).toBe(false);
  });

  it('after a write, a fresh answer remembered before it is not reused: the read asks the network', async () => {
    const { keptRead, afterWrite, calls } = await keptThenFresh();
    afterWrite();
    const out = deferredAnswer();
    const reading = keptRead(read(() => out.promise));
    out.resolve({ _data: JSON.stringify({ n: 3 }) });
    await expect(reading).resolves.toBe(3);
    expect(calls.sent).toBe(1);
  });

  it('after a write, an answer to a call sent before it reaches its caller but is neither kept nor reused', async () => {
    await keepOne(1);
    const { keptRead, afterWrite } = await load();
    // A redraw's call, out when the write succeeds (its kept answer drawn meanwhile).
    const before = deferredAnswer();
    await expect(keptRead(read(() => before.promise))).resolves.toBe(1);
    afterWrite();
    await sleep(2); // an answer kept within the write's millisecond counts as before it
    // The read the write's flow makes: not the call out from before the write, one of its own.
    const out = deferredAnswer();
    const after = keptRead(read(() => out.promise));
    out.resolve({ _data: JSON.stringify({ n: 5 }) });
    await expect(after).resolves.toBe(5);
    await vi.waitFor(() => expect(storedN()).resolves.toBe(5));
    before.resolve({ _data: JSON.stringify({ n: 4 }) });
    await vi.waitFor(() => expect(refreshed).toBe(1)); // its screen redraws
    await sleep(10);
    await expect(storedN()).resolves.toBe(5); // the store keeps the answer from after the write
    let sent = 0;
    const slow = deferredAnswer();
    const redraw = () => {
      sent++;
      return slow.promise;
    };
    // The redraw: 4 is not reused; 5, the answer from after the write, is (fresh, seconds old: no call).
    await expect(keptRead(read(redraw))).resolves.toBe(5);
    expect(sent).toBe(0);
    expect(note.hidden).toBe(true);
  });

  it('waits the network out for a short grace before drawing a kept answer', async () => {
    await keepOne(1);
    const { keptRead, NETWORK_GRACE_MS } = await load();
    await expect(keptRead(read(() => later(NETWORK_GRACE_MS / 3, () => answer(2))))).resolves.toBe(2);
    expect(note.hidden).toBe(true);
  });

  it('counts the grace from when the call left, not from when the kept answer was found', async () => {
    await keepOne(1);
    const { keptRead, NETWORK_GRACE_MS } = await load();
    const slow = () => later(1000, () => answer(2));
    // A call that left a full grace ago (the page's first read, sent before this module loaded).
    const started = performance.now();
    await expect(keptRead({ ...read(slow), sentAt: started - NETWORK_GRACE_MS })).resolves.toBe(1);
    expect(performance.now() - started).toBeLessThan(NETWORK_GRACE_MS);
    // A call that leaves now waits the grace out.
    await keepOne(1, { key: 'GET /other' });
    const now = performance.now();
    await expect(keptRead(read(slow, { key: 'GET /other' }))).resolves.toBe(1);
    expect(performance.now() - now).toBeGreaterThanOrEqual(NETWORK_GRACE_MS - 5);
  });

  it('stands in with the kept answer when there is no network, and keeps its date on screen', async () => {
    await keepOne(1);
    const { keptRead } = await load();
    await expect(keptRead(read(() => Promise.reject(new NetworkError('offline')), { mode: 'fallback' }))).resolves.toBe(1);
    expect(note.hidden).toBe(false);
  });

  it('stands in for a 5xx, never for a 404 or a refused session', async () => {
    await keepOne(1);
    const { keptRead } = await load();
    await expect(keptRead(read(() => Promise.reject(new HttpError(503, {})), { mode: 'fallback' }))).resolves.toBe(1);
    const notFound = new HttpError(404, {});
    await expect(keptRead(read(() => Promise.reject(notFound), { mode: 'fallback' }))).rejects.toBe(notFound);
    const refused = new HttpError(401, {});
    await expect(keptRead(read(() => Promise.reject(refused), { mode: 'fallback' }))).rejects.toBe(refused);
  });

  it('a failure no kept answer stands in for leaves no date on screen, even when one is kept', async () => {
    await keepOne(1);
    const { keptRead, NETWORK_GRACE_MS } = await load();
    const notFound = new HttpError(404, {});
    await expect(keptRead(read(() => Promise.reject(notFound)))).rejects.toBe(notFound);
    await sleep(NETWORK_GRACE_MS + 50);
    expect(note.hidden).toBe(true);
  });

  it('a later fresh answer for the same call takes the date away (the network back)', async () => {
    await keepOne(1);
    const { keptRead } = await load();
    await keptRead(read(() => Promise.reject(new NetworkError('offline'))));
    expect(note.hidden).toBe(false);
    await expect(keptRead(read(() => answer(2)))).resolves.toBe(2);
    expect(note.hidden).toBe(true);
  });

  it('a call the screen left (aborted) takes its date away', async () => {
    await keepOne(1);
    const { keptRead } = await load();
    let leave: (reason: unknown) => void = () => undefined;
    const pending = new Promise<{ _data?: unknown }>((_, reject) => (leave = reject));
    await expect(keptRead(read(() => pending))).resolves.toBe(1);
    expect(note.hidden).toBe(false);
    leave(new DOMException('left', 'AbortError'));
    await sleep(5);
    expect(note.hidden).toBe(true);
  });

  it('fails as the network did when nothing is kept', async () => {
    const { keptRead } = await load();
    const error = new NetworkError('offline');
    await expect(keptRead(read(() => Promise.reject(error)))).rejects.toBe(error);
  });

  it("in 'fallback' mode waits for a slow network instead of drawing the kept answer", async () => {
    await keepOne(1);
    const { keptRead } = await load();
    await expect(keptRead(read(() => later(300, () => answer(2)), { mode: 'fallback' }))).resolves.toBe(2);
    expect(note.hidden).toBe(true);
  });

  it('never shows one scope’s answer to another (user and company)', async () => {
    await keepOne(1, { scope: 'user/100001' });
    const { keptRead } = await load();
    const error = new NetworkError('offline');
    await expect(keptRead(read(() => Promise.reject(error), { scope: 'user/100002' }))).rejects.toBe(error);
    await expect(keptRead(read(() => Promise.reject(error), { scope: 'other/100001' }))).rejects.toBe(error);
  });

  it('treats a kept answer that no longer parses as none, and does not keep a broken answer', async () => {
    const { keptRead } = await load();
    await expect(keptRead(read(() => Promise.resolve({ _data: '{"n":"x"}' })))).rejects.toThrow('broken');
    await sleep(5);
    expect(cacheStorage.get(keptCaches.answers)?.entries.size ?? 0).toBe(0);
    await cacheStorage.get(keptCaches.answers)?.put('x', new Response('')); // (a cache exists)
    const cache = (await caches.open(keptCaches.answers)) as unknown as FakeCache;
    await cache.put(
      `https://portal.test/__kept/${encodeURIComponent('user/100001\nGET /client/my-debits []')}`,
      new Response('{"n":"old"}'),
    );
    await expect(keptRead(read(() => later(250, () => answer(3))))).resolves.toBe(3);
  });

  it('checks the limits once a burst of writes has settled, reading the store back once', async () => {
    const readBack = vi.spyOn(FakeCache.prototype, 'matchAll');
    const { keptRead, PRUNE_AFTER_MS } = await load();
    for (let i = 0; i < 6; i++) await keptRead(read(() => answer(i), { key: `GET /burst${i}` }));
    await vi.waitFor(() => expect(cacheStorage.get(keptCaches.answers)?.entries.size).toBe(6));
    expect(readBack).not.toHaveBeenCalled();
    await sleep(PRUNE_AFTER_MS + 50);
    expect(readBack).toHaveBeenCalledTimes(1);
  });

  it("after 'Sair' deleted the store, the check does not bring it back", async () => {
    const { keptRead, PRUNE_AFTER_MS } = await load();
    await keptRead(read(() => answer(1)));
    await vi.waitFor(() => expect(cacheStorage.has(keptCaches.answers)).toBe(true));
    cacheStorage.delete(keptCaches.answers);
    await sleep(PRUNE_AFTER_MS + 50);
    expect(cacheStorage.has(keptCaches.answers)).toBe(false);
  });

  it('keeps at most MAX_KEPT answers, dropping the oldest written', async () => {
    const { keptRead, MAX_KEPT, PRUNE_AFTER_MS } = await load();
    for (let i = 0; i <= MAX_KEPT; i++) await keptRead(read(() => answer(i), { key: `GET /k${i}` }));
    await sleep(PRUNE_AFTER_MS + 50);
    const keys = [...cacheStorage.get(keptCaches.answers)!.entries.keys()];
    expect(keys).toHaveLength(MAX_KEPT);
    expect(keys[0]).toContain(encodeURIComponent('GET /k1'));
  });

  it('keeps at most MAX_KEPT_TOTAL_CHARS in all, dropping the oldest written (R241)', async () => {
    const { keptRead, MAX_KEPT_TOTAL_CHARS, MAX_KEPT_CHARS, PRUNE_AFTER_MS } = await load();
    const pad = 'x'.repeat(MAX_KEPT_CHARS - 100);
    const fits = Math.floor(MAX_KEPT_TOTAL_CHARS / MAX_KEPT_CHARS);
    for (let i = 0; i <= fits; i++)
      await keptRead(read(() => Promise.resolve({ _data: JSON.stringify({ n: i, pad }) }), { key: `GET /big${i}` }));
    await sleep(PRUNE_AFTER_MS + 50);
    const keys = [...cacheStorage.get(keptCaches.answers)!.entries.keys()];
    expect(keys).toHaveLength(fits);
    expect(keys[0]).toContain(encodeURIComponent('GET /big1'));
  });

  it('an answer older than MAX_KEPT_AGE_MS is never drawn, and goes at the check after the next write (R241)', async () => {
    const { keptRead, MAX_KEPT_AGE_MS, PRUNE_AFTER_MS } = await load();
    await keptRead(read(() => answer(1)));
    await keptRead(read(() => answer(2), { key: 'GET /other' }));
    await sleep(10);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MAX_KEPT_AGE_MS + 60_000 });
    try {
      const error = new NetworkError('offline');
      await expect(keptRead(read(() => Promise.reject(error)))).rejects.toBe(error);
      await keptRead(read(() => answer(3), { key: 'GET /third' }));
      await sleep(PRUNE_AFTER_MS + 50);
      const keys = [...cacheStorage.get(keptCaches.answers)!.entries.keys()];
      expect(keys).toHaveLength(1);
      expect(keys[0]).toContain(encodeURIComponent('GET /third'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer that lands after the session changed (Sair, another user, another company) is not kept (R242)', async () => {
    const { keptRead } = await load();
    let scope: string | null = 'user/100001';
    const landing = deferredAnswer();
    const reading = keptRead({ ...read(() => landing.promise), scopeNow: () => scope });
    scope = null; // 'Sair' here or in another tab
    landing.resolve({ _data: JSON.stringify({ n: 7 }) });
    await expect(reading).resolves.toBe(7);
    await sleep(10);
    expect(cacheStorage.get(keptCaches.answers)?.entries.size ?? 0).toBe(0);
    scope = 'user/100002';
    await keptRead({ ...read(() => answer(8)), scopeNow: () => scope });
    await sleep(10);
    expect(cacheStorage.get(keptCaches.answers)?.entries.size ?? 0).toBe(0);
  });

  it('another user on the device: every kept answer of anyone else goes, with the visited addresses (R242)', async () => {
    vi.stubGlobal('caches', {
      open: (name: string) => Promise.resolve(cacheStorage.get(name) ?? cacheStorage.set(name, new FakeCache()).get(name)!),
      delete: (name: string) => Promise.resolve(cacheStorage.delete(name)),
      has: (name: string) => Promise.resolve(cacheStorage.has(name)),
    });
    const { keptRead, forgetOtherUsers } = await load();
    await keptRead(read(() => answer(1), { scope: 'user-a/100001' }));
    await keptRead(read(() => answer(2), { scope: 'user-b/200001', key: 'GET /other' }));
    await sleep(10);
    cacheStorage.set(keptCaches.visited, new FakeCache());
    await forgetOtherUsers('user-b');
    const keys = [...cacheStorage.get(keptCaches.answers)!.entries.keys()].map((url) => decodeURIComponent(url));
    expect(keys).toEqual([expect.stringContaining('user-b/200001') as string]);
    expect(cacheStorage.has(keptCaches.visited)).toBe(false);
    // Nothing of anyone else: nothing to do, the visited addresses stay.
    cacheStorage.set(keptCaches.visited, new FakeCache());
    await forgetOtherUsers('user-b');
    expect(cacheStorage.has(keptCaches.visited)).toBe(true);
  });

  it('does not keep answers above MAX_KEPT_CHARS', async () => {
    const { keptRead, MAX_KEPT_CHARS } = await load();
    const big = JSON.stringify({ n: 1, pad: 'x'.repeat(MAX_KEPT_CHARS) });
    await keptRead(read(() => Promise.resolve({ _data: big })));
    await sleep(5);
    expect(cacheStorage.get(keptCaches.answers)?.entries.size ?? 0).toBe(0);
  });

  it('keeps a long list answer in part, its first items, and says so when it is drawn (R302)', async () => {
    const { keptRead, MAX_KEPT_CHARS, NETWORK_GRACE_MS } = await load();
    const orders = Array.from({ length: 900 }, (_, i) => ({ VBELN: String(i), pad: 'x'.repeat(1_200) }));
    const big = JSON.stringify({ n: 900, pedidos: orders });
    const call = ['GET /client/my-orders', 'clientApi', { keptPart: { list: 'pedidos', noun: 'pedidos' } }] as const;
    const history = (send: () => Promise<{ _data?: unknown }>) => ({ ...read(send), call });
    await keptRead(history(() => Promise.resolve({ _data: big })));
    await vi.waitFor(() => expect(cacheStorage.get(keptCaches.answers)?.entries.size).toBe(1));
    const [entry] = [...cacheStorage.get(keptCaches.answers)!.entries.values()];
    const text = await entry!.clone().text();
    expect(text.length).toBeLessThanOrEqual(MAX_KEPT_CHARS);
    const kept = JSON.parse(text) as { pedidos: Array<{ VBELN: string }> };
    expect(kept.pedidos[0]!.VBELN).toBe('0');
    const count = kept.pedidos.length;
    expect(count).toBeGreaterThan(700);
    expect(count).toBeLessThan(900);
    // Offline, the part is drawn with its date and what it lacks.
    await expect(keptRead(history(() => Promise.reject(new NetworkError('offline'))))).resolves.toBe(900);
    expect(note.hidden).toBe(false);
    expect(note.textContent).toMatch(/^Atualizado em \d\d\/\d\d\/\d{4} às \d\d:\d\d\. /);
    expect(note.textContent).toContain(`Neste aparelho: ${count} de 900 pedidos; os demais precisam de conexão.`);
    // The network's whole answer takes its place, and the note goes.
    const slow = deferredAnswer();
    const drawn = keptRead(history(() => slow.promise));
    await expect(drawn).resolves.toBe(900);
    await sleep(NETWORK_GRACE_MS);
    slow.resolve({ _data: big });
    await vi.waitFor(() => expect(note.hidden).toBe(true));
  });

  it('keeps nothing of a long answer that has no list to cut', async () => {
    const { keptRead, MAX_KEPT_CHARS } = await load();
    const big = JSON.stringify({ n: 1, pad: 'x'.repeat(MAX_KEPT_CHARS) });
    await keptRead({
      ...read(() => Promise.resolve({ _data: big })),
      call: ['GET /x', 'clientApi', { keptPart: { list: 'pedidos', noun: 'pedidos' } }] as const,
    });
    await sleep(5);
    expect(cacheStorage.get(keptCaches.answers)?.entries.size ?? 0).toBe(0);
  });

  it('works without Cache Storage, as the network answers', async () => {
    vi.stubGlobal('caches', undefined);
    const { keptRead } = await load();
    await expect(keptRead(read(() => answer(4)))).resolves.toBe(4);
    const error = new NetworkError('offline');
    await expect(keptRead(read(() => Promise.reject(error)))).rejects.toBe(error);
  });

  it('lists a scope’s kept answers of some endpoints, with the headers each was asked with, for a search of the device (R269)', async () => {
    const { keptRead, keptAnswersOf } = await load();
    const page = (key: string, headers: Record<string, string>, n: number, scope = 'user/100001') =>
      keptRead({ ...read(() => answer(n), { key, scope }), call: [key, 'productsApi', { headers }] as const });
    await page('GET /catalog/favorites', { 'client-code': '100001', days: '30' }, 1);
    await page('GET /catalog/products', { category: 'Cervejas', brand: 'Brahma', 'current-page': '2' }, 2);
    await page('GET /client/my-debits', {}, 3);
    await page('GET /catalog/news', {}, 4, 'user/200001');
    await vi.waitFor(() => expect(cacheStorage.get(keptCaches.answers)?.entries.size).toBe(4));
    // The page's last kept read says whose answers these are: user/100001's now.
    await page('GET /catalog/favorites', { 'client-code': '100001', days: '30' }, 1);
    const kept = await keptAnswersOf(['GET /catalog/favorites', 'GET /catalog/products', 'GET /catalog/news']);
    expect(kept.sort((a, b) => a.endpoint.localeCompare(b.endpoint))).toEqual([
      {
        id: expect.stringMatching(/^user\/100001\nGET \/catalog\/favorites /) as string,
        at: expect.any(Number) as number,
        endpoint: 'GET /catalog/favorites',
        headers: { 'client-code': '100001', days: '30' },
        text: JSON.stringify({ n: 1 }),
      },
      {
        id: expect.stringMatching(/^user\/100001\nGET \/catalog\/products /) as string,
        at: expect.any(Number) as number,
        endpoint: 'GET /catalog/products',
        headers: { brand: 'Brahma', category: 'Cervejas', 'current-page': '2' },
        text: JSON.stringify({ n: 2 }),
      },
    ]);
    expect(kept[0]!.at).toBeGreaterThan(Date.now() - 60_000);
    // A text the caller holds already is not read again (R303); the others are.
    const again = await keptAnswersOf(
      ['GET /catalog/favorites', 'GET /catalog/products'],
      (id, at) => id === kept[0]!.id && at === kept[0]!.at,
    );
    expect(Object.fromEntries(again.map(({ endpoint, text }) => [endpoint, text]))).toEqual({
      'GET /catalog/favorites': null,
      'GET /catalog/products': JSON.stringify({ n: 2 }),
    });
    // Past its age an answer is as if none were kept.
    vi.useFakeTimers({ now: Date.now() + 31 * 86_400_000, toFake: ['Date'] });
    expect(await keptAnswersOf(['GET /catalog/favorites'])).toEqual([]);
    vi.useRealTimers();
    // The stored session is now another's: nothing of this page's user.
    await keptRead({ ...read(() => answer(5)), scopeNow: () => 'user/200001' });
    expect(await keptAnswersOf(['GET /catalog/favorites'])).toEqual([]);
    await keptRead({ ...read(() => answer(5)), scopeNow: () => 'user/100001' });
    expect(await keptAnswersOf(['GET /catalog/favorites'])).toHaveLength(1);
    vi.stubGlobal('caches', undefined);
    expect(await keptAnswersOf(['GET /catalog/favorites'])).toEqual([]);
  });
});
