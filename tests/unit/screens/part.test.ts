// The part every screen is built from (docs/architecture.md, "Screens"): loading → ready or error,
// the latest call wins, a quiet redraw keeps the view, retry, exit, a patched view, and the redraws
// when kept answers are replaced by fresh ones or the network comes back (docs/offline.md, "Kept
// answers"). createScreen is this lifecycle with a not-found state (screen.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $freshAnswers } from '../../../src/lib/api/kept-signals.ts';
import { $online } from '../../../src/lib/stores/online.ts';
import { createPart as createScreenPart, type PartState } from '../../../src/lib/screens/screen.ts';
import type { ReadableAtom } from 'nanostores';

/** Fresh answers replaced kept ones on screen (the tick kept-answers.ts publishes). */
const freshAnswersCame = () => $freshAnswers.set($freshAnswers.get() + 1);
/** The connection dropped and came back. */
function networkBack(): void {
  $online.set(false);
  $online.set(true);
}

// The redraw signals are the page's atoms: each test's parts leave at its end, so the next test's
// signals never reach them.
const created: Array<{ exit(): void }> = [];
function createPart<P, V>(...args: Parameters<typeof createScreenPart<P, V>>) {
  const part = createScreenPart<P, V>(...args);
  created.push(part);
  return part;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const part of created.splice(0)) part.exit();
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An answer the test gives when it chooses. */
function later<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Every state the part goes through from now on. */
function seen<V>($state: ReadableAtom<PartState<V>>): Array<PartState<V>> {
  const states: Array<PartState<V>> = [];
  $state.listen((state) => states.push(state));
  return states;
}

describe('createPart', () => {
  it('shows loading, then the view, or the error with its text; start twice with the same params loads once', async () => {
    const load = vi.fn((id: number) => (id > 0 ? Promise.resolve(`view ${id}`) : Promise.reject(new Error('boom'))));
    const part = createPart('test', load, { errorText: (error) => `falhou: ${(error as Error).message}` });
    expect(part.$state.get()).toEqual({ state: 'loading' });
    part.start(1);
    part.start(1);
    expect(part.$state.get()).toEqual({ state: 'loading' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'view 1' });
    part.start(-1);
    await settle();
    expect(part.$state.get()).toEqual({ state: 'error', message: 'falhou: boom' });
    expect(console.error).toHaveBeenCalledWith('[test]', expect.any(Error));
  });

  it('the error text is errorMessage’s by default', async () => {
    const part = createPart('test', () => Promise.reject(new Error('boom')));
    part.start(undefined);
    await settle();
    expect(part.$state.get()).toMatchObject({ state: 'error', message: expect.any(String) as unknown });
  });

  it('the latest call wins: an earlier answer arriving later is dropped, whether it succeeds or fails', async () => {
    const answers = [later<string>(), later<string>(), later<string>(), later<string>()];
    let call = 0;
    const part = createPart('test', () => answers[call++]!.promise);
    part.start('a');
    void part.load('b');
    answers[1]!.resolve('b');
    await settle();
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'b' });
    answers[0]!.resolve('a');
    await settle();
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'b' });

    const loading = part.load('c');
    void part.load('b'); // 'b' again: the answer to 'c' no longer counts
    answers[2]!.reject(new Error('late failure'));
    await loading;
    expect(part.$state.get()).toEqual({ state: 'loading' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('load settles when its answer is in, dropped or not', async () => {
    const answer = later<string>();
    const part = createPart('test', () => answer.promise);
    const loading = part.load(undefined);
    answer.resolve('view');
    await loading;
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'view' });
  });

  it('a quiet load keeps the view while it loads and when it fails, and replaces it when it succeeds', async () => {
    let answer: () => Promise<string> = () => Promise.resolve('first');
    const quiets: boolean[] = [];
    const part = createPart('test', (_params: void, _signal, quiet) => {
      quiets.push(quiet);
      return answer();
    });
    await part.load();
    const states = seen(part.$state);
    answer = () => Promise.reject(new Error('offline'));
    await part.load(undefined, true);
    expect(states).toEqual([]);
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'first' });
    answer = () => Promise.resolve('second');
    await part.load(undefined, true);
    expect(states).toEqual([{ state: 'ready', view: 'second' }]);
    expect(quiets).toEqual([false, true, true]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('retry loads the current params again with the skeleton; before any load it does nothing', async () => {
    const load = vi.fn((id: number) => Promise.resolve(`view ${id}`));
    const part = createPart('test', load);
    part.retry();
    expect(load).not.toHaveBeenCalled();
    part.start(7);
    await settle();
    part.retry();
    expect(part.$state.get()).toEqual({ state: 'loading' });
    await settle();
    expect(load.mock.calls.map(([id]) => id)).toEqual([7, 7]);
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'view 7' });
  });

  it('exit shows loading, drops a late answer and aborts its signal; the next start loads afresh', async () => {
    const answer = later<string>();
    const signals: AbortSignal[] = [];
    const load = vi.fn((_params: void, signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? answer.promise : Promise.resolve('again');
    });
    const part = createPart('test', load);
    part.start();
    part.exit();
    expect(signals[0]?.aborted).toBe(true);
    answer.resolve('late');
    await settle();
    expect(part.$state.get()).toEqual({ state: 'loading' });
    part.start();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'again' });
  });

  it('patch shows a view that came another way, and drops the call on its way', async () => {
    const answer = later<string>();
    let first = true;
    const part = createPart('test', (_params: void) => (first ? Promise.resolve('loaded') : answer.promise));
    part.patch((view) => view && `${view}!`);
    expect(part.$state.get()).toEqual({ state: 'loading' });
    await part.load();
    first = false;
    part.patch((view) => view && `${view}, patched`);
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'loaded, patched' });
    const redraw = part.load(undefined, true);
    part.patch(() => 'from a write');
    answer.resolve('older');
    await redraw;
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'from a write' });
    // Without a ready view, a patch that answers one shows it.
    part.exit();
    part.patch(() => 'given');
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'given' });
  });
});

describe('createPart: fresh data (docs/offline.md, "Kept answers")', () => {
  it('a ready part redraws in place when fresh answers replace kept ones or the network comes back', async () => {
    let answer = 'kept';
    const load = vi.fn(() => Promise.resolve(answer));
    const part = createPart('test', load);
    part.start(undefined);
    await settle();
    const states = seen(part.$state);
    answer = 'fresh';
    freshAnswersCame();
    await settle();
    answer = 'online';
    networkBack();
    await settle();
    expect(states).toEqual([
      { state: 'ready', view: 'fresh' },
      { state: 'ready', view: 'online' },
    ]); // never the skeleton
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a failed part loads again when the network comes back, with its skeleton, but not on fresh answers', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('view')));
    const part = createPart('test', load, { errorText: () => 'sem rede' });
    part.start(undefined);
    await settle();
    fail = false;
    freshAnswersCame();
    await settle();
    expect(part.$state.get()).toEqual({ state: 'error', message: 'sem rede' });
    expect(load).toHaveBeenCalledTimes(1);
    networkBack();
    expect(part.$state.get()).toEqual({ state: 'loading' });
    await settle();
    expect(part.$state.get()).toEqual({ state: 'ready', view: 'view' });
  });

  it('a part never started, or left, does not load', async () => {
    const load = vi.fn(() => Promise.resolve('view'));
    const part = createPart('test', load);
    networkBack();
    part.start(undefined);
    await settle();
    part.exit();
    networkBack();
    freshAnswersCame();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part kept off screen when fresh data came redraws in place at its next start, not only at the next fresh answer (R277)', async () => {
    let shown = true;
    let answer = 'kept';
    const load = vi.fn(() => Promise.resolve(answer));
    const part = createPart('test', load, { shown: () => shown });
    part.start(undefined);
    await settle();
    shown = false;
    answer = 'fresh';
    freshAnswersCame();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // Shown again: the same params, yet what it draws is the device's.
    shown = true;
    const states = seen(part.$state);
    part.start(undefined);
    await settle();
    expect(states).toEqual([{ state: 'ready', view: 'fresh' }]); // never the skeleton
    // Once redrawn, a start is a start again: nothing is asked.
    part.start(undefined);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part kept off screen (`shown` false) waits, and redraws again once shown', async () => {
    let shown = false;
    const load = vi.fn(() => Promise.resolve('view'));
    const part = createPart('test', load, { shown: () => shown });
    part.start(undefined);
    await settle();
    freshAnswersCame();
    networkBack();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    shown = true;
    freshAnswersCame();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
