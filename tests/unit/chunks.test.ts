import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkGroups, inChunk, portalChunks } from '../../build/chunks.ts';

const root = new URL('../../', import.meta.url).pathname;

describe('build/chunks.ts, the chunk manifest', () => {
  it('names only files that exist, so a module cannot move without the manifest', () => {
    const missing = portalChunks.flatMap((group) => group.modules).filter((path) => !existsSync(`${root}${path}`));
    expect(missing).toEqual([]);
  });

  it('lists every module in one chunk at most', () => {
    const all = chunkGroups.flatMap((group) => [...group.modules, ...group.packages]);
    expect(all.filter((entry, index) => all.indexOf(entry) !== index)).toEqual([]);
  });

  it('matches the ids the bundler gives: listed modules, packages and virtual modules, nothing else', () => {
    const [core, screen, app] = ['portal-core', 'screen', 'portal-app'].map((name) => portalChunks.find((group) => group.name === name)!);
    expect(inChunk(app!, `${root}src/lib/api/client.ts`, root)).toBe(true);
    expect(inChunk(app!, `${root}src/lib/api/client.ts?v=1`, root)).toBe(true);
    expect(inChunk(app!, `${root}node_modules/react/index.js`, root)).toBe(true);
    expect(inChunk(app!, `${root}node_modules/react-dom/index.js`, root)).toBe(false);
    expect(inChunk(app!, `${root}src/lib/api/catalogue.ts`, root)).toBe(false);
    expect(inChunk(core!, '\0vite/preload-helper.js', root)).toBe(true);
    expect(inChunk(screen!, `${root}src/lib/screens/screen.ts`, root)).toBe(true);
    expect(inChunk(screen!, `/elsewhere/src/lib/screens/screen.ts`, root)).toBe(false);
  });
});
