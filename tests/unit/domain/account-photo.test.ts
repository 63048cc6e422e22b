import { describe, expect, it } from 'vitest';
import {
  accountPhotoMaxBytes,
  accountPhotoProblem,
  accountPhotoSizeMessage,
  accountPhotoType,
  accountPhotoTypeMessage,
} from '../../../src/lib/domain/account-photo.ts';

describe('accountPhotoMaxBytes', () => {
  it('is 800 kB read as 800 × 1024 bytes, the service limit', () => {
    expect(accountPhotoMaxBytes).toBe(819_200);
  });
});

describe('accountPhotoType', () => {
  it.each([
    ['foto.jpg', 'image/jpeg', 'image/jpeg'],
    ['foto.JPG', 'image/jpg', 'image/jpeg'],
    ['foto.jpg', 'image/pjpeg', 'image/jpeg'],
    ['foto.gif', 'image/gif', 'image/gif'],
    ['foto.png', 'IMAGE/PNG', 'image/png'],
  ])('accepts %s reported as %s', (name, type, expected) => {
    expect(accountPhotoType({ name, type })).toBe(expected);
  });

  it.each([
    ['foto.webp', 'image/webp'],
    ['foto.heic', 'image/heic'],
    ['foto.svg', 'image/svg+xml'],
    ['documento.pdf', 'application/pdf'],
    // The reported type wins over a misleading name.
    ['foto.png', 'application/pdf'],
  ])('refuses %s reported as %s', (name, type) => {
    expect(accountPhotoType({ name, type })).toBeNull();
  });

  it('falls back to the extension when the picker reports no type', () => {
    expect(accountPhotoType({ name: 'IMG_0001.JPEG', type: '' })).toBe('image/jpeg');
    expect(accountPhotoType({ name: 'perfil.png', type: '' })).toBe('image/png');
    expect(accountPhotoType({ name: 'perfil.webp', type: '' })).toBeNull();
    expect(accountPhotoType({ name: 'sem-extensao', type: '' })).toBeNull();
  });
});

describe('accountPhotoProblem', () => {
  const png = (size: number) => ({ name: 'perfil.png', type: 'image/png', size });

  it('accepts a JPG, GIF or PNG up to and including 800 kB', () => {
    expect(accountPhotoProblem(png(1))).toBeNull();
    expect(accountPhotoProblem(png(800_000))).toBeNull();
    expect(accountPhotoProblem(png(819_200))).toBeNull();
    expect(accountPhotoProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toBeNull();
    expect(accountPhotoProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
  });

  it('refuses one byte over 800 kB', () => {
    expect(accountPhotoProblem(png(819_201))).toBe(accountPhotoSizeMessage);
    expect(accountPhotoSizeMessage).toBe('A imagem deve ter no máximo 800 kB.');
  });

  it('refuses other types, whatever their size (type is said first)', () => {
    expect(accountPhotoProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(accountPhotoTypeMessage);
    expect(accountPhotoProblem({ name: 'a.pdf', type: 'application/pdf', size: 5_000_000 })).toBe(accountPhotoTypeMessage);
    expect(accountPhotoTypeMessage).toBe('Envie uma imagem JPG, GIF ou PNG.');
  });

  it('refuses an empty file', () => {
    expect(accountPhotoProblem(png(0))).toBe(accountPhotoTypeMessage);
  });
});
