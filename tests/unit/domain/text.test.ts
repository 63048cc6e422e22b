import { describe, expect, it } from 'vitest';
import { stripAccents } from '../../../src/lib/domain/text.ts';

describe('stripAccents (R57)', () => {
  it.each([
    ['Águas', 'Aguas'],
    ['Açaí e Sucos', 'Acai e Sucos'],
    ['Não Alcoólicos', 'Nao Alcoolicos'],
    ['ÉNERGÉTICOS À VENDA', 'ENERGETICOS A VENDA'],
    ['Cervejas', 'Cervejas'],
    ['combo', 'combo'],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(stripAccents(input)).toBe(expected);
  });

  it('strips accents typed as combining marks (decomposed input)', () => {
    expect(stripAccents('A\u0301guas')).toBe('Aguas');
  });

  it('keeps punctuation, spaces and digits', () => {
    expect(stripAccents('Chá-mate & Café (1,5 L)')).toBe('Cha-mate & Cafe (1,5 L)');
  });
});
