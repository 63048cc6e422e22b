// Drawing a picture as a JPEG on the phone, shared by the photo proofs (product-rules R46: downscaled
// and sent as JPEG) and the profile photo (R255: one over 800 kB is brought under it). Browser code
// (canvas, createImageBitmap): each user imports it only when a picture has to be drawn.
import { downscaledSize, photoJpegQuality, smallerPhotoSize, type PictureSize } from './domain/photo-size.ts';

/** How small a JPEG must be, and the smallest long side worth drawing it at (product-rules R256). */
export interface ShrinkLimits {
  maxBytes: number;
  minSide: number;
}

/** Draws a picture source on a canvas at `size` and encodes it as JPEG; null when the browser cannot. */
export async function drawJpegAt(source: CanvasImageSource, size: PictureSize): Promise<Blob | null> {
  if (!size.width || !size.height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: a transparent PNG or GIF gets a white background, not a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoJpegQuality));
}

/** Draws a picture source at its downscaled size (long side ≤ 1600 px) and encodes it as JPEG. */
export function drawAsJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob | null> {
  return drawJpegAt(source, downscaledSize(width, height));
}

/** A picked file decoded, upright as the camera took it; rejects when the browser cannot decode it. */
export function decodePicture(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

/**
 * The file drawn as a JPEG of at most `limits.maxBytes`: first as the photo proofs are (long side ≤
 * 1600 px), then smaller at each try (`smallerPhotoSize`). Null when the browser cannot decode or draw
 * it, or when it does not fit before its long side falls under `limits.minSide`.
 */
export async function jpegWithin(file: Blob, limits: ShrinkLimits): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decodePicture(file);
  } catch (error) {
    console.warn('[photo-jpeg] cannot decode the picture', error);
    return null;
  }
  try {
    let size: PictureSize | null = downscaledSize(bitmap.width, bitmap.height);
    while (size) {
      const jpeg = await drawJpegAt(bitmap, size);
      if (!jpeg) return null;
      if (jpeg.size <= limits.maxBytes) return jpeg;
      size = smallerPhotoSize(size, jpeg.size, limits.maxBytes, limits.minSide);
    }
    return null;
  } finally {
    bitmap.close();
  }
}
