// A small built site the local server agrees to serve: its config.json and the header files the headers
// step writes for it (the server refuses a build whose headers are not its config's, product-rules R223).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerFiles, inlineScriptHashes, routeHeaders, type HeaderConfig } from '../../scripts/security-headers.ts';

/** Writes `config` and its header files into `dist`, which must already hold index.html and 404.html. */
export function makeServable(dist: string, config: HeaderConfig): void {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  for (const [name, text] of Object.entries(headerFiles(routeHeaders(config, inlineScriptHashes(dist)))))
    writeFileSync(join(dist, name), text);
}
