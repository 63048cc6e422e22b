// The sizes and quality a photo is drawn at on the phone before upload (product-rules R46). Apart
// from photo-rules.ts so the drawing code (photo-jpeg.ts), which alone uses them, loads without the
// dates the proof rules need.

/** A picture's size in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/** Longest side, in px, of a photo after it is downscaled on the phone. */
const photoMaxSide = 1600;
/** JPEG quality of the downscaled photo. */
export const photoJpegQuality = 0.8;

/** The size a photo is drawn at before upload: its long side at most `maxSide`, never enlarged. */
export function downscaledSize(width: number, height: number, maxSide = photoMaxSide): PictureSize {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
