// The portal's own texts write an ellipsis as the spec's quoted texts do, with three dots
// (docs/product-rules.md R265). A '…' in a comment or in a test title is no text a user reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
/** A line that is a comment only: `//`, a `/* … *\/` block's lines, a JSX comment. */
const commentLine = /^\s*(\/\/|\*|\/\*|\{\/\*)/;

describe('ellipses (R265)', () => {
  it('every text of src/ writes an ellipsis as "..." (comments aside)', () => {
    const found = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro|md)$/.test(file))
      .flatMap((file) =>
        readFileSync(join(src, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (line.includes('…') && !commentLine.test(line) ? [`${file.split(sep).join('/')}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
