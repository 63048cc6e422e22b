import { describe, expect, it } from 'vitest';
import { guardRedirect, isPublicPath, landingPath, matchPattern, matchRoute, normalisePath } from '../../../src/lib/domain/routes.ts';

const signIn = (back: string) => `/auth/signin?redirect=${encodeURIComponent(back)}`;
const store = { storeAccess: true };
const noStore = { storeAccess: false };

describe('matchPattern', () => {
  it.each([
    ['/campanhas/:id', '/campanhas/12', { id: '12' }],
    ['/campanhas/:id', '/campanhas/12/', { id: '12' }],
    ['/campanhas/:id', '/campanhas', null],
    ['/campanhas/:id', '/campanhas/12/13', null],
    ['/campanhas-prospera/:id/:type', '/campanhas-prospera/3/1', { id: '3', type: '1' }],
    ['/auth/signup/:clientCode?/:document?', '/auth/signup', {}],
    ['/auth/signup/:clientCode?/:document?', '/auth/signup/400001', { clientCode: '400001' }],
    ['/auth/signup/:clientCode?/:document?', '/auth/signup/400001/12.ABC', { clientCode: '400001', document: '12.ABC' }],
    ['/auth/signup/:clientCode?/:document?', '/auth/signup/1/2/3', null],
    ['/campanhas/:id', '/campanhas/%E0%A4%A', null],
    ['/campanhas/:id', '/campanhas/caf%C3%A9', { id: 'café' }],
  ])('%s against %s', (pattern, path, expected) => {
    expect(matchPattern(pattern, path)).toEqual(expected);
  });
});

describe('matchRoute (R5)', () => {
  it('finds the old campaign details before the old campaign results', () => {
    const match = matchRoute('/campanhas-prospera/detalhes/3/1');
    expect(match.kind === 'dynamic' && match.route.shell).toBe('/campanhas-prospera/detalhes/_/_/');
  });
  it('treats the shell page itself as its route', () => {
    expect(matchRoute('/campanhas/_/').kind).toBe('dynamic');
  });
  it.each(['/campanhas', '/campanhas/', '/campanhas/index.html', '/duvitas', '/404', '/404.html'])('knows the fixed page %s', (path) => {
    expect(matchRoute(path).kind).toBe('static');
  });
  it.each(['/', '/foo', '/campanhas-prospera/3', '/pedidos/carrinho/x'])('does not know %s', (path) => {
    expect(matchRoute(path).kind).toBe('unknown');
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/campanhas/', '/campanhas'],
    ['/campanhas//', '/campanhas'],
  ])('%s → %s', (input, output) => expect(normalisePath(input)).toBe(output));
});

describe('isPublicPath', () => {
  it.each([
    ['/auth/signin', true],
    ['/auth/signup/1/2', true],
    ['/auth/validate-token', true],
    ['/404', true],
    ['/500', true],
    ['/offline', true],
    ['/campanhas', false],
    ['/duvitas', false],
    ['/nao-existe', false],
  ])('%s → %s', (path, expected) => expect(isPublicPath(path)).toBe(expected));
});

describe('guardRedirect', () => {
  it('sends a visitor without a session to sign-in with the way back (R1)', () => {
    expect(guardRedirect('/campanhas/12', null, signIn, '/campanhas/12?x=1')).toBe('/auth/signin?redirect=%2Fcampanhas%2F12%3Fx%3D1');
  });
  it('lets anyone open the public pages (R1)', () => {
    expect(guardRedirect('/auth/signin', null, signIn)).toBeNull();
    expect(guardRedirect('/auth/signup/400001', null, signIn)).toBeNull();
  });
  it('sends every unknown path to /campanhas, signed in or not (R2)', () => {
    expect(guardRedirect('/nada', null, signIn)).toBe('/campanhas');
    expect(guardRedirect('/nada', store, signIn)).toBe('/campanhas');
  });
  it.each(['/produtos', '/produtos/bonus', '/pedidos/carrinho', '/produtos/'])('keeps %s to users with store access', (path) => {
    expect(guardRedirect(path, store, signIn)).toBeNull();
    expect(guardRedirect(path, noStore, signIn)).toBe('/campanhas');
  });
  it('blocks any path with the segment meus-pedidos without store access (R6)', () => {
    // Such a path is not a route, so it goes home for everyone; the rule is checked on known routes.
    expect(guardRedirect('/campanhas/meus-pedidos', noStore, signIn)).toBe('/campanhas');
  });
  it('leaves Meus Pedidos to users without store access (R6)', () => {
    expect(guardRedirect('/pedidos', noStore, signIn)).toBeNull();
  });
});

describe('landingPath', () => {
  it('is the product list with store access and the campaigns otherwise (R7)', () => {
    expect(landingPath(true)).toBe('/produtos');
    expect(landingPath(false)).toBe('/campanhas');
  });
});

describe('the root, however it is written', () => {
  it('is / with only slashes, and /index.html is the home page', () => {
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('/')).toBe('/');
    expect(matchRoute('/index.html')).toEqual(matchRoute('/'));
  });
});
