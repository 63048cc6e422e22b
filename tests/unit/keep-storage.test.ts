import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStorage } from '../../src/lib/keep-storage.ts';

function stubStorage(persisted: boolean | Error) {
  const persist = vi.fn(() => Promise.resolve(false));
  const storage = {
    persisted: vi.fn(() => (persisted instanceof Error ? Promise.reject(persisted) : Promise.resolve(persisted))),
    persist,
  };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

/** Lets the promise chain of keepStorage run out. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for persistent storage once when the browser has not granted it (R276)', async () => {
    const storage = stubStorage(false);
    keepStorage();
    await settled();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the storage is already kept (R276)', async () => {
    const storage = stubStorage(true);
    keepStorage();
    await settled();
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('a refusal or a failure is swallowed, and a browser without the API is left alone (R276)', async () => {
    stubStorage(new Error('denied'));
    expect(() => keepStorage()).not.toThrow();
    await settled();
    vi.stubGlobal('navigator', {});
    expect(() => keepStorage()).not.toThrow();
  });
});
