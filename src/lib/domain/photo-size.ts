// The sizes and quality a photo is drawn at on the phone before upload: the photo proofs
// (product-rules R46) and a profile photo over 800 kB (R255, R256). Apart from photo-rules.ts so the
// drawing code (photo-jpeg.ts), which alone uses them, loads without the dates the proof rules need.

/** A picture's size in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/** Longest side, in px, of a photo after it is downscaled on the phone. */
const photoMaxSide = 1600;
/** JPEG quality of the downscaled photo. */
export const photoJpegQuality = 0.8;
/** Each smaller try draws a photo at most this share of the last try's sides, so tries always shrink it. */
const photoShrinkStep = 0.8;

/** The size a photo is drawn at before upload: its long side at most `maxSide`, never enlarged. */
export function downscaledSize(width: number, height: number, maxSide = photoMaxSide): PictureSize {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The size to draw a photo at after its JPEG of `bytes` drawn at `tried` was over `maxBytes`, or null to
 * give up (product-rules R256). A JPEG's bytes grow about as its pixels, so the sides scale by
 * √(maxBytes / bytes), with 10 % to spare, and by 0.8 at most (from 1600 px, 8 tries at most reach a
 * 288 px floor). Gives up when the long side would fall under `minSide`.
 */
export function smallerPhotoSize(tried: PictureSize, bytes: number, maxBytes: number, minSide: number): PictureSize | null {
  const scale = Math.min(photoShrinkStep, 0.9 * Math.sqrt(maxBytes / bytes));
  const width = Math.round(tried.width * scale);
  const height = Math.round(tried.height * scale);
  if (!(Math.max(width, height) >= minSide)) return null;
  return { width: Math.max(1, width), height: Math.max(1, height) };
}
