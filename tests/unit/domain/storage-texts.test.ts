import { describe, expect, it } from 'vitest';
import { storageFullText } from '../../../src/lib/domain/storage-texts.ts';

describe('storageFullText (R284)', () => {
  it('says the storage is full, what it costs the user and what to do, in one wording', () => {
    expect(storageFullText('não foi possível trocar de empresa')).toBe(
      'O armazenamento do aparelho está cheio: não foi possível trocar de empresa. Libere espaço no aparelho (apague fotos, vídeos ou aplicativos que não usa).',
    );
  });
});
