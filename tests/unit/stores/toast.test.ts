import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';

afterEach(() => {
  delete (globalThis as { __portalToasts?: unknown }).__portalToasts;
  vi.resetModules();
  vi.unstubAllGlobals();
});

async function freshToast() {
  vi.resetModules();
  return import('../../../src/lib/toast.ts');
}

describe('toast', () => {
  it('queues messages until the toaster connects, then delivers them in order and every later one (R28)', async () => {
    const { toast, connectToaster, hasPendingToasts } = await freshToast();
    toast.success('Participação confirmada!');
    toast.error('Falhou');
    expect(hasPendingToasts()).toBe(true);
    const sink = vi.fn<(message: ToastMessage) => void>();
    connectToaster(sink);
    toast.info('Depois');
    expect(sink.mock.calls.map(([m]) => m)).toEqual([
      { kind: 'success', text: 'Participação confirmada!' },
      { kind: 'error', text: 'Falhou' },
      { kind: 'info', text: 'Depois' },
    ]);
    expect(hasPendingToasts()).toBe(false);
  });

  it('wakes the toaster island with an event when the first message waits', async () => {
    const dispatchEvent = vi.fn();
    vi.stubGlobal('window', { dispatchEvent });
    const { toast } = await freshToast();
    toast.success('Oi');
    expect(dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'portal:toast' }));
  });

  it('keeps a message for the next page when asked, and shows it there once (R29)', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const first = await freshToast();
    const before = vi.fn();
    first.connectToaster(before);
    first.toast.success('Login efetuado com sucesso! Estamos redirecionando você...', { afterNavigation: true });
    expect(before).not.toHaveBeenCalled();

    delete (globalThis as { __portalToasts?: unknown }).__portalToasts;
    const next = await freshToast();
    const sink = vi.fn<(message: ToastMessage) => void>();
    next.connectToaster(sink);
    next.showFlashedToasts();
    next.showFlashedToasts();
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith({ kind: 'success', text: 'Login efetuado com sucesso! Estamos redirecionando você...' });
  });

  it('ignores corrupt flashed messages', async () => {
    vi.stubGlobal('sessionStorage', { getItem: () => '[{"kind":"evil","text":1}, 3]', setItem: vi.fn(), removeItem: vi.fn() });
    const { connectToaster, showFlashedToasts } = await freshToast();
    const sink = vi.fn<(message: ToastMessage) => void>();
    connectToaster(sink);
    showFlashedToasts();
    expect(sink).not.toHaveBeenCalled();
  });

  it('a toast before leaving is shown here at once, kept for the next page, and the page leaves only once it has been seen (R29)', async () => {
    vi.useFakeTimers();
    try {
      const store = new Map<string, string>();
      vi.stubGlobal('sessionStorage', {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      });
      const { connectToaster, toastThenLeave, TOAST_BEFORE_LEAVING_MS } = await freshToast();
      const here = vi.fn();
      connectToaster(here);
      const leave = vi.fn();
      const left = toastThenLeave('Rejeição confirmada!', leave);
      expect(here).toHaveBeenCalledExactlyOnceWith({ kind: 'success', text: 'Rejeição confirmada!' });
      expect(store.size).toBe(1);
      vi.advanceTimersByTime(TOAST_BEFORE_LEAVING_MS - 1);
      expect(leave).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      await left;
      expect(leave).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
