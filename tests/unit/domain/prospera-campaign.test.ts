import { describe, expect, it } from 'vitest';
import {
  accumulatedView,
  dateRange,
  enrolmentState,
  prosperaCountdownText,
  prosperaPercentText,
  periodResultOf,
  pointsNumber,
  progressView,
} from '../../../src/lib/domain/prospera-campaign.ts';
import { prosperaDetailsPath, prosperaResultsPath, parseProsperaCampaignParams } from '../../../src/lib/domain/prospera-route.ts';

const day = 86_400_000;

describe('old campaign routes', () => {
  it('builds the results and details paths', () => {
    expect(prosperaResultsPath(31, 'PDV')).toBe('/campanhas-prospera/31/PDV');
    expect(prosperaDetailsPath(31, 'PDV')).toBe('/campanhas-prospera/detalhes/31/PDV');
    expect(prosperaDetailsPath('7', 'A B')).toBe('/campanhas-prospera/detalhes/7/A%20B');
  });
  it.each([
    [
      { id: '31', type: 'PDV' },
      { id: 31, type: 'PDV' },
    ],
    [
      { id: '31', type: ' SOVI ' },
      { id: 31, type: 'SOVI' },
    ],
    [{ id: 'abc', type: 'PDV' }, null],
    [{ id: '0', type: 'PDV' }, null],
    [{ id: '1.5', type: 'PDV' }, null],
    [{ id: '31', type: '' }, null],
    [{}, null],
  ])('reads %j as %j', (params, expected) => {
    expect(parseProsperaCampaignParams(params)).toEqual(expected);
  });
});

describe('enrolmentState', () => {
  // 2026-03-10 12:00 in São Paulo.
  const now = Date.UTC(2026, 2, 10, 15, 0, 0);
  it.each([
    ['participating wins over a closed window', true, '2026-01-01', 'participating'],
    ['the window ends today: still open', false, '2026-03-10', 'open'],
    ['the window ended yesterday: closed', false, '2026-03-09', 'closed'],
    ['the window ends tomorrow: open', false, '2026-03-11', 'open'],
    ['no end: open', false, null, 'open'],
    ['an unreadable end: open', false, 'xx', 'open'],
  ] as const)('%s', (_, participating, enrolmentEnd, expected) => {
    expect(enrolmentState({ participating, enrolmentEnd }, now)).toBe(expected);
  });
  it('closes at midnight after the last day, São Paulo time (R52)', () => {
    const midnight = Date.UTC(2026, 2, 11, 3, 0, 0);
    expect(enrolmentState({ participating: false, enrolmentEnd: '2026-03-10' }, midnight - 1)).toBe('open');
    expect(enrolmentState({ participating: false, enrolmentEnd: '2026-03-10' }, midnight)).toBe('closed');
  });
});

describe('prosperaCountdownText (R36)', () => {
  const period = { end: '2026-03-31', finalDate: '2026-03-31 23:59:59' };
  const end = Date.UTC(2026, 3, 1, 2, 59, 59);
  it.each([
    ['three and a half days left', end - 3.5 * day, 'Este período termina em 3 dias!'],
    ['exactly one day left: the singular (R36)', end - day, 'Este período termina em 1 dia!'],
    ['a day and a half left: still one whole day', end - 1.5 * day, 'Este período termina em 1 dia!'],
    ['two whole days left', end - 2 * day, 'Este período termina em 2 dias!'],
    ['a moment short of a day', end - day + 1, 'menos de um dia'],
    ['one second left', end - 1000, 'menos de um dia'],
    ['at the end', end, 'Período finalizado!'],
    ['after the end', end + day, 'Período finalizado!'],
  ])('%s', (_, now, text) => {
    expect(prosperaCountdownText(period, now)).toBe(text);
  });
  it('says no period is active without a current period', () => {
    expect(prosperaCountdownText(null, end)).toBe('Nenhum período ativo no momento!');
  });
  it('falls back to the last day (its end) when the closing moment is unreadable', () => {
    expect(prosperaCountdownText({ ...period, finalDate: '' }, Date.UTC(2026, 3, 1, 2, 0, 0))).toBe('menos de um dia');
  });
  it('treats a period without any readable end as none active', () => {
    expect(prosperaCountdownText({ end: '', finalDate: '' }, end)).toBe('Nenhum período ativo no momento!');
  });
});

describe('dateRange (R48)', () => {
  it('writes both dates dd/mm/yyyy, "Data Inválida" when missing', () => {
    expect(dateRange('2026-03-01', '2026-03-31')).toBe('01/03/2026 - 31/03/2026');
    expect(dateRange('2026-03-01', '2026-03-31', ' a ')).toBe('01/03/2026 a 31/03/2026');
    expect(dateRange(null, '2026-03-31')).toBe('Data Inválida - 31/03/2026');
  });
});

describe('prosperaPercentText (R48)', () => {
  it.each([
    ['above 100 is capped', 112.5, '100,0%'],
    ['far above 100 is capped', 250, '100,0%'],
    ['exactly 100', 100, '100,0%'],
    ['below 100 keeps its decimal', 99.5, '99,5%'],
    ['rounded to one decimal', 45.46, '45,5%'],
    ['zero', 0, '0,0%'],
    ['a negative keeps its minus, as before', -5, '-5,0%'],
    ['missing shows 0', undefined, '0,0%'],
    ['null shows 0', null, '0,0%'],
    ['NaN shows 0', Number.NaN, '0,0%'],
  ])('%s: %s → %s', (_rule, value, expected) => {
    expect(prosperaPercentText(value)).toBe(expected);
  });
});

describe('progressView (R48)', () => {
  it.each([
    ['0 still shows 3 %', 0, { percent: 0, width: 3, complete: false }],
    ['2 % shows 3 %', 2, { percent: 2, width: 3, complete: false }],
    ['45.5 %', 45.5, { percent: 45.5, width: 45.5, complete: false }],
    ['99.9 % is red', 99.9, { percent: 99.9, width: 99.9, complete: false }],
    ['100 % is green with a trophy', 100, { percent: 100, width: 100, complete: true }],
    ['120 % fills the bar', 120, { percent: 120, width: 100, complete: true }],
    ['missing counts as 0', undefined, { percent: 0, width: 3, complete: false }],
    ['NaN counts as 0', Number.NaN, { percent: 0, width: 3, complete: false }],
  ])('%s', (_, result, expected) => {
    expect(progressView(result)).toEqual(expected);
  });
});

describe('periodResultOf', () => {
  it('finds the result of a period by its id, 0 when absent', () => {
    const results = [
      { periodId: 5, result: 72.5 },
      { periodId: 6, result: 100 },
    ];
    expect(periodResultOf(results, 6)).toBe(100);
    expect(periodResultOf(results, 7)).toBe(0);
  });
});

describe('pointsNumber', () => {
  it.each([
    [42, '42'],
    [42.46, '42,5'],
    [1234.5, '1.234,5'],
    [Number.NaN, '0'],
  ])('%d → %s', (value, text) => {
    expect(pointsNumber(value)).toBe(text);
  });
});

describe('accumulatedView', () => {
  it('rounds the total, keeps the maximum and names each sub-period by its month (R49)', () => {
    const view = accumulatedView([
      {
        id: 9,
        description: 'Acumulado do trimestre',
        start: '2026-01-01',
        end: '2026-03-31',
        total: 187.6,
        maximum: 300,
        months: [
          { id: 1, start: '2026-01-01', points: 80 },
          { id: 2, start: '2026-02-01', points: 57.55 },
          { id: 3, start: 'x', points: 50 },
        ],
      },
    ]);
    expect(view).toEqual([
      {
        id: 9,
        description: 'Acumulado do trimestre',
        range: '01/01/2026 - 31/03/2026',
        total: 188,
        maximum: 300,
        months: [
          { id: 1, label: 'Janeiro', points: '80' },
          { id: 2, label: 'Fevereiro', points: '57,6' },
          { id: 3, label: 'Data Inválida', points: '50' },
        ],
      },
    ]);
  });

  it('reads an unreadable total as 0, and an unreadable or negative maximum as 0', () => {
    const period = { id: 1, description: 'T', start: '2026-01-01', end: '2026-03-31', months: [] };
    expect(accumulatedView([{ ...period, total: Number.NaN, maximum: Number.NaN }])[0]).toMatchObject({ total: 0, maximum: 0 });
    expect(accumulatedView([{ ...period, total: 12.4, maximum: -5 }])[0]).toMatchObject({ total: 12, maximum: 0 });
  });
});
