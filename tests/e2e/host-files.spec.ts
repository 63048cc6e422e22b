// The headers of this build are those of its dist/config.json (product-rules R223), and the committed
// vercel.json carries no deploy's policy: Vercel reads its headers from the repository, so a deploy
// writes its own with `npm run headers -- --config <file> --vercel`, and Vercel's build refuses to deploy
// without them (R224; docs/deployment.md, "Deployment"). No browser: the plain Playwright test.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { VERCEL_BUILD_COMMAND } from '../../scripts/host-rules.ts';
import { headerMismatches, type HeaderConfig } from '../../scripts/security-headers.ts';

const root = new URL('../../', import.meta.url).pathname;
const dist = `${root}dist`;
const builtConfig = () => JSON.parse(readFileSync(`${dist}/config.json`, 'utf8')) as HeaderConfig;

test('the build wrote the security headers of its dist/config.json (R223) @desktop-only', () => {
  expect(headerMismatches(dist, builtConfig()), 'run: npm run headers').toEqual([]);
});

test('the committed vercel.json carries no policy, and its build refuses to deploy until one is written (R224) @desktop-only', () => {
  const vercel = JSON.parse(readFileSync(`${root}vercel.json`, 'utf8')) as { buildCommand: string; headers: unknown };
  expect(JSON.stringify(vercel.headers)).not.toContain('Content-Security-Policy');
  expect(vercel.buildCommand).toBe(VERCEL_BUILD_COMMAND);
  expect(VERCEL_BUILD_COMMAND).toMatch(/&& npm run headers -- --check --vercel$/);
  expect(headerMismatches(dist, builtConfig(), `${root}vercel.json`)).toEqual(['vercel.json: no Content-Security-Policy']);
});
