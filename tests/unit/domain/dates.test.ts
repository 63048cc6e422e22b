import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  calendarDayInSaoPaulo,
  compareCalendarDates,
  daysBetween,
  isValidCalendarDate,
  longOffsetMs,
  parseCalendarDate,
  parseDateTimeBrazil,
  toIsoDate,
  type CalendarDate,
} from '../../../src/lib/domain/dates.ts';

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({ year, month, day: dayOfMonth });
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

// Any real day from 1900 to 2100, built without Date: the day is drawn up to the month's length.
const calendarDateArb = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day: d }) => {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 31;
    return { year, month, day: Math.min(d, length) };
  });

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('parseCalendarDate', () => {
  it.each([
    ['yyyy-mm-dd', '2026-03-01', day(2026, 3, 1)],
    ['yyyy-mm-dd HH:mm:ss is Brazil wall time: the date part, late evening included', '2026-03-01 23:59:59', day(2026, 3, 1)],
    ['yyyy-mm-ddTHH:mm:ss without offset is Brazil wall time', '2026-03-01T23:59:59', day(2026, 3, 1)],
    ['dd/mm/yyyy', '01/03/2026', day(2026, 3, 1)],
    ['yyyymmdd', '20260301', day(2026, 3, 1)],
    ['yyyymmdd sent as a number (ENTREGA)', 20260301, day(2026, 3, 1)],
    ['surrounding spaces are ignored', '  2026-03-01 ', day(2026, 3, 1)],
    ['29 February of a leap year', '2024-02-29', day(2024, 2, 29)],
    ['29 February of a year divisible by 400', '29/02/2000', day(2000, 2, 29)],
    ['the last day of the year', '20251231', day(2025, 12, 31)],
  ])('reads %s', (_rule, input, expected) => {
    expect(parseCalendarDate(input)).toEqual(expected);
  });

  it.each([
    ['Z at 01:00 is still the previous evening in São Paulo', '2026-03-01T01:00:00Z', day(2026, 2, 28)],
    ['one millisecond before 03:00Z is the previous day', '2026-03-01T02:59:59.999Z', day(2026, 2, 28)],
    ['03:00Z is São Paulo midnight', '2026-03-01T03:00:00Z', day(2026, 3, 1)],
    ['an offset equal to Brazil keeps its date', '2026-03-01T00:30:00-03:00', day(2026, 3, 1)],
    ['a western offset can move the day forward', '2026-02-28T23:30:00-05:00', day(2026, 3, 1)],
    ['an eastern offset can move the day back', '2026-03-01T08:00:00+09:00', day(2026, 2, 28)],
    ['offsets without a colon', '2026-03-01T00:00:00+0000', day(2026, 2, 28)],
    ['a space instead of T, with Z', '2026-03-01 12:00:00Z', day(2026, 3, 1)],
  ])('takes the São Paulo day of an instant: %s', (_rule, input, expected) => {
    expect(parseCalendarDate(input)).toEqual(expected);
  });

  it('takes the São Paulo day of a Date', () => {
    expect(parseCalendarDate(new Date(Date.UTC(2026, 2, 1, 1)))).toEqual(day(2026, 2, 28));
  });

  it.each([
    ['30 February', '2026-02-30'],
    ['29 February of a common year', '2025-02-29'],
    ['29 February of a century year not divisible by 400', '1900-02-29'],
    ['31 April', '31/04/2026'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-01-00'],
    ['all-zero Brazilian date', '00/00/0000'],
    ['all-zero compact date (SAP empty)', '00000000'],
    ['year 0000', '0000-01-01'],
    ['an impossible compact date', '20260230'],
    ['empty text', ''],
    ['only spaces', '   '],
    ['words', 'abc'],
    ['single-digit month and day', '2026-3-1'],
    ['single-digit Brazilian day and month', '1/3/2026'],
    ['trailing garbage', '2026-03-01garbage'],
    ['hour 24', '2026-03-01T24:00:00'],
    ['minute 60', '2026-03-01 12:60:00'],
    ['second 60', '2026-03-01 12:00:60'],
    ['an offset of 25 hours', '2026-03-01T12:00:00+25:00'],
    ['an instant whose São Paulo day is after 9999-12-31', '9999-12-31T23:00:00-05:00'],
    ['an instant whose São Paulo day is before 0001-01-01', '0001-01-01T01:00:00+05:00'],
    ['null', null],
    ['undefined', undefined],
    ['an epoch-milliseconds number (ambiguous, not a service form)', 1_772_330_400_000],
    ['a fractional number', 20260301.5],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('not a date')],
    ['an object', { year: 2026, month: 3, day: 1 }],
    ['an array', ['2026-03-01']],
  ])('rejects %s', (_rule, input) => {
    expect(parseCalendarDate(input)).toBeNull();
  });

  it('reads every service form of any real day to that same day (R101)', () => {
    fc.assert(
      fc.property(calendarDateArb, (date) => {
        const { year, month, day: d } = date;
        for (const text of [
          `${year}-${pad(month)}-${pad(d)}`,
          `${year}-${pad(month)}-${pad(d)} 23:59:59`,
          `${pad(d)}/${pad(month)}/${year}`,
          `${year}${pad(month)}${pad(d)}`,
        ]) {
          expect(parseCalendarDate(text)).toEqual(date);
        }
      }),
    );
  });

  it('gives the same day whatever the machine time zone (R101)', () => {
    const zones = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    for (const zone of zones) {
      process.env.TZ = zone;
      expect([zone, parseCalendarDate('2026-03-01')]).toEqual([zone, day(2026, 3, 1)]);
      expect([zone, parseCalendarDate('2026-03-01T01:00:00Z')]).toEqual([zone, day(2026, 2, 28)]);
    }
    // The zone switch is real: the naive reading shifts a day in São Paulo, which this module must not.
    process.env.TZ = 'America/Sao_Paulo';
    expect(new Date('2026-03-01').getDate()).toBe(28);
  });
});

describe('calendarDayInSaoPaulo', () => {
  it.each([
    ['the last millisecond before 03:00Z is the previous day', Date.UTC(2026, 2, 1, 2, 59, 59, 999), day(2026, 2, 28)],
    ['03:00Z is midnight in São Paulo (UTC−03:00 since 2019)', Date.UTC(2026, 2, 1, 3), day(2026, 3, 1)],
    ['a Brazilian New Year at 02:59Z is still 31 December', Date.UTC(2027, 0, 1, 2, 59), day(2026, 12, 31)],
    ['old summer time (UTC−02:00): 02:00Z was already 00:00 on 2018-12-01', Date.UTC(2018, 11, 1, 2), day(2018, 12, 1)],
    ['summer time began at 03:00Z on 2018-11-04: one minute before was 3 November', Date.UTC(2018, 10, 4, 2, 59), day(2018, 11, 3)],
    ['summer time began at 03:00Z on 2018-11-04 (01:00 local)', Date.UTC(2018, 10, 4, 3), day(2018, 11, 4)],
    ['summer time ended at 02:00Z on 2019-02-17: the clock went back to 23:00 of the 16th', Date.UTC(2019, 1, 17, 2), day(2019, 2, 16)],
  ])('%s', (_rule, epochMs, expected) => {
    expect(calendarDayInSaoPaulo(epochMs)).toEqual(expected);
  });

  it('reads a Date like its epoch milliseconds', () => {
    const instant = Date.UTC(2026, 5, 15, 12);
    expect(calendarDayInSaoPaulo(new Date(instant))).toEqual(calendarDayInSaoPaulo(instant));
  });

  it('matches the São Paulo calendar at UTC−03:00 for any instant since 2020 (R101)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (epochMs) => {
        const shifted = new Date(epochMs - 3 * 3_600_000);
        const expected = day(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
        expect(calendarDayInSaoPaulo(epochMs)).toEqual(expected);
      }),
    );
  });

  it('refuses an invalid instant', () => {
    expect(() => calendarDayInSaoPaulo(Number.NaN)).toThrow(RangeError);
    expect(() => calendarDayInSaoPaulo(new Date('x'))).toThrow(RangeError);
  });
});

describe('parseDateTimeBrazil', () => {
  it.each([
    ['yyyy-mm-dd HH:mm:ss is São Paulo wall time', '2026-03-10 18:00:00', Date.UTC(2026, 2, 10, 21)],
    ['yyyy-mm-dd is São Paulo midnight', '2026-03-10', Date.UTC(2026, 2, 10, 3)],
    ['dd/mm/yyyy is São Paulo midnight', '10/03/2026', Date.UTC(2026, 2, 10, 3)],
    ['yyyymmdd is São Paulo midnight', '20260310', Date.UTC(2026, 2, 10, 3)],
    ['the last second of a deadline day', '2026-03-10 23:59:59', Date.UTC(2026, 2, 11, 2, 59, 59)],
    ['minutes without seconds', '2026-03-10T18:30', Date.UTC(2026, 2, 10, 21, 30)],
    ['Z is taken as written', '2026-03-10T18:00:00Z', Date.UTC(2026, 2, 10, 18)],
    ['an offset and milliseconds are taken as written', '2026-03-10T18:00:00.250-02:00', Date.UTC(2026, 2, 10, 20, 0, 0, 250)],
    ['fractions beyond milliseconds are cut', '2026-03-10T18:00:00.2999Z', Date.UTC(2026, 2, 10, 18, 0, 0, 299)],
    ['old summer time was UTC−02:00', '2018-12-01 10:00:00', Date.UTC(2018, 11, 1, 12)],
    ['a midnight skipped by old summer time is the first minute after the gap', '2018-11-04', Date.UTC(2018, 10, 4, 3)],
    ['an hour repeated when old summer time ended is its first occurrence', '2019-02-16 23:30:00', Date.UTC(2019, 1, 17, 1, 30)],
  ])('%s', (_rule, input, expected) => {
    expect(parseDateTimeBrazil(input)).toBe(expected);
  });

  it('takes a Date or a number as the instant it already is', () => {
    const instant = Date.UTC(2026, 2, 10, 18);
    expect(parseDateTimeBrazil(new Date(instant))).toBe(instant);
    expect(parseDateTimeBrazil(instant)).toBe(instant);
  });

  it.each([
    ['an impossible date', '2026-02-30 10:00:00'],
    ['an impossible time', '2026-03-10 25:00:00'],
    ['empty text', ''],
    ['words', 'amanhã'],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date('x')],
  ])('rejects %s', (_rule, input) => {
    expect(parseDateTimeBrazil(input)).toBeNull();
  });

  it('reads any São Paulo wall time since 2020 as that instant, whatever the machine zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (epochMs) => {
        const instant = Math.floor(epochMs / 1000) * 1000;
        const wall = new Date(instant - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
        expect(parseDateTimeBrazil(wall)).toBe(instant);
      }),
    );
  });
});

describe('isValidCalendarDate', () => {
  it.each([
    [day(2024, 2, 29), true],
    [day(2023, 2, 29), false],
    [day(2026, 4, 30), true],
    [day(2026, 4, 31), false],
    [day(2026, 12, 31), true],
    [day(2026, 0, 1), false],
    [day(1, 1, 1), true],
    [day(0, 1, 1), false],
    [day(9999, 12, 31), true],
    [day(10_000, 1, 1), false],
    [day(2026, 1.5, 1), false],
  ])('%o is %s', (date, expected) => {
    expect(isValidCalendarDate(date)).toBe(expected);
  });
});

describe('compareCalendarDates', () => {
  it.each([
    ['an earlier day is -1', day(2026, 2, 28), day(2026, 3, 1), -1],
    ['the same day is 0', day(2026, 3, 1), day(2026, 3, 1), 0],
    ['a later day is 1', day(2026, 3, 2), day(2026, 3, 1), 1],
    ['the year decides before the month', day(2025, 12, 31), day(2026, 1, 1), -1],
    ['the month decides before the day', day(2026, 2, 1), day(2026, 1, 31), 1],
  ])('%s', (_rule, a, b, expected) => {
    expect(compareCalendarDates(a, b)).toBe(expected);
  });

  it('is antisymmetric and agrees with daysBetween', () => {
    fc.assert(
      fc.property(calendarDateArb, calendarDateArb, (a, b) => {
        expect(compareCalendarDates(a, b)).toBe(-compareCalendarDates(b, a) || 0);
        expect(compareCalendarDates(a, b)).toBe(Math.sign(-daysBetween(a, b)) || 0);
      }),
    );
  });
});

describe('daysBetween', () => {
  it.each([
    ['the same day is 0', day(2026, 3, 1), day(2026, 3, 1), 0],
    ['yesterday is -1', day(2026, 3, 1), day(2026, 2, 28), -1],
    ['across the end of a common February', day(2026, 2, 28), day(2026, 3, 1), 1],
    ['across the end of a leap February', day(2024, 2, 28), day(2024, 3, 1), 2],
    ['across New Year', day(2025, 12, 31), day(2026, 1, 1), 1],
    ['a century with 24 leap days (2000 is one)', day(2000, 1, 1), day(2100, 1, 1), 36_525],
    ['seven days', day(2026, 3, 1), day(2026, 3, 8), 7],
  ])('%s', (_rule, a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected);
  });

  it('agrees with a UTC day count for any two days', () => {
    fc.assert(
      fc.property(calendarDateArb, calendarDateArb, (a, b) => {
        const utcDays = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
        expect(daysBetween(a, b)).toBe(utcDays(b) - utcDays(a));
      }),
    );
  });
});

describe('addDays', () => {
  it.each([
    ['one day after the end of a common February', day(2026, 2, 28), 1, day(2026, 3, 1)],
    ['one day after 28 February of a leap year', day(2024, 2, 28), 1, day(2024, 2, 29)],
    ['one day after New Year’s Eve', day(2025, 12, 31), 1, day(2026, 1, 1)],
    ['one day before New Year', day(2026, 1, 1), -1, day(2025, 12, 31)],
    ['zero days', day(2026, 3, 1), 0, day(2026, 3, 1)],
    ['366 days across a leap year', day(2024, 1, 1), 366, day(2025, 1, 1)],
  ])('%s', (_rule, date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });

  it('moves exactly the number of days daysBetween counts', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: -40_000, max: 40_000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isValidCalendarDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
        expect(addDays(moved, -days)).toEqual(date);
      }),
    );
  });
});

describe('toIsoDate', () => {
  it.each([
    [day(2026, 3, 1), '2026-03-01'],
    [day(2026, 12, 31), '2026-12-31'],
    [day(999, 1, 9), '0999-01-09'],
  ])('writes %o as %s', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected);
  });

  it('is read back by parseCalendarDate', () => {
    fc.assert(
      fc.property(calendarDateArb, (date) => {
        expect(parseCalendarDate(toIsoDate(date))).toEqual(date);
      }),
    );
  });
});

describe('parseDateTimeBrazil, offsets and daylight saving', () => {
  it('reads an offset given in whole hours like the same offset with minutes', () => {
    expect(parseDateTimeBrazil('2026-03-01T10:00:00-03')).toBe(parseDateTimeBrazil('2026-03-01T10:00:00-03:00'));
    expect(parseDateTimeBrazil('2026-03-01T10:00:00+01')).toBe(Date.UTC(2026, 2, 1, 9));
  });

  it('reads a wall time in an hour skipped by an old daylight-saving start as after the gap', () => {
    // Brazil moved 2018-11-04 00:00 to 01:00 (-03 → -02): 00:30 never happened there.
    const parsed = parseDateTimeBrazil('2018-11-04 00:30');
    expect(parsed).toBeGreaterThanOrEqual(Date.UTC(2018, 10, 4, 3));
    expect(parsed).toBeLessThanOrEqual(Date.UTC(2018, 10, 4, 3, 30));
  });

  it.each([
    ['the first minute after the gap (01:00 local, -02)', '2018-11-04 01:00', Date.UTC(2018, 10, 4, 3)],
    ['the first hour after the gap is already summer time', '2018-11-04 01:30', Date.UTC(2018, 10, 4, 3, 30)],
    ['the second hour after the gap is summer time', '2018-11-04 02:45', Date.UTC(2018, 10, 4, 4, 45)],
  ])('reads a wall time after an old daylight-saving start with the summer offset: %s', (_rule, input, expected) => {
    expect(parseDateTimeBrazil(input)).toBe(expected);
  });
});

describe('longOffsetMs', () => {
  it.each([
    ['UTC itself is written as a bare GMT', 'GMT', 0],
    ['a western offset is negative', 'GMT-03:00', -10_800_000],
    ['an eastern offset is positive', 'GMT+05:30', 19_800_000],
    ['local mean time has seconds', 'GMT-03:06:28', -(3 * 3600 + 6 * 60 + 28) * 1000],
  ])('%s', (_rule, text, expected) => {
    expect(longOffsetMs(text)).toBe(expected);
  });

  it.each([
    ['empty text', ''],
    ['a zone abbreviation', 'BRT'],
    ['a short offset without minutes', 'GMT-3'],
    ['a UTC prefix', 'UTC-03:00'],
  ])('rejects anything else: %s', (_rule, text) => {
    expect(() => longOffsetMs(text)).toThrow(RangeError);
  });
});

describe('parseDateTimeBrazil before standard time', () => {
  it('reads a date-time from the days of São Paulo local mean time (-03:06:28)', () => {
    expect(parseDateTimeBrazil('1900-01-01 12:00')).toBe(Date.UTC(1900, 0, 1, 15, 6, 28));
  });
});

describe('São Paulo at UTC-3 since the last summer time ended (R101)', () => {
  /** A wall time in São Paulo as Intl's time zone data gives it: 'yyyy-mm-dd hh:mm'. */
  const zoneData = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const wallTime = (epochMs: number) => {
    const part = Object.fromEntries(zoneData.formatToParts(epochMs).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
  const lastSummerEnd = Date.UTC(2019, 1, 17, 2);

  it('builds no Intl object for an instant from then on', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('../../../src/lib/domain/dates.ts');
      await new Promise((resolve) => setTimeout(resolve));
      expect(fresh.calendarDayInSaoPaulo(Date.UTC(2026, 10, 27, 2, 0))).toEqual(day(2026, 11, 26));
      expect(fresh.parseDateTimeBrazil('2026-03-01 00:00')).toBe(Date.UTC(2026, 2, 1, 3));
      expect(fresh.calendarDayInSaoPaulo(lastSummerEnd)).toEqual(day(2019, 2, 16));
      expect(built).not.toHaveBeenCalled();
      // Before it, the time zone data answers (the summer of 2018-19: UTC-2), its format built once.
      expect(fresh.calendarDayInSaoPaulo(Date.UTC(2019, 0, 10, 2, 30))).toEqual(day(2019, 1, 10));
      expect(fresh.parseDateTimeBrazil('2019-01-10 12:00')).toBe(Date.UTC(2019, 0, 10, 14));
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('agrees with the time zone data every 5 hours from then to 2040, both ways', () => {
    for (let instant = lastSummerEnd - 10 * 3_600_000; instant < Date.UTC(2041, 0, 1); instant += 5 * 3_600_000) {
      const wall = wallTime(instant);
      const [date] = wall.split(' ');
      expect(toIsoDate(calendarDayInSaoPaulo(instant)), wall).toBe(date);
      // A wall time read back gives the instant (the hour a summer's end repeats aside: its first one is taken).
      if (instant >= lastSummerEnd + 3_600_000) expect(parseDateTimeBrazil(wall), wall).toBe(instant);
    }
  });
});
