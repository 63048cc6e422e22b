// Every module of src/lib sits in a layer the lint knows (docs/architecture.md, "Layers"): a zone of
// eslint.config.js's import-x/no-restricted-paths names it, by its folder or its own path, as a target.
// The zones that cover the whole of src/lib (no island, no page) say nothing of a file's layer, so they
// do not count. A new file at the top of src/lib, or a new folder, fails here until a zone names it.
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const lib = join(root, 'src/lib');

interface Zone {
  target: string | string[];
}

/** Whether `file` is `target` or under it (both absolute), as import-x matches a zone's target. */
const within = (file: string, target: string) => {
  const path = relative(target, file);
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep));
};

/** The files of `files` (absolute) that no zone's target below src/lib names. */
function outsideEveryZone(files: string[], zones: Zone[], base: string): string[] {
  const targets = zones
    .flatMap((zone) => [zone.target].flat())
    .map((target) => resolve(base, target))
    .filter((target) => target !== join(base, 'src/lib'));
  return files.filter((file) => !targets.some((target) => within(file, target)));
}

/** The zones ESLint applies to a file of src/lib, read through ESLint itself. */
async function zonesOfLib(): Promise<Zone[]> {
  const config = (await new ESLint({ cwd: root }).calculateConfigForFile(join(lib, 'toast.ts'))) as {
    rules?: Record<string, [unknown, { zones: Zone[] }?]>;
  };
  const [, options] = config.rules?.['import-x/no-restricted-paths'] ?? [];
  return options?.zones ?? [];
}

const libFiles = readdirSync(lib, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => join(lib, file));

describe('lint zones', () => {
  it('name every module of src/lib as a target, by its folder or its own path', async () => {
    const zones = await zonesOfLib();
    expect(zones.length).toBeGreaterThan(10);
    expect(libFiles.length).toBeGreaterThan(100);
    expect(
      outsideEveryZone(libFiles, zones, root).map(
        (file) => `${relative(root, file)} is in no zone of eslint.config.js: add it to its layer's (docs/architecture.md, "Layers")`,
      ),
    ).toEqual([]);
  });

  it('count a folder, a file and an array of targets, not the zones over the whole of src/lib', () => {
    const files = ['src/lib/api/client.ts', 'src/lib/toast.ts', 'src/lib/site.ts', 'src/lib/pdf/boleto-pix.ts', 'src/lib/toast-extra.ts'];
    const zones: Zone[] = [{ target: './src/lib' }, { target: './src/lib/api' }, { target: ['./src/lib/toast.ts', './src/lib/pdf'] }];
    expect(
      outsideEveryZone(
        files.map((file) => join('/repo', file)),
        zones,
        '/repo',
      ),
    ).toEqual(['/repo/src/lib/site.ts', '/repo/src/lib/toast-extra.ts']);
  });
});
