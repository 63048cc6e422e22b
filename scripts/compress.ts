// Writes .br and .gz next to every text file of dist/, as a CDN would serve them (docs/architecture.md "Toolchain notes").
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

/** Writes `file`'s .br and .gz copies; false for a file too small to be worth it (served as it is). */
export function writeCompressed(file: string): boolean {
  const body = readFileSync(file);
  if (statSync(file).size < 256) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

if (import.meta.main) {
  const root = new URL('../dist', import.meta.url).pathname;
  let count = 0;
  for (const file of files(root)) if (writeCompressed(file)) count += 1;
  console.log(`Compressed ${count} files in dist/ (brotli + gzip).`);
}
