// The version the build stamps into the portal (`__PORTAL_VERSION__`, astro.config.mjs): the package's
// version and the commit built, so the field data tells one deploy from the next (docs/field-data.md).
// Only the field data's late chunk reads it, so no first load changes from one commit to the next.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** `0.1.0+aea05bf`; the package's version alone where there is no git (a build from an archive). */
export function portalVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: new URL(root), stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}
