import { describe, expect, it } from 'vitest';
import {
  coverPercent,
  indicatorPoints,
  missingDescription,
  prosperaIndicatorPercent,
  prosperaIndicatorView,
  type ProsperaIndicatorResultInput,
  pointsText,
} from '../../../src/lib/domain/prospera-indicators.ts';

const group = (id: number, porcentagem_compra: number, comprou = porcentagem_compra > 0) => ({
  id,
  descricao: `Grupo ${id}`,
  porcentagem_compra,
  produtos: [{ cod_produto: `${id}01`, sku: `Produto ${id}`, comprou }],
});

describe('indicatorPoints (R50)', () => {
  it.each([
    ['100 % earns the weight', 100, 10, { earned: 10, weight: 10 }],
    ['more than 100 % earns the weight', 130, 10, { earned: 10, weight: 10 }],
    ['99.9 % earns nothing', 99.9, 10, { earned: 0, weight: 10 }],
    ['0 % earns nothing', 0, 5, { earned: 0, weight: 5 }],
    ['a broken weight counts as 0', 100, Number.NaN, { earned: 0, weight: 0 }],
  ])('%s', (_, percent, weight, expected) => {
    expect(indicatorPoints(percent, weight)).toEqual(expected);
  });
});

describe('pointsText (R50)', () => {
  it.each([
    [{ earned: 10, weight: 10 }, '10/10'],
    [{ earned: 0, weight: 15 }, '0/15'],
    [{ earned: 7.5, weight: 7.5 }, '7,5/7,5'],
    [{ earned: 0, weight: 2.5 }, '0/2,5'],
    [{ earned: 1000, weight: 1000 }, '1.000/1.000'],
  ])('%j reads %s', (points, text) => {
    expect(pointsText(points)).toBe(text);
  });
});

describe('coverPercent (R50)', () => {
  it.each([
    ['no groups is 0', [], 0],
    ['every group bought', [group(1, 100), group(2, 50)], 100],
    ['a group counts once anything of it was bought', [group(1, 0.1), group(2, 0)], 50],
    ['one of four groups', [group(1, 33), group(2, 0), group(3, 0), group(4, 0)], 25],
    ['none bought', [group(1, 0), group(2, 0)], 0],
  ])('%s', (_, resultados, expected) => {
    expect(coverPercent({ resultados })).toBe(expected);
  });

  it('a result without its groups is 0', () => {
    expect(coverPercent({})).toBe(0);
  });
});

describe('prosperaIndicatorPercent (R50)', () => {
  it.each<[string, number, ProsperaIndicatorResultInput, number]>([
    ['1 volume: percentage', 1, { percentage: 87.5, volumeTotal: 70, meta_cli_volume: [{ meta: 80 }] }, 87.5],
    ['1 volume: capped at 100', 1, { percentage: 125, volumeTotal: 150, meta_cli_volume: [{ meta: 120 }] }, 100],
    ['1 volume: missing is 0', 1, {}, 0],
    ['2 cover: share of groups above 0', 2, { resultados: [group(1, 10), group(2, 0), group(3, 0), group(4, 0)] }, 25],
    ['3 price: prod_prc.percentual', 3, { prod_prc: { percentual: 60, status_produto: [] } }, 60],
    ['3 price: missing prod_prc is 0', 3, {}, 0],
    ['4 internal activation: result_red.resultado', 4, { result_red: { resultado: 50 } }, 50],
    ['5 external activation', 5, { result_red: { resultado: 100 } }, 100],
    ['6 freezer load', 6, { result_red: { resultado: 0 } }, 0],
    ['7 exclusive freezer: capped', 7, { result_red: { resultado: 140 } }, 100],
    [
      '8 sovi: valor_result',
      8,
      { valor_result: 66.7, meta_cli_volume: [{ meta_sovi: 30 }], result_red: { resultado_informado: 20 } },
      66.7,
    ],
    ['8 sovi: negative counts as 0', 8, { valor_result: -5 }, 0],
  ])('%s', (_, id, result, expected) => {
    expect(prosperaIndicatorPercent(id, result)).toBe(expected);
  });
});

describe('prosperaIndicatorView (R50)', () => {
  it('1 volume shows Meta (first goal) and Comprado (total bought)', () => {
    expect(prosperaIndicatorView(1, 30, { percentage: 50, volumeTotal: 40, meta_cli_volume: [{ meta: 80 }, { meta: 999 }] })).toEqual({
      percent: 50,
      detail: { kind: 'goal', goal: 80, bought: 40 },
    });
  });

  it('8 sovi shows Meta (sovi goal) and Comprado (informed result)', () => {
    expect(
      prosperaIndicatorView(8, 5, { valor_result: 100, meta_cli_volume: [{ meta_sovi: 30 }], result_red: { resultado_informado: 36 } }),
    ).toEqual({
      percent: 100,
      detail: { kind: 'goal', goal: 30, bought: 36 },
    });
  });

  it('2 cover: groups with done marks, products with code, SKU and bought flag; weight only at 100', () => {
    const partial = prosperaIndicatorView(2, 20, { resultados: [group(1, 50), group(2, 0, false)] });
    expect(partial.percent).toBe(50);
    expect(partial.detail).toEqual({
      kind: 'cover',
      points: { earned: 0, weight: 20 },
      groups: [
        { id: 1, description: 'Grupo 1', done: true, products: [{ code: '101', sku: 'Produto 1', bought: true }] },
        { id: 2, description: 'Grupo 2', done: false, products: [{ code: '201', sku: 'Produto 2', bought: false }] },
      ],
    });
    const full = prosperaIndicatorView(2, 20, { resultados: [group(1, 50), group(2, 100)] });
    expect(full.detail).toMatchObject({ kind: 'cover', points: { earned: 20, weight: 20 } });
  });

  it("3 price: met marks, SKU, and '*** Descrição não Localizada ***' for a product without description", () => {
    const view = prosperaIndicatorView(3, 15, {
      prod_prc: {
        percentual: 50,
        status_produto: [
          { sku: '1234', descricao: 'Cerveja Lata 350ml', bateu: true },
          { sku: null, descricao: null, bateu: false },
          { sku: '77', descricao: '  ', bateu: false },
          { sku: '78', bateu: true },
        ],
      },
    });
    expect(view).toEqual({
      percent: 50,
      detail: {
        kind: 'price',
        products: [
          { sku: '1234', description: 'Cerveja Lata 350ml', met: true },
          { sku: null, description: missingDescription, met: false },
          { sku: '77', description: missingDescription, met: false },
          { sku: '78', description: missingDescription, met: true },
        ],
      },
    });
    expect(missingDescription).toBe('*** Descrição não Localizada ***');
  });

  it('3 price: no products gives an empty list (the card says so)', () => {
    expect(prosperaIndicatorView(3, 15, { prod_prc: { percentual: 0, status_produto: [] } }).detail).toEqual({
      kind: 'price',
      products: [],
    });
  });

  it('2 cover and 3 price: a result without its lists reads as empty lists at 0 %', () => {
    expect(prosperaIndicatorView(2, 20, {})).toEqual({
      percent: 0,
      detail: { kind: 'cover', points: { earned: 0, weight: 20 }, groups: [] },
    });
    expect(prosperaIndicatorView(3, 15, {})).toEqual({ percent: 0, detail: { kind: 'price', products: [] } });
  });

  it.each([4, 5, 6, 7])('%i activation/freezer: Pontos weight/weight at 100, else 0/weight', (id) => {
    expect(prosperaIndicatorView(id, 10, { result_red: { resultado: 100 } })).toEqual({
      percent: 100,
      detail: { kind: 'points', points: { earned: 10, weight: 10 } },
    });
    expect(prosperaIndicatorView(id, 10, { result_red: { resultado: 99 } })).toEqual({
      percent: 99,
      detail: { kind: 'points', points: { earned: 0, weight: 10 } },
    });
  });
});
