import { describe, expect, it } from 'vitest';
import { imageTypeOfFile } from '../../src/lib/file-type.ts';

describe('imageTypeOfFile (R278)', () => {
  it('reads what a file is from its first bytes, whatever its name and type say', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });
    expect(await imageTypeOfFile(png)).toBe('image/png');
    expect(await imageTypeOfFile(new File(['%PDF-1.4 contrato'], 'foto.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await imageTypeOfFile(new Blob([]))).toBeNull();
  });

  it('a file that cannot be read is no image', async () => {
    const unreadable = { slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) } as unknown as Blob;
    expect(await imageTypeOfFile(unreadable)).toBeNull();
  });
});
