import { describe, expect, it } from 'vitest';
import { indicatorStatusText, isConcluded } from '../../../src/lib/domain/indicators.ts';

describe('indicatorStatusText (R41)', () => {
  it.each([
    [100, 'Indicador Concluído!'],
    [150, 'Indicador Concluído!'],
    [99.99, 'Em Andamento'],
    [0, 'Em Andamento'],
    [null, 'Em Andamento'],
    [Number.NaN, 'Em Andamento'],
  ] as const)('%s %% → %s', (percentage, text) => {
    expect(indicatorStatusText(percentage)).toBe(text);
    expect(isConcluded(percentage)).toBe(text === 'Indicador Concluído!');
  });
});
