// Tap replay waits for `data-hydrated`, which only roots exported through island() set
// (src/islands/shared/island.tsx): a root that is not would hold every early tap for 5 s.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const pages = new URL('../../../src/pages/', import.meta.url).pathname;

function* astroFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* astroFiles(path);
    else if (entry.name.endsWith('.astro')) yield path;
  }
}

/** The island modules each page hydrates (`<Name client:…>` with `import Name from '…tsx'`). */
function hydratedRoots(): string[] {
  const roots = new Set<string>();
  for (const page of astroFiles(pages)) {
    const source = readFileSync(page, 'utf8');
    for (const [, name] of source.matchAll(/<([A-Z]\w*)\s[^>]*\bclient:/g)) {
      const from = new RegExp(`import ${name} from '([^']+\\.tsx)'`).exec(source)?.[1];
      if (from) roots.add(resolve(dirname(page), from));
    }
  }
  return [...roots];
}

describe('island roots', () => {
  it('every root a page hydrates is exported through island(), so tap replay hears it is live', () => {
    const roots = hydratedRoots();
    expect(roots.length).toBeGreaterThan(15);
    const bare = roots.filter((root) => !/^export default island\(\w+\);$/m.test(readFileSync(root, 'utf8')));
    expect(bare).toEqual([]);
  });
});
