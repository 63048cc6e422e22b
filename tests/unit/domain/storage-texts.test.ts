import { describe, expect, it } from 'vitest';
import { NEWER_FORMAT_TEXT } from '../../../src/lib/domain/newer-format-text.ts';
import { storageFullText, storageRefusedText } from '../../../src/lib/domain/storage-texts.ts';

describe('storageFullText (R284)', () => {
  it('says the storage is full, what it costs the user and what to do, in one wording', () => {
    expect(storageFullText('não foi possível trocar de empresa')).toBe(
      'O armazenamento do aparelho está cheio: não foi possível trocar de empresa. Libere espaço no aparelho (apague fotos, vídeos ou aplicativos que não usa).',
    );
  });
});

describe('storageRefusedText (R284, R285)', () => {
  it('says a newer version is open and nothing is lost when a newer build’s value stopped the write', () => {
    expect(storageRefusedText('newer', 'não foi possível trocar de empresa')).toBe(NEWER_FORMAT_TEXT);
    expect(NEWER_FORMAT_TEXT).toContain('nada foi perdido');
  });
  it('says the storage is full otherwise', () => {
    expect(storageRefusedText('full', 'as mudanças no carrinho valem só nesta página')).toBe(
      storageFullText('as mudanças no carrinho valem só nesta página'),
    );
    expect(storageRefusedText(null, 'x')).toBe(storageFullText('x'));
  });
});
