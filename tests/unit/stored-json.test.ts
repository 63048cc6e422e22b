// The one reading of a stored value (src/lib/stored-json.ts): its JSON, and a newer build's format read as
// none by every reader alike (product-rules R285, R305).
import { describe, expect, it } from 'vitest';
import { readStoredJson, sessionRecordOf } from '../../src/lib/stored-json.ts';

const session = { token: { access_token: 'tok', expires_in: 3600, issued_at: 1 }, user: { storeAccess: true } };

describe('readStoredJson', () => {
  it.each([
    ['nothing stored', null, 1, null],
    ['not JSON', '{oops', 1, null],
    ['JSON null', 'null', 1, null],
    ['a value without a version (version 1, as written before versions)', '{"a":1}', 1, { a: 1 }],
    ['a value of this version', '{"a":1,"v":1}', 1, { a: 1, v: 1 }],
    ['a value of an older version', '{"a":1,"v":1}', 2, { a: 1, v: 1 }],
    ['a version that is no number', '{"a":1,"v":"9"}', 1, { a: 1, v: '9' }],
    ['a key that carries no version', '{"a":1,"v":9}', undefined, { a: 1, v: 9 }],
    ['a list', '[1,2]', 1, [1, 2]],
  ])('reads %s', (_what, raw, version, expected) => {
    expect(readStoredJson(raw, version)).toEqual(expected);
  });

  it("answers undefined, which JSON never is, for a newer build's value (R285)", () => {
    expect(readStoredJson('{"a":1,"v":2}', 1)).toBeUndefined();
  });
});

describe('sessionRecordOf (R305)', () => {
  it('is the stored session with its token and user', () => {
    expect(sessionRecordOf(JSON.stringify({ ...session, v: 1 }), 1)).toEqual({ ...session, v: 1 });
    expect(sessionRecordOf(JSON.stringify(session), 1)).toEqual(session);
  });

  it.each([
    ['signed out', null],
    ['not JSON', '{"token":'],
    ['no token', JSON.stringify({ user: session.user })],
    ['no user', JSON.stringify({ token: session.token })],
    ['a session a newer build wrote', JSON.stringify({ ...session, v: 2 })],
  ])('is null when %s', (_what, raw) => {
    expect(sessionRecordOf(raw, 1)).toBeNull();
  });
});
