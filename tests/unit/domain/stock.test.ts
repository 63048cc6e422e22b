import { describe, expect, it } from 'vitest';
import { isOrderable, stockLabel } from '../../../src/lib/domain/stock.ts';

describe('stockLabel (R55)', () => {
  it.each([
    [860, 'Disponível'],
    [200, 'Disponível'],
    [199, 'Estoque Baixo'],
    [1, 'Estoque Baixo'],
    [0, 'Indisponível'],
    [-3, 'Indisponível'],
  ])('%i boxes → %s', (stock, label) => {
    expect(stockLabel(stock)).toBe(label);
  });
});

describe('isOrderable (R55)', () => {
  it.each([
    [0, false],
    [1, true],
    [200, true],
  ])('%i boxes → %s', (stock, expected) => {
    expect(isOrderable(stock)).toBe(expected);
  });
});
