// The committed vercel.json carries the security headers of the demo configuration (README, "Security
// headers"). The build writes the same entries to dist/headers.vercel.json, so a new inline script (a
// new CSP hash) or a change to the policy shows here until vercel.json is written again with
// `npm run headers -- --config dist/config.json --vercel`; a Vercel deploy of a stale file would block
// the portal's own inline scripts. No browser: the plain Playwright test.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const headersOf = (path: string): unknown =>
  (JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as { headers: unknown }).headers;

test('the committed vercel.json carries the security headers of this build @desktop-only', () => {
  expect(headersOf('vercel.json'), 'run: npm run headers -- --config dist/config.json --vercel').toEqual(
    headersOf('dist/headers.vercel.json'),
  );
});
