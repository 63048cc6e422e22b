import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { jsonCodec } from '../../../src/lib/stores/storage.ts';

const schema = z.nullable(z.object({ name: z.string(), total: z.number() }));
const codec = jsonCodec(schema, null);

describe('jsonCodec', () => {
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
