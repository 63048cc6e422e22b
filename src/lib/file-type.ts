// What a chosen file is, read from its first bytes (domain/image-type.ts says what they mean): the name and
// the type the browser reports come from the name on most phones (product-rules R278).
import { IMAGE_SIGNATURE_BYTES, imageTypeOf, type SniffedImageType } from './domain/image-type.ts';

/** The image type the file's first bytes announce; null for none, or a file that cannot be read. */
export async function imageTypeOfFile(file: Blob): Promise<SniffedImageType | null> {
  try {
    return imageTypeOf(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}
