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

/** Past this size a file is compressed a little less, to keep the build fast. */
const LARGE_FILE = 1024 * 1024;

/** Writes `file`'s .br and .gz copies; false for a file too small to be worth it (served as it is). */
export function writeCompressed(file: string): boolean {
  const body = readFileSync(file);
  if (statSync(file).size < 256) return false;
  // Brotli's best takes 13 s on the FAQ editor's 5 MB script for 10 % fewer bytes than 9, which takes 1 s.
  const quality = body.length > LARGE_FILE ? 9 : 11;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

/**
 * Writes the compressed copies of every text file of the build in `dist`; answers how many were written.
 * Never /config.json's: a deploy replaces that file (docs/deployment.md, "Configuration"), and a host that serves
 * precompressed copies (the local server, nginx's brotli_static) would go on sending the build's config
 * from its .br and .gz (seen once a config grew past 256 bytes, product-rules R259).
 */
export function compressBuild(dist: string): number {
  let count = 0;
  for (const file of files(dist)) if (file !== join(dist, 'config.json') && writeCompressed(file)) count += 1;
  return count;
}

if (import.meta.main) {
  const count = compressBuild(new URL('../dist', import.meta.url).pathname);
  console.log(`Compressed ${count} files in dist/ (brotli + gzip).`);
}
