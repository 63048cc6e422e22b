// The shape every data screen has (docs/architecture.md, "Screens"), and its redraws when kept
// answers are replaced by fresh ones or the network comes back (docs/offline.md, "Kept answers").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScreen, onFreshData, ScreenNotFound } from '../../../src/lib/screens/screen.ts';
import { $freshAnswers } from '../../../src/lib/api/kept-signals.ts';
import { $online } from '../../../src/lib/stores/online.ts';
import { freshAnswersCame, networkBack } from '../../support/screen.ts';

let events: EventTarget;
beforeEach(() => {
  events = new EventTarget();
  vi.stubGlobal('window', events);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createScreen (R171)', () => {
  it('loads once per params, shows errors and not-found, and retries', async () => {
    const load = vi.fn((id: number) => {
      if (id === 0) return Promise.reject(new ScreenNotFound('zero'));
      if (id < 0) return Promise.reject(new Error('boom'));
      return Promise.resolve(`view ${id}`);
    });
    const screen = createScreen('test', load, { errorText: () => 'falhou' });
    screen.start(1);
    screen.start(1);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.$state.get()).toEqual({ state: 'ready', view: 'view 1' });
    screen.start(0);
    await settle();
    expect(screen.$state.get()).toEqual({ state: 'not-found' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    screen.start(-1);
    await settle();
    expect(screen.$state.get()).toEqual({ state: 'error', message: 'falhou' });
    screen.retry();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.exit();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
  });

  it('redraws a ready screen in place when fresh answers replace kept ones, keeping it if the redraw fails', async () => {
    let answer: () => Promise<string> = () => Promise.resolve('kept view');
    const screen = createScreen('test', () => answer());
    screen.start(undefined);
    await settle();
    const seen: string[] = [];
    screen.$state.listen((state) => seen.push(state.state));
    answer = () => Promise.resolve('fresh view');
    await freshAnswersCame();
    await settle();
    expect(seen).toEqual(['ready']); // never back to the skeleton
    expect(screen.$state.get()).toEqual({ state: 'ready', view: 'fresh view' });
    answer = () => Promise.reject(new Error('offline'));
    await freshAnswersCame();
    await settle();
    expect(screen.$state.get()).toEqual({ state: 'ready', view: 'fresh view' });
  });

  it('loads again when the network comes back after an error, but not on a fresh-answers event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => Promise<string> = () => Promise.reject(new Error('offline'));
    const screen = createScreen('test', () => answer(), { errorText: () => 'sem rede' });
    screen.start(undefined);
    await settle();
    answer = () => Promise.resolve('view');
    await freshAnswersCame();
    await settle();
    expect(screen.$state.get()).toEqual({ state: 'error', message: 'sem rede' });
    await networkBack();
    await settle();
    expect(screen.$state.get()).toEqual({ state: 'ready', view: 'view' });
  });

  it('does nothing on these events once it has been left', async () => {
    const load = vi.fn(() => Promise.resolve('view'));
    const screen = createScreen('test', load);
    screen.start(undefined);
    await settle();
    screen.exit();
    await networkBack();
    await freshAnswersCame();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('onFreshData', () => {
  it("says why: 'fresh' for each burst of fresh answers, 'online' when the connection comes back; nothing once stopped", () => {
    const heard: string[] = [];
    const stop = onFreshData((why) => heard.push(why));
    $freshAnswers.set($freshAnswers.get() + 1);
    $online.set(false); // the connection drops: nothing to redraw yet
    $online.set(true);
    expect(heard).toEqual(['fresh', 'online']);
    stop();
    $freshAnswers.set($freshAnswers.get() + 1);
    $online.set(false);
    $online.set(true);
    expect(heard).toEqual(['fresh', 'online']);
  });
});
