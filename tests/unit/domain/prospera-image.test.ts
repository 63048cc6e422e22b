import { describe, expect, it } from 'vitest';
import { prosperaImageUrl } from '../../../src/lib/domain/prospera-image.ts';

describe('prosperaImageUrl (R51)', () => {
  it.each([
    ['uploads/prospera/2025/campanha-verao.svg', '/img/campanhas/campanha-verao.svg'],
    ['campanha.png', '/img/campanhas/campanha.png'],
    ['https://cdn.example.com/a/b/banner 1.jpg', '/img/campanhas/banner%201.jpg'],
    ['C:\\fotos\\banner.jpg', '/img/campanhas/banner.jpg'],
    ['uploads/prospera/', '/img/campanhas/prospera'],
  ])('%s → %s (only the last segment)', (imagem, url) => {
    expect(prosperaImageUrl(imagem)).toBe(url);
  });
  it.each([null, undefined, '', '   ', '/', '..', 31])('%j has no image (placeholder)', (imagem) => {
    expect(prosperaImageUrl(imagem as string)).toBeNull();
  });
});
