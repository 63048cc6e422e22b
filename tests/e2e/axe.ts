// axe-core for the e2e suite: WCAG 2.0/2.1/2.2 A and AA plus axe's best practices, no rule disabled.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// The minified build (650 kB) of the very axe-core the builder bundles, whose default is the unminified
// source (1.5 MB): every page a check runs in parses it again.
const builderPath = createRequire(import.meta.url).resolve('@axe-core/playwright');
const axeSource = readFileSync(createRequire(builderPath).resolve('axe-core/axe.min.js'), 'utf8');

/** True when every frame of the page is the page's own origin (or about:blank/srcdoc, which inherit it). */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || new URL(url).origin === origin;
  });
}

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  // Every rule runs; only the violations, all this check reads, get each of their nodes described (axe's
  // resultTypes): describing every passing node was a quarter of a run.
  const builder = new AxeBuilder({ page, axeSource }).options({ resultTypes: ['violations'] }).withTags(axeTags);
  // Without a cross-origin frame, axe.run in the page (legacy mode) finds what the builder's default
  // finds, which runs axe in each frame and merges the results in a blank page it opens, injects axe into
  // and closes: a second page per check, 0.5 to 1.5 s of CI each. (Compared on every swept route, on both
  // projects, and on a page with violations in it and in a srcdoc frame.) Legacy mode leaves cross-origin
  // frames untested: a page with one (the tutorial's video player) keeps the default.
  if (framesAreSameOrigin(page)) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
