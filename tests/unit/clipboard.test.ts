import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../src/lib/toast.ts';

let toasts: ToastMessage[];

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 13, 0), toFake: ['Date'] });
});

afterEach(() => {
  delete (globalThis as { __portalToasts?: unknown }).__portalToasts;
  vi.useRealTimers();
  vi.resetModules();
  vi.unstubAllGlobals();
});

async function freshClipboard(navigatorStub: Partial<Navigator>) {
  vi.resetModules();
  vi.stubGlobal('navigator', navigatorStub);
  toasts = [];
  const { connectToaster } = await import('../../src/lib/toast.ts');
  connectToaster((message) => toasts.push(message));
  return import('../../src/lib/clipboard.ts');
}

describe('copyText (R90)', () => {
  it('writes the text and shows the copy toast; the same text again within 3 s is ignored', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { copyText } = await freshClipboard({ clipboard: { writeText } as unknown as Clipboard });
    expect(await copyText('0019')).toBe(true);
    vi.setSystemTime(Date.now() + 2999);
    expect(await copyText('0019')).toBe(true);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ kind: 'success', text: 'Copiado para área de transferência!' }]);
    vi.setSystemTime(Date.now() + 1);
    await copyText('0019');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(toasts).toHaveLength(2);
  });

  it('another text within 3 s is copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { copyText } = await freshClipboard({ clipboard: { writeText } as unknown as Clipboard });
    await copyText('boleto');
    await copyText('pix');
    expect(writeText.mock.calls).toEqual([['boleto'], ['pix']]);
    expect(toasts).toHaveLength(2);
  });

  it('a failed copy is an error toast and does not start the repeat window', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('document', {
      createElement: () => ({ setAttribute() {}, select() {}, remove() {} }),
      body: { append() {} },
      activeElement: null,
      execCommand: () => false,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { copyText } = await freshClipboard({ clipboard: { writeText } as unknown as Clipboard });
    expect(await copyText('0019')).toBe(false);
    expect(await copyText('0019')).toBe(false);
    expect(toasts).toEqual([
      { kind: 'error', text: 'Não foi possível copiar. Selecione o código e copie manualmente.' },
      { kind: 'error', text: 'Não foi possível copiar. Selecione o código e copie manualmente.' },
    ]);
  });
});

describe('shareText (R90)', () => {
  it('uses the share sheet and shows the share toast', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const { shareText } = await freshClipboard({ share, clipboard: { writeText } as unknown as Clipboard });
    await shareText('Código PIX', '000201');
    expect(share).toHaveBeenCalledWith({ title: 'Código PIX', text: '000201' });
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ kind: 'success', text: 'Compartilhado com sucesso!' }]);
  });

  it('says nothing when the user closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    const { shareText } = await freshClipboard({ share, clipboard: { writeText } as unknown as Clipboard });
    await shareText('Código PIX', '000201');
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('copies instead where the browser cannot share, or sharing fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { shareText } = await freshClipboard({ clipboard: { writeText } as unknown as Clipboard });
    await shareText('Código de barras', '0019');
    expect(writeText).toHaveBeenCalledWith('0019');
    expect(toasts).toEqual([{ kind: 'success', text: 'Copiado para área de transferência!' }]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const share = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const again = await freshClipboard({ share, clipboard: { writeText } as unknown as Clipboard });
    await again.shareText('Código PIX', '000201');
    expect(writeText).toHaveBeenLastCalledWith('000201');
    expect(toasts).toEqual([{ kind: 'success', text: 'Copiado para área de transferência!' }]);
  });
});
