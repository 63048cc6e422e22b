// Profile photo rules of the account settings (product-rules R97, R255–R257): JPG, GIF or PNG, at most
// 800 kB on the wire. A file within 800 kB goes as it is; one over it is redrawn as a JPEG on the phone
// first, smaller at each try (photo-size.ts › smallerPhotoSize). Campaign photo proofs live in photo-rules.ts.
import type { SniffedImageType } from './image-type.ts';

/**
 * Largest profile photo in bytes. The limit is 800 kB (product-rules R97); we read it as 800 × 1024 bytes,
 * the limit the client service enforces (it answers 413 above it), so a photo the service would take
 * is never redrawn here, and one it would refuse never leaves the phone.
 */
export const accountPhotoMaxBytes = 800 * 1024;

/**
 * Long side, in px, under which a profile photo over 800 kB is not redrawn smaller: one that still does not
 * fit cannot be brought under 800 kB (product-rules R256). Three times the 96 px the settings show it at,
 * for sharp phone screens.
 */
export const accountPhotoMinSide = 288;

/** The image types the service accepts, for the file input's `accept`. */
export const accountPhotoTypes = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** Message for a file that is not a JPG, GIF or PNG image. */
export const accountPhotoTypeMessage = 'Envie uma imagem JPG, GIF ou PNG.';
/** Message for an image over 800 kB that could not be redrawn under it (product-rules R256): the rule, stated. */
export const accountPhotoShrinkMessage =
  'Não foi possível reduzir esta imagem para 800 kB. Envie uma imagem JPG, GIF ou PNG com até 800 kB.';

/** What the check needs from a chosen file (a File has all three). */
interface ChosenFile {
  name: string;
  /** MIME type as the browser reports it; some Android pickers leave it empty. */
  type: string;
  size: number;
}

// Older browsers and pickers report JPEGs under these names too.
const typeAliases: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };
const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
};

/** The file's image type (from its MIME type, else its extension), or null when it is not one we take. */
export function accountPhotoType(file: Pick<ChosenFile, 'name' | 'type'>): string | null {
  const reported = file.type.trim().toLowerCase();
  // The text after the last '.', or the whole name when it has none.
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const type = reported ? (typeAliases[reported] ?? reported) : (extensionTypes[extension] ?? '');
  return (accountPhotoTypes as readonly string[]).includes(type) ? type : null;
}

/**
 * Why a chosen file cannot be the profile photo, or null when it can. Only its type (and an empty
 * file): one over 800 kB is redrawn under it, not refused (product-rules R255).
 */
export function accountPhotoProblem(file: ChosenFile): string | null {
  return accountPhotoType(file) === null || !(file.size > 0) ? accountPhotoTypeMessage : null;
}

/**
 * Why the file's first bytes rule it out as the profile photo, or null (R278): a file renamed '.jpg' that is
 * no JPG, GIF or PNG image is refused like any other type, before it is redrawn or sent.
 */
export function accountPhotoContentProblem(sniffed: SniffedImageType | null): string | null {
  return sniffed !== null && (accountPhotoTypes as readonly string[]).includes(sniffed) ? null : accountPhotoTypeMessage;
}

/** Whether a chosen photo goes as it is, byte for byte: within 800 kB (product-rules R255). */
export function accountPhotoFits(file: Pick<ChosenFile, 'size'>): boolean {
  return file.size <= accountPhotoMaxBytes;
}
