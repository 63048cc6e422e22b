// `npm test`: every check, in stages. The checks of a stage do not depend on each other and are mostly
// single-threaded (ESLint, Prettier, `astro check`, the build), so on a 2-core machine running them side
// by side saves CI time (README, "Testing"). A stage starts
// when the one before has passed; the first failure stops the run. Each check's output is printed
// whole when it ends, so side-by-side checks do not interleave their lines.
//   1. astro sync                         the types ESLint's type-aware rules and `astro check` read
//   2. eslint · prettier --check · astro check --noSync
//   3. vitest --coverage · npm run build  (unit tests build their own fixtures in temp folders)
//   4. npm run budget                     reads dist/
//   5. playwright test                    against dist/, prints as it goes
// `npm run lint`, `check`, `test:unit`, `build`, `budget` and `test:e2e` still run one stage alone.
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  command: string;
  /** Print as it runs (the last, long stage) rather than when it ends. */
  live?: boolean;
}

const stages: Check[][] = [
  [{ name: 'astro sync', command: 'astro sync' }],
  [
    { name: 'eslint', command: 'eslint . --max-warnings 0' },
    { name: 'prettier', command: 'prettier --check .' },
    { name: 'astro check', command: 'astro check --noSync' },
  ],
  [
    { name: 'unit tests', command: 'npm run test:unit' },
    { name: 'build', command: 'npm run build' },
  ],
  [{ name: 'budget', command: 'npm run budget' }],
  [{ name: 'e2e', command: 'npm run test:e2e', live: true }],
];

function run({ name, command, live }: Check): Promise<boolean> {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!live) process.stdout.write(Buffer.concat(output));
      console.log(`\n── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  if (results.includes(false)) {
    console.log(`npm test: failed after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exit(1);
  }
}
console.log(`npm test: every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
