// Profile photo rules of the account settings (product-rules R97): JPG, GIF or
// PNG, at most 800 kB, checked before anything is sent. Campaign photo proofs live in photo-rules.ts.

/**
 * Largest profile photo in bytes. The limit is 800 kB (product-rules R97); we read it as 800 × 1024 bytes,
 * the limit the client service enforces (it answers 413 above it), so a photo the service would take
 * is never refused here, and one it would refuse never leaves the phone.
 */
export const accountPhotoMaxBytes = 800 * 1024;

/** The image types the service accepts, for the file input's `accept`. */
export const accountPhotoTypes = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** Message for a file that is not a JPG, GIF or PNG image. */
export const accountPhotoTypeMessage = 'Envie uma imagem JPG, GIF ou PNG.';
/** Message for a file over the size limit. */
export const accountPhotoSizeMessage = 'A imagem deve ter no máximo 800 kB.';

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

/** Why a chosen file cannot be the profile photo (type first, then size), or null when it can. */
export function accountPhotoProblem(file: ChosenFile): string | null {
  if (accountPhotoType(file) === null || !(file.size > 0)) return accountPhotoTypeMessage;
  if (file.size > accountPhotoMaxBytes) return accountPhotoSizeMessage;
  return null;
}
