// A localStorage stand-in for the unit tests: over a plain object (the persistent test storage, so the
// storage door and the stores' test engine see the same keys), refusing a write that would take it past
// `quota` characters of keys and values, as a browser's full storage does (product-rules R284).

export interface FakeLocalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Characters held: keys and values, as browsers count a storage's quota. */
export const usedCharacters = (backing: Record<string, string>): number =>
  Object.entries(backing).reduce((sum, [key, value]) => sum + key.length + value.length, 0);

export function fakeLocalStorage(backing: Record<string, string>, { quota = Infinity } = {}): FakeLocalStorage {
  return {
    getItem: (key) => backing[key] ?? null,
    setItem: (key, value) => {
      const after = usedCharacters(backing) - (key in backing ? key.length + backing[key]!.length : 0) + key.length + value.length;
      if (after > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      backing[key] = value;
    },
    removeItem: (key) => void delete backing[key],
  };
}
