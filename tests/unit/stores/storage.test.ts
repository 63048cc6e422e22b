import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { localKeys } from '../../../src/lib/storage-keys.ts';
import { jsonCodec } from '../../../src/lib/stores/storage.ts';

const schema = z.nullable(z.object({ name: z.string(), total: z.number() }));
const codec = jsonCodec(schema, null);

describe('jsonCodec (R109)', () => {
  it('decodes what it encoded', () => {
    const value = { name: 'Bar do Zé', total: 3 };
    expect(codec.decode(codec.encode(value)!)).toEqual(value);
  });
  it.each([
    ['corrupt JSON', '{"name":'],
    ['a value of another shape', '{"name":1,"total":"x"}'],
    ['an old version of the value', '"v0-session-token"'],
    ['an empty string', ''],
  ])('falls back to the empty value on %s', (_, raw) => {
    expect(codec.decode(raw)).toBeNull();
  });
  it('removes the key when the value is the empty one', () => {
    expect(codec.encode(null)).toBeUndefined();
  });
});

describe('jsonCodec under a versioned key (R285)', () => {
  const cart = jsonCodec(schema, null, localKeys.cart);
  it('writes the build\u2019s format version with the value', () => {
    expect(JSON.parse(cart.encode({ name: 'Bar do Zé', total: 3 })!)).toEqual({ name: 'Bar do Zé', total: 3, v: 1 });
  });
  it('reads its own version and a value written before versions', () => {
    expect(cart.decode('{"name":"a","total":1,"v":1}')).toEqual({ name: 'a', total: 1 });
    expect(cart.decode('{"name":"a","total":1}')).toEqual({ name: 'a', total: 1 });
  });
  it('reads a newer build\u2019s value as none, even when it would parse', () => {
    expect(cart.decode('{"name":"a","total":1,"v":2}')).toBeNull();
  });
});

describe('the guarded storage engine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** Fresh persistent + storage modules in a window whose localStorage is `storage`. */
  async function engineOver(storage: Partial<Storage>) {
    vi.resetModules();
    vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
    vi.stubGlobal('localStorage', storage);
    const { jsonCodec } = await import('../../../src/lib/stores/storage.ts');
    const { persistentAtom } = await import('@nanostores/persistent');
    const text = { safeParse: (v: unknown) => (typeof v === 'string' ? { success: true as const, data: v } : { success: false as const }) };
    return persistentAtom<string | null>('portal:test:v1', null, jsonCodec(text, null));
  }

  it('reads and writes localStorage, and removes the key on the default value', async () => {
    const kept = new Map<string, string>([['portal:test:v1', '"guardado"']]);
    const atom = await engineOver({
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    });
    expect(atom.get()).toBe('guardado');
    atom.set('novo');
    expect(kept.get('portal:test:v1')).toBe('"novo"');
    atom.set(null);
    expect(kept.has('portal:test:v1')).toBe(false);
  });

  it('keeps values in memory for the page when storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const atom = await engineOver({ getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(atom.get()).toBeNull();
    atom.set('em memória');
    expect(atom.get()).toBe('em memória');
  });

  it('reads back what this page wrote when a full storage refused it, not the older stored value (R284)', async () => {
    const kept = new Map<string, string>([['portal:test:v1', '"antigo"']]);
    const atom = await engineOver({
      getItem: (key) => kept.get(key) ?? null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key) => void kept.delete(key),
    });
    expect(atom.get()).toBe('antigo');
    atom.set('só aqui');
    expect(atom.get()).toBe('só aqui');
    // A store created later on the page (another island) reads the same.
    const { persistentAtom } = await import('@nanostores/persistent');
    const text = { safeParse: (v: unknown) => ({ success: true as const, data: v as string }) };
    const { jsonCodec } = await import('../../../src/lib/stores/storage.ts');
    expect(persistentAtom<string | null>('portal:test:v1', null, jsonCodec(text, null)).get()).toBe('só aqui');
    expect(kept.get('portal:test:v1')).toBe('"antigo"');
  });
});
