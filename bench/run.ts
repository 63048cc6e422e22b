// `npm run bench:cart` and `npm run bench:repeat`: one project of playwright.bench.config.ts, with the
// options Playwright's command line has no room for handed over as environment variables.
//   npm run bench:repeat -- --routes /a,/b --runs 1   some routes, 1 run each (default: every data route, 3)
//   npm run bench:repeat -- --report-only            exit 0 even when a route misses the gate
//   npm run bench:repeat -- --trace DIR              also a Chromium performance trace of each measured visit
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    routes: { type: 'string' },
    runs: { type: 'string' },
    'report-only': { type: 'boolean' },
    trace: { type: 'string' },
  },
});
const env: Record<string, string | undefined> = {
  ...process.env,
  BENCH_ROUTES: values.routes,
  BENCH_RUNS: values.runs,
  BENCH_REPORT_ONLY: values['report-only'] ? '1' : undefined,
  BENCH_TRACE_DIR: values.trace,
};
const root = new URL('..', import.meta.url).pathname;
const { status } = spawnSync(
  `${root}node_modules/.bin/playwright`,
  ['test', '--config', 'playwright.bench.config.ts', ...positionals.flatMap((project) => ['--project', project])],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(status ?? 1);
