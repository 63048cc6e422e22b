// What the host check (scripts/host-check.ts, `npm run test:hosts`) counts as a wrong answer; its run on
// Cloudflare Pages' runtime also plants a wrong header and fails unless it is found.
import { describe, expect, it } from 'vitest';
import { answerMismatches, type Probe } from '../../../scripts/host-check.ts';

const page = { 'Content-Security-Policy': "default-src 'self'; frame-src 'none'", 'X-Frame-Options': 'DENY' };
const signIn = { ...page, 'Content-Security-Policy': "default-src 'self'; frame-src https://bot-check.example.com" };
const editor = { ...page, 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-eval'" };
const expected = { headers: { page, signIn, editor }, body: '<p>page</p>' };
const probe = (path: string): Probe => ({ path, status: 200, page: `${path}/index.html`, cache: 'no-cache', document: true });
const answer = (headers: Record<string, string>, status = 200, body = '<p>page</p>') => ({
  status,
  location: null,
  headers: new Headers({ 'cache-control': 'no-cache', ...headers }),
  body,
});

describe('answerMismatches (the host check)', () => {
  it('a page with its route’s headers, status and body: nothing', () => {
    expect(answerMismatches(probe('/campanhas'), answer(page), expected)).toEqual([]);
    expect(answerMismatches(probe('/auth/signin/'), answer(signIn), expected)).toEqual([]);
  });

  it('the sign-in page with the site’s policy joined to its own (two rules a host joined)', () => {
    const joined = { ...signIn, 'Content-Security-Policy': `${page['Content-Security-Policy']}, ${signIn['Content-Security-Policy']}` };
    expect(answerMismatches(probe('/auth/signin'), answer(joined), expected)).toEqual([
      "/auth/signin: Content-Security-Policy is another policy joined to the sign-in page's",
    ]);
  });

  it('the FAQ’s editor with its own policy, and with the site’s (its own rule dropped)', () => {
    expect(answerMismatches(probe('/admin/'), answer(editor), expected)).toEqual([]);
    expect(answerMismatches(probe('/admin/'), answer(page), expected)).toEqual([
      `/admin/: Content-Security-Policy ${JSON.stringify(page['Content-Security-Policy'])}, not the FAQ editor's`,
    ]);
  });

  it('the sign-in page with the site’s policy (its own rule dropped), a wrong header, status, body and cache', () => {
    expect(answerMismatches(probe('/auth/signin/'), answer(page), expected)).toEqual([
      `/auth/signin/: Content-Security-Policy ${JSON.stringify(page['Content-Security-Policy'])}, not the sign-in page's`,
    ]);
    expect(
      answerMismatches(
        probe('/pedidos'),
        { ...answer({ ...page, 'X-Frame-Options': 'SAMEORIGIN', 'cache-control': 'max-age=600' }, 404, 'x') },
        expected,
      ),
    ).toEqual([
      '/pedidos: status 404, not 200',
      '/pedidos: is not /pedidos/index.html',
      '/pedidos: Cache-Control "max-age=600", not "no-cache"',
      '/pedidos: X-Frame-Options "SAMEORIGIN", not the site\'s',
    ]);
  });
});
