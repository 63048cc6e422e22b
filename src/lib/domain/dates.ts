// Calendar dates as the services send them, read as days in Brazil (product-rules R101).
// A calendar date is a plain {year, month, day}: it never goes through a Date or UTC, so it
// cannot shift a day with the machine's time zone. Instants (epoch ms) are used only where a
// time of day matters: deadlines and countdowns.

/** A day of the calendar with no time and no zone: the unit of every date the portal shows (product-rules R101). */
export interface CalendarDate {
  readonly year: number;
  /** 1 (January) to 12 (December). */
  readonly month: number;
  readonly day: number;
}

const SAO_PAULO = 'America/Sao_Paulo';
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

// São Paulo has kept UTC-3 all year since its last summer time ended, at 2019-02-17 00:00 local
// (02:00 UTC): its offset from then on is a constant, worked out with no Intl object. A page's first
// Intl object loads the locale data, ~15-25 ms on the lab's host and ~60-80 ms on a phone, one long task
// on every page that draws a date (docs/product-rules.md R101, docs/performance.md "No Intl on a first
// load"). Earlier instants (old summers, local mean time before 1914) ask Intl, whose format is built
// once: 'longOffset' gives "GMT-02:00" or "GMT-03:06:28". Should Brazil bring summer time back, the
// time zone database changes and the unit test that holds this constant to Intl fails.
const FIXED_OFFSET_SINCE_MS = Date.UTC(2019, 1, 17, 2);
const FIXED_OFFSET_MS = -3 * 3_600_000;
let saoPauloOffsetFormat: Intl.DateTimeFormat | undefined;

// yyyy-mm-dd, optionally followed by a time (space or T), optionally followed by Z or an offset.
const ISO_FORM = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const BRAZILIAN_FORM = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const COMPACT_FORM = /^(\d{4})(\d{2})(\d{2})$/;

interface WallClock {
  readonly date: CalendarDate;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Minutes east of UTC when the text carries Z or an offset; null when it is Brazil wall time. */
  readonly offsetMinutes: number | null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether {year, month, day} names a real day of the Gregorian calendar (year 1 to 9999). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const date = { year, month, day };
  return isValidCalendarDate(date) ? date : null;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil): pure
// integer arithmetic, valid for any year, no Date involved.
function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

// The inverse of daysFromCivil.
function civilFromDays(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * An offset as Intl's 'longOffset' writes it ('GMT-03:00', 'GMT+05:30', 'GMT-03:06:28', or 'GMT'
 * for UTC itself) in ms; a RangeError for any other text.
 */
export function longOffsetMs(text: string): number {
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) throw new RangeError(`Unexpected time zone offset: ${JSON.stringify(text)}`);
  if (match[1] === undefined) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return sign * seconds * 1000;
}

// São Paulo's offset from UTC, in ms, at an instant (-10_800_000 today; -7_200_000 in old summers).
// With timeZoneName set, Intl always writes exactly one 'timeZoneName' part.
function saoPauloOffsetMs(epochMs: number): number {
  if (epochMs >= FIXED_OFFSET_SINCE_MS) return FIXED_OFFSET_MS;
  saoPauloOffsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: SAO_PAULO, timeZoneName: 'longOffset' });
  const parts = saoPauloOffsetFormat.formatToParts(epochMs);
  return longOffsetMs(
    parts
      .filter((part) => part.type === 'timeZoneName')
      .map((part) => part.value)
      .join(''),
  );
}

// Epoch ms of a wall-clock time in São Paulo. A time skipped by an old daylight-saving start
// (Brazil moved midnight to 01:00) resolves to the first instant after the gap; a repeated hour
// resolves to its first occurrence.
function saoPauloWallTimeToEpoch(date: CalendarDate, msOfDay: number): number {
  const wallAsUtc = daysFromCivil(date) * MS_PER_DAY + msOfDay;
  const firstGuess = saoPauloOffsetMs(wallAsUtc);
  const instant = wallAsUtc - firstGuess;
  const offsetThere = saoPauloOffsetMs(instant);
  if (offsetThere === firstGuess) return instant;
  const corrected = wallAsUtc - offsetThere;
  return saoPauloOffsetMs(corrected) === offsetThere ? corrected : instant;
}

function parseOffsetMinutes(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (hours > 23 || minutes > 59) return Number.NaN;
  return sign * (hours * 60 + minutes);
}

// Reads any of the services' date forms into its parts, or null when it is not a real date/time.
function parseWallClock(text: string): WallClock | null {
  const iso = ISO_FORM.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, fraction, offset] = iso;
    const date = calendarDate(Number(y), Number(mo), Number(d));
    const hour = Number(h ?? 0);
    const minute = Number(mi ?? 0);
    const second = Number(s ?? 0);
    if (!date || hour > 23 || minute > 59 || second > 59) return null;
    const offsetMinutes = offset === undefined ? null : parseOffsetMinutes(offset);
    if (Number.isNaN(offsetMinutes)) return null;
    const millisecond = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
    return { date, hour, minute, second, millisecond, offsetMinutes };
  }
  const brazilian = BRAZILIAN_FORM.exec(text);
  const compact = brazilian ? null : COMPACT_FORM.exec(text);
  const date = brazilian
    ? calendarDate(Number(brazilian[3]), Number(brazilian[2]), Number(brazilian[1]))
    : compact
      ? calendarDate(Number(compact[1]), Number(compact[2]), Number(compact[3]))
      : null;
  return date && { date, hour: 0, minute: 0, second: 0, millisecond: 0, offsetMinutes: null };
}

function toEpochMs(clock: WallClock): number {
  const msOfDay = ((clock.hour * 60 + clock.minute) * 60 + clock.second) * 1000 + clock.millisecond;
  if (clock.offsetMinutes === null) return saoPauloWallTimeToEpoch(clock.date, msOfDay);
  return daysFromCivil(clock.date) * MS_PER_DAY + msOfDay - clock.offsetMinutes * MS_PER_MINUTE;
}

function epochOf(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** The calendar day it is in São Paulo at an instant: "today" for every "due today or earlier" rule. */
export function calendarDayInSaoPaulo(now: Date | number): CalendarDate {
  const epochMs = epochOf(now);
  if (!Number.isFinite(epochMs)) throw new RangeError('calendarDayInSaoPaulo needs a valid instant');
  return civilFromDays(Math.floor((epochMs + saoPauloOffsetMs(epochMs)) / MS_PER_DAY));
}

/**
 * Reads a date the services sent ('yyyy-mm-dd', 'yyyy-mm-dd HH:mm:ss', ISO with Z or offset,
 * 'dd/mm/yyyy', 'yyyymmdd', also as an 8-digit number, or a Date) as a calendar day in Brazil;
 * null for anything missing or not a real date.
 */
export function parseCalendarDate(input: unknown): CalendarDate | null {
  if (input instanceof Date) {
    return Number.isFinite(input.getTime()) ? calendarDayInSaoPaulo(input) : null;
  }
  // SAP fields such as ENTREGA may arrive as the number 20260301; other numbers are not dates.
  const text = typeof input === 'number' && Number.isInteger(input) ? String(input) : input;
  if (typeof text !== 'string') return null;
  const clock = parseWallClock(text.trim());
  if (!clock) return null;
  // With an offset the text names an instant; its day is the one it falls on in São Paulo.
  if (clock.offsetMinutes === null) return clock.date;
  const day = calendarDayInSaoPaulo(toEpochMs(clock));
  return isValidCalendarDate(day) ? day : null;
}

/**
 * Reads a deadline the services sent as the instant it names (epoch ms): 'yyyy-mm-dd HH:mm:ss' and
 * the date-only forms mean that wall-clock time (or midnight) in São Paulo; ISO with Z or an offset
 * is taken as written; a Date or a number is already an instant. Null for anything missing or invalid.
 */
export function parseDateTimeBrazil(input: unknown): number | null {
  const instant = input instanceof Date ? input.getTime() : input;
  if (typeof instant === 'number') return Number.isFinite(instant) ? instant : null;
  if (typeof instant !== 'string') return null;
  const clock = parseWallClock(instant.trim());
  return clock ? toEpochMs(clock) : null;
}

/** Orders two calendar days: -1 when a is earlier, 0 on the same day, 1 when a is later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const difference = daysFromCivil(a) - daysFromCivil(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/** Calendar days from a to b (negative when b is earlier): 'Faz N dias', 'ontem', 'hoje'. */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return daysFromCivil(b) - daysFromCivil(a);
}

/** The calendar day n days after (or, negative, before) a date: e.g. "final photo date plus one day". */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return civilFromDays(daysFromCivil(date) + days);
}

/** The 'yyyy-mm-dd' text of a calendar day, as the services expect it back. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
