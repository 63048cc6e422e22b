// The shared drawing code (src/lib/photo-jpeg.ts) on a fake canvas: unit tests have no browser, so the
// canvas records what is drawn and encodes a JPEG whose size grows with its pixels. The real drawing
// is covered end to end (e2e/settings.spec.ts, e2e/campaigns.spec.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePicture, drawAsJpeg, jpegWithin } from '../../src/lib/photo-jpeg.ts';

const limits = { maxBytes: 800 * 1024, minSide: 288 };

interface Drawn {
  width: number;
  height: number;
  fills: string[];
  quality: unknown;
}

/** A fake `document` whose canvases encode `bytesPerPixel` bytes per pixel (or `bytes` of any size); `drawn` lists each encoding. */
function fakeCanvas(bytesPerPixel: number, context = true, bytes = (width: number, height: number) => width * height * bytesPerPixel) {
  const drawn: Drawn[] = [];
  vi.stubGlobal('document', {
    createElement: (tag: string) => {
      expect(tag).toBe('canvas');
      const canvas = {
        width: 0,
        height: 0,
        getContext: () =>
          context
            ? {
                fillStyle: '',
                fillRect(this: { fillStyle: string }) {
                  fills.push(this.fillStyle);
                },
                drawImage: vi.fn(),
              }
            : null,
        toBlob(done: (blob: Blob | null) => void, type: string, quality: unknown) {
          drawn.push({ width: canvas.width, height: canvas.height, fills, quality });
          done(new Blob([new Uint8Array(Math.round(bytes(canvas.width, canvas.height)))], { type }));
        },
      };
      const fills: string[] = [];
      return canvas;
    },
  });
  return drawn;
}

/** A fake `createImageBitmap` decoding every file as a `width` × `height` picture (or refusing to). */
function fakeDecoder(width: number, height: number, decodable = true) {
  const bitmap = { width, height, close: vi.fn() };
  const decode = vi.fn(() => (decodable ? Promise.resolve(bitmap) : Promise.reject(new DOMException('bad', 'InvalidStateError'))));
  vi.stubGlobal('createImageBitmap', decode);
  return { bitmap, decode };
}

const file = new Blob([new Uint8Array(3_000_000)], { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('decodePicture (R255)', () => {
  it('decodes the picture upright, as the camera took it', async () => {
    const { bitmap, decode } = fakeDecoder(4000, 3000);
    expect(await decodePicture(file)).toBe(bitmap);
    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
  });
});

describe('drawAsJpeg (R46, R255)', () => {
  it('draws at the downscaled size, on white, as a JPEG of quality 0.8', async () => {
    const drawn = fakeCanvas(0.1);
    const jpeg = await drawAsJpeg({} as CanvasImageSource, 4000, 3000);
    expect(jpeg?.type).toBe('image/jpeg');
    expect(drawn).toEqual([{ width: 1600, height: 1200, fills: ['#fff'], quality: 0.8 }]);
  });

  it('draws nothing for a picture of no size, or where the canvas has no 2D context', async () => {
    fakeCanvas(0.1);
    expect(await drawAsJpeg({} as CanvasImageSource, 0, 0)).toBeNull();
    fakeCanvas(0.1, false);
    expect(await drawAsJpeg({} as CanvasImageSource, 100, 100)).toBeNull();
  });
});

describe('jpegWithin (R255)', () => {
  it('draws at the proofs’ size first, then smaller until the JPEG fits (R255, R256)', async () => {
    const { bitmap } = fakeDecoder(4000, 3000);
    // 0.5 byte per pixel: 1600 × 1200 makes 960 000 bytes, over 800 kB; 1280 × 960 makes 614 400.
    const drawn = fakeCanvas(0.5);
    const jpeg = await jpegWithin(file, limits);
    expect(drawn.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1200],
      [1280, 960],
    ]);
    expect(jpeg?.size).toBe(614_400);
    expect(jpeg?.type).toBe('image/jpeg');
    expect(bitmap.close).toHaveBeenCalledOnce();
  });

  it('takes the first drawing when it fits', async () => {
    fakeDecoder(4000, 3000);
    const drawn = fakeCanvas(0.1);
    expect((await jpegWithin(file, limits))?.size).toBe(192_000);
    expect(drawn).toHaveLength(1);
  });

  it('gives up when the long side would fall under the floor, and frees the picture (R256)', async () => {
    const { bitmap } = fakeDecoder(4000, 3000);
    // A picture that stays over 800 kB however small it is drawn: each try is 20 % smaller, down to 288 px.
    const drawn = fakeCanvas(0, true, () => 900_000);
    expect(await jpegWithin(file, limits)).toBeNull();
    expect(drawn.map((d) => d.width)).toEqual([1600, 1280, 1024, 819, 655, 524, 419, 335]);
    expect(bitmap.close).toHaveBeenCalledOnce();
  });

  it('refuses a file the browser cannot decode (R256)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeDecoder(0, 0, false);
    const drawn = fakeCanvas(0.1);
    expect(await jpegWithin(file, limits)).toBeNull();
    expect(drawn).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('refuses a picture it cannot draw', async () => {
    const { bitmap } = fakeDecoder(4000, 3000);
    fakeCanvas(0.1, false);
    expect(await jpegWithin(file, limits)).toBeNull();
    expect(bitmap.close).toHaveBeenCalledOnce();
  });
});
