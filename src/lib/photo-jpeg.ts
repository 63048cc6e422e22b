// Drawing a picture as a JPEG on the phone (product-rules R46: downscaled and sent as JPEG), apart
// from the photo proofs' upload so other pictures can use it. Browser code (canvas,
// createImageBitmap): each user imports it only when a picture has to be drawn.
import { downscaledSize, photoJpegQuality, type PictureSize } from './domain/photo-size.ts';

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
