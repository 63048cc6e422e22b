import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../../src/lib/domain/image-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('imageTypeOf (R278)', () => {
  it.each([
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a JPEG (Exif, a phone camera)', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a GIF 89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['a GIF 87a', bytes('GIF87a'), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ["an iPhone's HEIC", bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
  ])('%s', (_, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  it.each([
    ['a PDF renamed .jpg', bytes('%PDF-1.4')],
    ['a text file', bytes('Nota fiscal 123')],
    ['a WAV (RIFF, but no WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video (ftyp, no image brand)', bytes([0, 0, 0, 0x18], 'ftypmp42')],
    ['nothing', bytes()],
    ['one byte of a JPEG', bytes([0xff])],
  ])('%s is no image', (_, head) => {
    expect(imageTypeOf(head)).toBeNull();
  });
});
