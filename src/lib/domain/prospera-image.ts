// Where the portal serves a prospera picture (product-rules R51). Its own module: the early view's head
// script bundles it (src/scripts/first-read.inline.ts), so it must import nothing.

/** Where prospera campaign images are served from. */
const prosperaImageBase = '/img/campanhas/';

/** The image URL of a prospera campaign: only the last segment of `imagem`, under /img/campanhas/; null when absent. */
export function prosperaImageUrl(imagem: string | null | undefined): string | null {
  if (typeof imagem !== 'string') return null;
  const last = imagem.trim().split(/[/\\]/).filter(Boolean).pop();
  // '.' and '..' would leave the images folder.
  if (!last || last === '.' || last === '..') return null;
  return `${prosperaImageBase}${encodeURIComponent(last)}`;
}
