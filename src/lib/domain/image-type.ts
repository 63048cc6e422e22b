// What a chosen file is, from its first bytes rather than its name or the type the browser reports (both
// come from the name on most phones): a PDF or a document renamed 'foto.jpg' is no photo, and is refused
// on the phone before any request (product-rules R255, R278).

/** How many first bytes `imageTypeOf` reads: enough for every signature below. */
export const IMAGE_SIGNATURE_BYTES = 16;

/** The image types a phone's camera or gallery gives. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** HEIF brands of an iPhone's photos ('ftyp' box at byte 4). */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'];

/** The image type the file's first bytes announce, or null when they announce none of them. */
export function imageTypeOf(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIF_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))) return 'image/heic';
  return null;
}
