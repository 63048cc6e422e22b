import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { capPercent, formatMoney, formatMoneyReais, formatNumber, formatPercent, toCents } from '../../../src/lib/domain/format.ts';
import {
  invalidDateText,
  formatCalendarDate,
  formatDate,
  formatDateOrNull,
  monthName,
  monthNameCapitalised,
} from '../../../src/lib/domain/date-format.ts';
import { formatDateTime } from '../../../src/lib/domain/date-time-format.ts';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// The formatters are written without Intl (docs/performance.md, "No Intl on a first load"); Intl's
// own output, its no-break spaces made plain (R103), is what they must write.
const intl = (value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('pt-BR', { signDisplay: 'negative', ...options }).format(value).replace(/[\u00A0\u202F]/g, ' ');
const intlMoney = (cents: number) => intl(cents / 100, { style: 'currency', currency: 'BRL' });
const intlFixed = (value: number, digits: number) => intl(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('the formatters write what Intl pt-BR writes', () => {
  it('money, for any whole number of cents up to 10 trillion reais', () => {
    // Beyond, cents / 100 is no longer exact to the cent.
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(formatMoney(cents)).toBe(intlMoney(cents));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([0, 1, 9, 10, 99, 100, 999, 1000, 99_999, 100_000, 123_456_789, -1, -99, -100, -100_000, 1e21, 12_345e21, -1e22])(
    'money: %s cents',
    (cents) => {
      expect(formatMoney(cents)).toBe(intlMoney(cents));
    },
  );

  it('money: fractions of a cent round half away from zero, and a minus only on a value that is not zero', () => {
    expect(formatMoney(0.5)).toBe('R$ 0,01');
    expect(formatMoney(-0.5)).toBe('-R$ 0,01');
    expect(formatMoney(-0.4)).toBe('R$ 0,00');
    expect(formatMoney(-0)).toBe('R$ 0,00');
  });

  it('numbers and percentages, for any decimals 0–20 and any finite value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 20 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intlFixed(value, digits));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (value) => {
        expect(formatPercent(value)).toBe(`${intlFixed(value, 1)}%`);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [0.125, 2],
    [-0.125, 2],
    [2.5, 0],
    [-2.5, 0],
    [1.005, 2],
    [0.05, 1],
    [-0.04, 1],
    [-0.05, 1],
    [999.95, 1],
    [999_999.5, 0],
    [1e21, 0],
    [-1.5e25, 2],
    [5e-324, 20],
  ])('halves and edges as Intl: %s with %s decimals', (value, digits) => {
    expect(formatNumber(value, digits)).toBe(intlFixed(value, digits));
  });
});

describe('toCents (R103)', () => {
  it.each([
    ['whole reais', 12, 1200],
    ['two decimals', 1234.56, 123_456],
    ['1.005 rounds up though 1.005 * 100 is 100.4999…', 1.005, 101],
    ['1.015 rounds up though 1.015 * 100 is 101.4999…', 1.015, 102],
    ['0.285 rounds up though 0.285 * 100 is 28.4999…', 0.285, 29],
    ['a half cent rounds away from zero', 0.125, 13],
    ['a negative half cent rounds away from zero', -1.005, -101],
    ['below a half cent rounds down', 1.004, 100],
    ['0.1 + 0.2 is 30 cents', 0.1 + 0.2, 30],
    ['zero', 0, 0],
    ['minus zero is zero', -0, 0],
    ['NaN counts as 0', Number.NaN, 0],
    ['Infinity counts as 0', Number.POSITIVE_INFINITY, 0],
  ])('%s', (_rule, reais, expected) => {
    expect(Object.is(toCents(reais), expected)).toBe(true);
  });

  it('reads back any amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const sign = cents < 0 ? '-' : '';
        const abs = Math.abs(cents);
        const written = Number(`${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`);
        expect(toCents(written)).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    ['grouping and two decimals', 123_456, 'R$ 1.234,56'],
    ['zero', 0, 'R$ 0,00'],
    ['a million', 100_000_000, 'R$ 1.000.000,00'],
    ['cents below one real', 5, 'R$ 0,05'],
    ['a negative amount puts the minus before R$', -1000, '-R$ 10,00'],
    ['minus zero shows no minus', -0, 'R$ 0,00'],
    ['a fraction of a cent is rounded', 123.5, 'R$ 1,24'],
    ['a non-finite value shows zero', Number.NaN, 'R$ 0,00'],
  ])('%s', (_rule, cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('separates R$ with a plain space, as the portal’s texts write it, not a no-break space (R103)', () => {
    const text = formatMoney(123_456);
    expect(text.charCodeAt(2)).toBe(0x20);
    expect(text).not.toMatch(/[\u00A0\u202F]/);
  });

  it('writes any amount up to a trillion reais exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (cents) => {
        const abs = Math.abs(cents);
        const grouped = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
        const expected = `${cents < 0 ? '-' : ''}R$ ${grouped},${pad(abs % 100)}`;
        expect(formatMoney(cents)).toBe(expected);
      }),
    );
  });
});

describe('formatMoneyReais', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [1_000_000, 'R$ 1.000.000,00'],
    [1.005, 'R$ 1,01'],
    [-10, '-R$ 10,00'],
  ])('shows %s reais as %s', (reais, expected) => {
    expect(formatMoneyReais(reais)).toBe(expected);
  });
});

describe('capPercent (R41)', () => {
  it.each([
    ['inside the range it is kept', 87.5, 87.5],
    ['100 is kept', 100, 100],
    ['above 100 is 100', 150, 100],
    ['just above 100 is 100', 100.01, 100],
    ['below 0 is 0', -5, 0],
    ['NaN is 0', Number.NaN, 0],
    ['undefined is 0', undefined, 0],
    ['null is 0', null, 0],
    ['Infinity is 100', Number.POSITIVE_INFINITY, 100],
  ])('%s', (_rule, value, expected) => {
    expect(capPercent(value)).toBe(expected);
  });
});

describe('formatPercent (R103)', () => {
  it.each([
    ['one decimal', 87.5, '87,5%'],
    ['rounded to one decimal', 87.46, '87,5%'],
    ['a half rounds up on the written decimal', 87.45, '87,5%'],
    ['below a half rounds down', 87.44, '87,4%'],
    ['a whole number keeps its decimal', 100, '100,0%'],
    ['zero', 0, '0,0%'],
    ['uncapped values above 100 are shown as they are', 150, '150,0%'],
    ['thousands are grouped', 1234.5, '1.234,5%'],
    ['a tiny negative that rounds to zero shows no minus', -0.04, '0,0%'],
    ['a negative value keeps its minus', -5, '-5,0%'],
    ['NaN shows 0', Number.NaN, '0,0%'],
    ['undefined shows 0', undefined, '0,0%'],
    ['null shows 0', null, '0,0%'],
    ['Infinity uncapped shows 0', Number.POSITIVE_INFINITY, '0,0%'],
  ])('%s', (_rule, value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each([
    ['above 100 shows 100,0%', 150, '100,0%'],
    ['exactly 100 shows 100,0%', 100, '100,0%'],
    ['99.96 rounds to 100,0%', 99.96, '100,0%'],
    ['below 100 is unchanged', 87.46, '87,5%'],
    ['below 0 shows 0,0%', -10, '0,0%'],
    ['NaN shows 0,0%', Number.NaN, '0,0%'],
    ['undefined shows 0,0%', undefined, '0,0%'],
  ])('with cap, %s', (_rule, value, expected) => {
    expect(formatPercent(value, { cap: true })).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    ['groups thousands with a dot', 1234, undefined, '1.234'],
    ['no decimals by default, rounded', 1234.56, undefined, '1.235'],
    ['millions', 1_000_000, undefined, '1.000.000'],
    ['below a thousand has no separator', 999, undefined, '999'],
    ['exactly the decimals asked, with a comma', 1234.5, 2, '1.234,50'],
    ['one decimal', 0.25, 1, '0,3'],
    ['negative numbers', -1234, 0, '-1.234'],
    ['a value that rounds to zero shows no minus', -0.2, 0, '0'],
    ['a non-finite value shows zero', Number.NaN, 2, '0,00'],
  ])('%s', (_rule, value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('formatCalendarDate', () => {
  it.each([
    [{ year: 2026, month: 3, day: 1 }, '01/03/2026'],
    [{ year: 2026, month: 12, day: 31 }, '31/12/2026'],
  ])('writes %o as %s', (date, expected) => {
    expect(formatCalendarDate(date)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['yyyy-mm-dd', '2026-03-01', '01/03/2026'],
    ['yyyy-mm-dd HH:mm:ss, late evening in Brazil', '2026-03-01 23:59:59', '01/03/2026'],
    ['dd/mm/yyyy passes through once validated', '01/03/2026', '01/03/2026'],
    ['yyyymmdd', '20260301', '01/03/2026'],
    ['yyyymmdd as a number', 20260301, '01/03/2026'],
    ['an ISO instant is the São Paulo day', '2026-03-01T01:00:00Z', '28/02/2026'],
  ])('shows %s as dd/mm/yyyy', (_rule, input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['an impossible date', '2026-02-30'],
    ['an impossible Brazilian date', '31/02/2026'],
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['words', 'abc'],
    ['all zeros', '00/00/0000'],
  ])('shows Data Inválida for %s', (_rule, input) => {
    expect(formatDate(input)).toBe('Data Inválida');
  });

  it('uses the exact text ‘Data Inválida’ for an invalid date (R102)', () => {
    expect(invalidDateText).toBe('Data Inválida');
  });

  it('shows the same day whatever the machine time zone (R102)', () => {
    const zones = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    const samples = fc.sample(
      fc.record({
        year: fc.integer({ min: 1970, max: 2099 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      }),
      { numRuns: 50, seed: 20_260_301 },
    );
    for (const zone of zones) {
      process.env.TZ = zone;
      expect([zone, formatDate('2026-03-01')]).toEqual([zone, '01/03/2026']);
      for (const { year, month, day } of samples) {
        const expected = `${pad(day)}/${pad(month)}/${year}`;
        expect([zone, formatDate(`${year}-${pad(month)}-${pad(day)}`)]).toEqual([zone, expected]);
      }
    }
    // The zone switch is real: a Date built from the same text shows the previous day in São Paulo.
    process.env.TZ = 'America/Sao_Paulo';
    expect(new Date('2026-03-01').toLocaleDateString('pt-BR')).toBe('28/02/2026');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['an instant is shown in São Paulo time', Date.UTC(2026, 2, 10, 21, 5), '10/03/2026 18:05'],
    ['a service date-time is São Paulo wall time', '2026-03-10 18:05:00', '10/03/2026 18:05'],
    ['an ISO instant with Z', '2026-03-01T01:00:00Z', '28/02/2026 22:00'],
    ['midnight is 00:00, not 24:00', Date.UTC(2026, 2, 10, 3), '10/03/2026 00:00'],
  ])('%s', (_rule, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['2026-02-30 10:00:00'], [Number.NaN]])('shows Data Inválida for %s', (input) => {
    expect(formatDateTime(input)).toBe('Data Inválida');
  });
});

describe('monthName (R102)', () => {
  it.each([
    [1, 'janeiro'],
    [3, 'março'],
    [12, 'dezembro'],
  ])('month %i is %s', (month, expected) => {
    expect(monthName(month)).toBe(expected);
  });

  it('names each month as Intl pt-BR does', () => {
    const intlMonth = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) expect(monthName(month)).toBe(intlMonth.format(Date.UTC(2000, month - 1, 1)));
  });

  it('names the twelve months in pt-BR order', () => {
    expect(Array.from({ length: 12 }, (_, index) => monthName(index + 1))).toEqual([
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ]);
  });

  it.each([[0], [13], [1.5], [Number.NaN]])('is empty for month %s', (month) => {
    expect(monthName(month)).toBe('');
  });
});

describe('monthNameCapitalised', () => {
  it.each([
    [1, 'Janeiro'],
    [3, 'Março'],
    [0, ''],
  ])('month %i is %s', (month, expected) => {
    expect(monthNameCapitalised(month)).toBe(expected);
  });
});

describe('formatDateOrNull', () => {
  it.each([
    ['2026-03-12', '12/03/2026'],
    ['12/03/2026', '12/03/2026'],
    ['20261204', '04/12/2026'],
    ['2026-11-27T02:30:00Z', '26/11/2026'],
  ])('%s → %s: dd/mm/yyyy, as every date a client reads (R275)', (input, text) => {
    expect(formatDateOrNull(input)).toBe(text);
  });

  it.each([[null], [''], ['2026-02-30']])('%s → null: no line rather than a wrong day (R275)', (input) => {
    expect(formatDateOrNull(input)).toBeNull();
  });
});
