import { describe, expect, it } from 'vitest';
import {
  accountPhotoContentProblem,
  accountPhotoFits,
  accountPhotoMaxBytes,
  accountPhotoMinSide,
  accountPhotoProblem,
  accountPhotoShrinkMessage,
  accountPhotoType,
  accountPhotoTypeMessage,
} from '../../../src/lib/domain/account-photo.ts';

describe('accountPhotoMaxBytes (R97)', () => {
  it('is 800 kB read as 800 × 1024 bytes, the service limit', () => {
    expect(accountPhotoMaxBytes).toBe(819_200);
  });
});

describe('accountPhotoType (R97)', () => {
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

describe('accountPhotoProblem (R97, R256)', () => {
  const png = (size: number) => ({ name: 'perfil.png', type: 'image/png', size });

  it('accepts a JPG, GIF or PNG of any size: one over 800 kB is redrawn, not refused (R255)', () => {
    expect(accountPhotoProblem(png(1))).toBeNull();
    expect(accountPhotoProblem(png(819_200))).toBeNull();
    expect(accountPhotoProblem(png(819_201))).toBeNull();
    expect(accountPhotoProblem({ name: 'camera.jpg', type: 'image/jpeg', size: 5_000_000 })).toBeNull();
    expect(accountPhotoProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(accountPhotoProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(accountPhotoTypeMessage);
    expect(accountPhotoProblem({ name: 'a.pdf', type: 'application/pdf', size: 5_000_000 })).toBe(accountPhotoTypeMessage);
    expect(accountPhotoTypeMessage).toBe('Envie uma imagem JPG, GIF ou PNG.');
  });

  it('refuses an empty file', () => {
    expect(accountPhotoProblem(png(0))).toBe(accountPhotoTypeMessage);
  });
});

describe('accountPhotoFits (R255)', () => {
  it('sends a photo of up to and including 800 kB as it is; one byte more is redrawn (R255)', () => {
    expect(accountPhotoFits({ size: 1 })).toBe(true);
    expect(accountPhotoFits({ size: 819_200 })).toBe(true);
    expect(accountPhotoFits({ size: 819_201 })).toBe(false);
    expect(accountPhotoFits({ size: 5_000_000 })).toBe(false);
  });
});

describe('accountPhotoShrinkMessage (R256)', () => {
  it('states the rule: JPG, GIF or PNG, up to 800 kB (R256)', () => {
    expect(accountPhotoShrinkMessage).toBe(
      'Não foi possível reduzir esta imagem para 800 kB. Envie uma imagem JPG, GIF ou PNG com até 800 kB.',
    );
  });
});

describe('accountPhotoMinSide (R256)', () => {
  it('is three times the 96 px the settings draw the photo at', () => {
    expect(accountPhotoMinSide).toBe(288);
  });
});

describe('accountPhotoContentProblem (R278)', () => {
  it('takes what its first bytes say is a JPG, GIF or PNG, and refuses anything else whatever its name', () => {
    for (const type of ['image/jpeg', 'image/gif', 'image/png'] as const) expect(accountPhotoContentProblem(type)).toBeNull();
    // No image at all (a PDF renamed foto.jpg), or an image the service does not take.
    expect(accountPhotoContentProblem(null)).toBe(accountPhotoTypeMessage);
    expect(accountPhotoContentProblem('image/webp')).toBe(accountPhotoTypeMessage);
    expect(accountPhotoContentProblem('image/heic')).toBe(accountPhotoTypeMessage);
  });
});
