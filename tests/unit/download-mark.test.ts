// The mark a saved file leaves for 'Sair' (product-rules R293): written by the file saver, read as set only
// when it is exactly the portal's, and never a failure when the storage refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileWasDownloaded, markFileDownloaded } from '../../src/lib/download-mark.ts';
import { saveFile } from '../../src/lib/download.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

const blocked = () => {
  throw new DOMException('Quota exceeded', 'QuotaExceededError');
};

describe('the downloaded-files mark (R293)', () => {
  it('is set by saving a file, under its own key', () => {
    vi.useFakeTimers();
    const items = stubStorage();
    const click = vi.fn();
    const link = { click, remove: vi.fn() } as unknown as HTMLAnchorElement;
    vi.stubGlobal('document', { createElement: () => link, body: { append: vi.fn() } });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:nf', revokeObjectURL: vi.fn() });
    expect(fileWasDownloaded()).toBe(false);
    saveFile(new Blob(['%PDF-']), 'nf.pdf');
    expect(click).toHaveBeenCalled();
    expect(link.download).toBe('nf.pdf');
    expect(items.get(localKeys.downloadedFiles)).toBe('1');
    expect(localKeys.downloadedFiles).toBe('portal:downloaded-files:v1');
    expect(fileWasDownloaded()).toBe(true);
  });

  it.each(['', '0', 'true', '{'])('reads a stored %j as no mark (R109)', (raw) => {
    stubStorage({ [localKeys.downloadedFiles]: raw });
    expect(fileWasDownloaded()).toBe(false);
  });

  it('reads no mark from a blocked storage, and a mark storage refused holds for its page only (R284)', () => {
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    expect(fileWasDownloaded()).toBe(false);
    expect(() => markFileDownloaded()).not.toThrow();
    expect(fileWasDownloaded()).toBe(true);
  });
});
