// `npm run bench:cart`, `npm run bench:repeat`, `npm run bench:first-visit` and `npm run bench:scale`: one project of
// playwright.bench.config.ts, with the options Playwright's command line has no room for handed over as environment variables.
//   npm run bench:repeat -- --routes /a,/b --runs 1   some routes, 1 run each (default: every data route, 3)
//   npm run bench:repeat -- --report-only            exit 0 even when a route misses the gate
//   npm run bench:repeat -- --trace DIR              also a Chromium performance trace of each measured visit
//                                                    (bench:scale too: each visit from navigation until settled)
//   npm run bench:first-visit -- --strict            exit 1 when a route misses its goals (default: report them)
//   npm run bench:first-visit -- --gate              the gate of npm test (npm run test:gate): its routes, 3 runs
//   npm run bench:scale -- --runs 3 --routes /debitos  a big client's data: some screens, small and large N alternating
//                                                    (default: /debitos, /pedidos, /pedidos/carrinho, /produtos; 3 runs);
//                                                    --strict exits 1 when a goal is missed at the large N
// Environment: BENCH_PORT_BASE (default 4360) moves the site, the demo API and the CDP port; BENCH_DIST
// (default dist/) serves another build, so an older commit's can be measured beside today's:
//   BENCH_DIST=/tmp/before-dist BENCH_PORT_BASE=4460 npm run bench:scale
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
