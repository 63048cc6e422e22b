import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectParam, safeRedirectPath, signInUrl } from '../../../src/lib/domain/redirect.ts';

const ORIGIN = 'https://portal.example.com';

describe('safeRedirectPath (R8)', () => {
  it.each([
    ['a page', '/campanhas'],
    ['a page with query and hash', '/campanhas/12?x=1#y'],
    ['a nested page', '/pedidos/carrinho'],
    ['a dynamic route', '/campanhas-prospera/detalhes/3/1'],
    ['an encoded space in the query', '/produtos?busca=agua%20tonica'],
    ['an encoded slash inside the query', '/produtos?categoria=a%2Fb'],
    ['the root', '/'],
    ['a path that only starts with the letters auth', '/authors'],
  ])('keeps %s unchanged', (_rule, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(raw);
  });

  it.each([
    ['dot segments are resolved', '/campanhas/./12/../13', '/campanhas/13'],
    ['encoded non-ASCII in the query stays as sent', '/produtos?busca=agua%20t%C3%B4nica', '/produtos?busca=agua%20t%C3%B4nica'],
    ['non-ASCII is percent-encoded', '/dúvidas', '/d%C3%BAvidas'],
    ['decoded once only: a double-encoded // stays a same-site path', '/%252F%252Fevil.com', '/%252F%252Fevil.com'],
  ])('returns the resolved path: %s', (_rule, raw, expected) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it('takes the origin from a full address too', () => {
    expect(safeRedirectPath('/campanhas', `${ORIGIN}/pedidos?x=1`)).toBe('/campanhas');
  });

  it.each([
    // other hosts
    ['a protocol-relative host', '//evil.com'],
    ['a protocol-relative host with a path', '//evil.com/campanhas'],
    ['three slashes', '///evil.com'],
    ['an https address', 'https://evil.com'],
    ['an http address', 'http://evil.com/campanhas'],
    ['a scheme without slashes', 'http:evil.com'],
    ['a scheme with one slash', 'https:/evil.com'],
    ['credentials that make the site a user name', 'https://portal.example.com@evil.com'],
    ['an absolute address of this very site (only paths are accepted)', 'https://portal.example.com/campanhas'],
    ['a bare host', 'evil.com'],
    // backslashes, which the URL parser reads as slashes
    ['slash backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['slash backslash slash', '/\\/evil.com'],
    ['a backslash further on', '/campanhas\\..\\..\\evil.com'],
    // scripts and data
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside the scheme', 'java\nscript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    // percent-encoded forms
    ['an encoded //', '%2F%2Fevil.com'],
    ['a slash then an encoded //', '/%2F%2Fevil.com'],
    ['a slash then an encoded / in lower case', '/%2fevil.com'],
    ['a slash then an encoded backslash', '/%5Cevil.com'],
    ['a slash then an encoded backslash in lower case', '/%5cevil.com'],
    ['encoded backslashes', '%5C%5Cevil.com'],
    ['an encoded tab between slashes', '/%09/evil.com'],
    ['an encoded newline between slashes', '/%0A/evil.com'],
    ['a malformed escape', '/campanhas%E0%A4%A'],
    // whitespace and control characters, which the URL parser drops
    ['a tab between slashes', '/\t/evil.com'],
    ['a newline between slashes', '/\n/evil.com'],
    ['a carriage return between slashes', '/\r/evil.com'],
    ['a NUL character', '/campanhas\u0000'],
    ['leading whitespace', ' /campanhas'],
    ['trailing whitespace', '/campanhas '],
    ['an ideographic space', '/\u3000/evil.com'],
    // dot segments that leave a protocol-relative path
    ['a dot segment before //', '/.//evil.com'],
    ['a dot-dot segment before //', '/campanhas/..//evil.com'],
    ['an encoded dot segment before //', '/%2e//evil.com'],
    ['an encoded // after a dot-dot segment', '/campanhas/..%2F%2Fevil.com'],
    // not absolute paths
    ['a relative page', 'campanhas'],
    ['a dot-relative page', './campanhas'],
    ['a parent-relative page', '../campanhas'],
    ['a query only', '?x=1'],
    ['a hash only', '#campanhas'],
    ['empty text', ''],
  ])('rejects %s', (_rule, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it.each([
    ['the sign-in page', '/auth/signin'],
    ['the sign-in page with its own redirect', '/auth/signin?redirect=%2Fcampanhas'],
    ['the sign-in page with a trailing slash', '/auth/signin/'],
    ['the sign-in page as a built file', '/auth/signin.html'],
    ['the sign-in page in capitals', '/AUTH/SIGNIN'],
    ['another auth page', '/auth/validate-token'],
    ['the auth folder', '/auth'],
    ['a dot-dot path into auth', '/campanhas/../auth/signin'],
    ['an encoded letter in auth', '/%61uth/signin'],
    ['an encoded dot-dot into auth', '/campanhas/..%2Fauth/signin'],
  ])('rejects %s, to avoid a sign-in loop', (_rule, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_rule, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it.each([['not an address'], [''], ['data:text/plain,x']])('rejects everything when the origin is %j', (origin) => {
    expect(safeRedirectPath('/campanhas', origin)).toBeNull();
  });

  it('only ever returns a same-site path that it would accept again, for any text', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%2e',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      '\t',
      ' ',
      'evil.com',
      'auth',
      'campanhas',
      'javascript:',
      'https:',
    );
    const built = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.oneof(built, fc.string(), fc.string({ unit: 'binary' })), (raw) => {
        const path = safeRedirectPath(raw, ORIGIN);
        if (path === null) return;
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        expect(new URL(path, 'https://other.example').origin).toBe('https://other.example');
        expect(safeRedirectPath(path, ORIGIN)).toBe(path);
      }),
    );
  });
});

describe('signInUrl', () => {
  it.each([
    ['no page to return to', null, '/auth/signin'],
    ['an empty page', '', '/auth/signin'],
    ['a page, encoded', '/pedidos', '/auth/signin?redirect=%2Fpedidos'],
    ['a page with query and hash, encoded whole', '/campanhas/12?x=1#y', '/auth/signin?redirect=%2Fcampanhas%2F12%3Fx%3D1%23y'],
    ['another host is dropped', '//evil.com', '/auth/signin'],
    ['a script is dropped', 'javascript:alert(1)', '/auth/signin'],
    ['the sign-in page is dropped, so redirects never nest', '/auth/signin?redirect=%2Fpedidos', '/auth/signin'],
  ])('%s', (_rule, redirectTo, expected) => {
    expect(signInUrl(redirectTo)).toBe(expected);
  });

  it(`names its parameter '${redirectParam}'`, () => {
    expect(redirectParam).toBe('redirect');
    expect(new URL(signInUrl('/pedidos'), ORIGIN).searchParams.get('redirect')).toBe('/pedidos');
  });

  it('carries any accepted page back unchanged through the sign-in address', () => {
    const segment = fc.string({
      unit: fc.constantFrom(...'abcdefghij0123456789-_.~', '%20', '%C3%A7'),
      minLength: 1,
      maxLength: 8,
    });
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(segment), fc.option(segment))
      .map(([segments, query, hash]) => `/${segments.join('/')}${query === null ? '' : `?q=${query}`}${hash === null ? '' : `#${hash}`}`);
    fc.assert(
      fc.property(path, (raw) => {
        const accepted = safeRedirectPath(raw, ORIGIN);
        fc.pre(accepted !== null);
        const carried = new URL(signInUrl(raw), ORIGIN).searchParams.get(redirectParam);
        expect(safeRedirectPath(carried, ORIGIN)).toBe(accepted);
      }),
    );
  });
});

describe('safeRedirectPath, paths the URL parser cannot read once decoded (R8)', () => {
  it('refuses a path whose dot segment leaves an unparseable host once decoded', () => {
    // '/.//%5B' resolves to '//%5B'; decoded, '//[' is a host the URL parser rejects.
    expect(safeRedirectPath('/.//%5B', 'https://portal.test')).toBeNull();
  });
});
