// Build step, the last one (package.json): the previous builds' /_astro/ files stay in dist/ (product-rules
// R232). A tab opened before a deploy, and an installed portal whose worker has not updated yet, still load
// that build's chunks on demand (a modal, a settings tab, pdf-lib, qrcode…) by names the new build does not
// have. `astro build` empties dist/, so every build's /_astro/ files are also copied into a folder outside it
// (kept-assets/, or KEPT_ASSETS_DIR), and those of earlier builds are copied back into dist/_astro/: every
// host then serves them, and so does the local server (scripts/serve.ts), across builds. A file goes once it
// has been out of the builds for `keepDays` days; kept.json records since when.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a file stays after the build that dropped it: longer than a tab stays open or a phone keeps an old worker running. */
export const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When each kept file left the builds (ms since the epoch), by name; files of the current build are not listed. */
type LeftAt = Record<string, number>;

export interface KeptAssets {
  /** Files of earlier builds copied back into dist/_astro/. */
  restored: string[];
  /** Files dropped from the kept folder: out of the builds for more than `keepDays` days. */
  pruned: string[];
}

const files = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

/**
 * Keeps this build's /_astro/ files in `kept` and copies back into `dist` those of earlier builds that
 * left less than `keepDays` ago. The names are content hashes: a name already kept holds the same bytes.
 * Run right after a build (dist/_astro/ then holds that build's files only); run again on the same dist/,
 * it takes the files it copied back for current ones, which only keeps them longer.
 */
export function keepAssets(options: { dist: string; kept: string; now: number; keepDays?: number }): KeptAssets {
  const { dist, kept, now, keepDays = KEEP_DAYS } = options;
  const built = join(dist, '_astro');
  const store = join(kept, '_astro');
  const record = join(kept, 'kept.json');
  mkdirSync(store, { recursive: true });
  const leftAt: LeftAt = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as LeftAt) : {};
  const current = new Set(files(built));
  for (const name of current) {
    if (!existsSync(join(store, name))) copyFileSync(join(built, name), join(store, name));
    delete leftAt[name];
  }
  const outcome: KeptAssets = { restored: [], pruned: [] };
  for (const name of files(store)) {
    if (current.has(name)) continue;
    const left = (leftAt[name] ??= now);
    if (now - left > keepDays * DAY_MS) {
      rmSync(join(store, name));
      delete leftAt[name];
      outcome.pruned.push(name);
    } else {
      copyFileSync(join(store, name), join(built, name));
      outcome.restored.push(name);
    }
  }
  for (const name of Object.keys(leftAt)) if (!existsSync(join(store, name))) delete leftAt[name];
  writeFileSync(record, `${JSON.stringify(leftAt, null, 2)}\n`);
  return outcome;
}

/** The kept folder: KEPT_ASSETS_DIR, or kept-assets/ in the project. */
export const keptAssetsDir = (root: string) => process.env.KEPT_ASSETS_DIR ?? join(root, 'kept-assets');

/** The names in dist/_astro/ that an earlier build left there (copied back by `keepAssets`), not this build's. */
export function earlierBuildFiles(kept: string): Set<string> {
  const record = join(kept, 'kept.json');
  return new Set(existsSync(record) ? Object.keys(JSON.parse(readFileSync(record, 'utf8')) as LeftAt) : []);
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  const kept = keptAssetsDir(root);
  const { restored, pruned } = keepAssets({ dist: join(root, 'dist'), kept, now: Date.now() });
  console.log(
    `Kept /_astro/ files of earlier builds: ${restored.length} copied back into dist/_astro/, ${pruned.length} dropped after ${KEEP_DAYS} days (${kept}).`,
  );
}
