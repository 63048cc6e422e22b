// `npm test`: every check, in stages, as package.json's `test` script lists them: each argument is a
// stage, and the npm scripts joined by ` & ` in one argument run side by side. They do not depend on
// each other and mostly use one core each, so on a 2-core machine that saves CI time
// (docs/testing.md). A stage starts when the one before has passed; the first failure stops the run. Each
// check's output is printed whole when it ends, so side-by-side checks do not interleave their lines;
// the last stage (the e2e tests) prints as it goes.
// Lint sits beside the unit tests, which never read .astro/; `astro check` reads the types lint's
// `astro sync` writes there, so it follows lint in the same command (`&&`), still beside the unit tests.
import { spawn } from 'node:child_process';

interface Check {
  command: string;
  /** Print as it runs rather than when it ends. */
  live: boolean;
}

const stages: Check[][] = process.argv
  .slice(2)
  .map((stage, index, all) => stage.split(' & ').map((command) => ({ command: command.trim(), live: index === all.length - 1 })));
if (!stages.length) throw new Error('usage: node scripts/test.ts "npm run a & npm run b" "npm run c" …');

function run({ command, live }: Check): Promise<boolean> {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!live) process.stdout.write(Buffer.concat(output));
      console.log(`\n── ${command}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
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
