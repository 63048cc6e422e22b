import { describe, expect, it } from 'vitest';
import {
  afterNetwork,
  builtPage,
  navigationPlan,
  offlinePage,
  visitedCacheName,
  withHeadersRevision,
} from '../../../src/lib/domain/offline-navigation.ts';

describe('builtPage', () => {
  it.each([
    ['/campanhas', '/campanhas/index.html'],
    ['/campanhas/', '/campanhas/index.html'],
    ['/campanhas/_/', '/campanhas/_/index.html'],
    ['/auth/signin', '/auth/signin/index.html'],
    ['/404', '/404.html'],
    ['/500', '/500.html'],
    ['/offline', '/offline/index.html'],
    ['/', '/index.html'],
  ])('%s is drawn by %s', (path, file) => expect(builtPage(path)).toBe(file));
});

describe('navigationPlan', () => {
  it.each([
    ['the sign-in page', '/auth/signin', '/auth/signin/index.html'],
    ['sign-up with its parameters', '/auth/signup/400001/52998224725', '/auth/signup/index.html'],
    ['the error page 404', '/404', '/404.html'],
    ['the error page 500', '/500', '/500.html'],
    ['the offline page', '/offline', '/offline/index.html'],
    ['the FAQ, which has no data of its own', '/duvitas', '/duvitas/index.html'],
  ])('serves %s from the device at once', (_name, path, page) => {
    expect(navigationPlan(path)).toEqual({ kind: 'kept', page });
  });

  it.each([
    ['/campanhas', '/campanhas/index.html', '/campanhas'],
    ['/campanhas/', '/campanhas/index.html', '/campanhas'],
    ['/pedidos/carrinho', '/pedidos/carrinho/index.html', '/pedidos/carrinho'],
    ['/campanhas/101', '/campanhas/_/index.html', '/campanhas/101'],
    ['/campanhas/detalhes/101', '/campanhas/detalhes/_/index.html', '/campanhas/detalhes/101'],
    ['/campanhas-prospera/31/PDV', '/campanhas-prospera/_/_/index.html', '/campanhas-prospera/31/PDV'],
    ['/campanhas-prospera/detalhes/31/PDV', '/campanhas-prospera/detalhes/_/_/index.html', '/campanhas-prospera/detalhes/31/PDV'],
  ])('a signed-in route %s: its shell %s when %s was visited', (path, page, key) => {
    expect(navigationPlan(path)).toEqual({ kind: 'visited-first', page, key });
  });

  it('keeps each dynamic path apart: visiting one campaign does not make another visited', () => {
    const a = navigationPlan('/campanhas/101');
    const b = navigationPlan('/campanhas/102');
    expect(a.kind === 'visited-first' && b.kind === 'visited-first' && a.key !== b.key).toBe(true);
  });

  it.each(['/', '/nao-existe', '/campanhas/1/2/3'])('leaves %s, not a route, to the network (the host routes it)', (path) => {
    expect(navigationPlan(path)).toEqual({ kind: 'network' });
  });
});

describe('afterNetwork', () => {
  const signedIn = navigationPlan('/pedidos');
  const unknown = navigationPlan('/nao-existe');
  const kept = navigationPlan('/auth/signin');

  it('records a signed-in path the network served well, and serves that answer', () => {
    expect(afterNetwork(signedIn, 200)).toEqual({ serve: 'network', record: true });
  });
  it.each([404, 500, 302])('serves but does not record an answer with status %i', (status) => {
    expect(afterNetwork(signedIn, status)).toEqual({ serve: 'network', record: false });
  });
  it('serves the offline page when the network failed', () => {
    expect(afterNetwork(signedIn, null)).toEqual({ serve: 'offline-page', record: false });
    expect(afterNetwork(unknown, null)).toEqual({ serve: 'offline-page', record: false });
    expect(afterNetwork(kept, null)).toEqual({ serve: 'offline-page', record: false });
  });
  it('never records a path that is not a signed-in route', () => {
    expect(afterNetwork(unknown, 200)).toEqual({ serve: 'network', record: false });
    expect(afterNetwork(kept, 200)).toEqual({ serve: 'network', record: false });
  });
});

describe('withHeadersRevision (R230)', () => {
  const entries = [
    { url: '/campanhas/index.html', revision: 'abc' },
    { url: '/404.html', revision: 'def' },
    { url: '/_astro/page.Ab12.js', revision: null },
    { url: '/manifest.webmanifest', revision: '123' },
  ];

  it('joins the headers’ revision to every page’s, and to nothing else', () => {
    expect(withHeadersRevision(entries, 'portal-headers:1')).toEqual([
      { url: '/campanhas/index.html', revision: 'abc.portal-headers:1' },
      { url: '/404.html', revision: 'def.portal-headers:1' },
      { url: '/_astro/page.Ab12.js', revision: null },
      { url: '/manifest.webmanifest', revision: '123' },
    ]);
  });

  it('gives every page a new revision when the headers change, the same one when they do not', () => {
    const before = withHeadersRevision(entries, 'portal-headers:1');
    expect(withHeadersRevision(entries, 'portal-headers:1')).toEqual(before);
    const after = withHeadersRevision(entries, 'portal-headers:2');
    expect(after.map((e, i) => e.revision !== before[i]!.revision)).toEqual([true, true, false, false]);
  });
});

describe('names shared with the page', () => {
  it('the visited cache and the offline page keep their names (docs/offline.md)', () => {
    expect(visitedCacheName).toBe('portal-visited-v1');
    expect(offlinePage).toBe('/offline/index.html');
  });
});
