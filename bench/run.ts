// `npm run bench:cart`, `npm run bench:repeat` and `npm run bench:first-visit`: one project of playwright.bench.config.ts, with the
// options Playwright's command line has no room for handed over as environment variables.
//   npm run bench:repeat -- --routes /a,/b --runs 1   some routes, 1 run each (default: every data route, 3)
//   npm run bench:repeat -- --report-only            exit 0 even when a route misses the gate
//   npm run bench:repeat -- --trace DIR              also a Chromium performance trace of each measured visit
//   npm run bench:first-visit -- --strict            exit 1 when a route misses its goals (default: report them)
//   npm run bench:first-visit -- --gate              the gate of npm test (npm run test:gate): its routes, 3 runs
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    routes: { type: 'string' },
    runs: { type: 'string' },
    'report-only': { type: 'boolean' },
    trace: { type: 'string' },
    strict: { type: 'boolean' },
    gate: { type: 'boolean' },
  },
});
const env: Record<string, string | undefined> = {
  ...process.env,
  BENCH_ROUTES: values.routes,
  BENCH_RUNS: values.runs,
  BENCH_REPORT_ONLY: values['report-only'] ? '1' : undefined,
  BENCH_TRACE_DIR: values.trace,
  BENCH_STRICT: values.strict ? '1' : undefined,
  BENCH_GATE: values.gate ? '1' : undefined,
};
const root = new URL('..', import.meta.url).pathname;
const { status } = spawnSync(
  `${root}node_modules/.bin/playwright`,
  ['test', '--config', 'playwright.bench.config.ts', ...positionals.flatMap((project) => ['--project', project])],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(status ?? 1);
