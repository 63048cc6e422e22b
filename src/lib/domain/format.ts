// Every number, amount and percentage a screen shows goes through here (pt-BR), so the whole portal
// writes them one way (dates: date-format.ts). Money is integer cents in domain code.
//
// Written without Intl: a page's first Intl object costs a slow phone ~100 ms of main thread (locale
// data loaded once per page), which on the pages that only show money was most of a long task
// (docs/performance.md, "No Intl on a first load"). pt-BR's forms are fixed: '.' groups thousands,
// ',' starts the decimals, a minus only on a value that is not zero once rounded, and 'R$' followed by
// a plain space (product-rules R103: the portal's texts use a plain space where Intl writes U+00A0).
// The unit tests hold every function to Intl's own output.

/**
 * A finite number with exactly `digits` decimals, pt-BR: '1.234,50', '-0,5'. As Intl does, it rounds
 * the number's shortest decimal form (1.005 is '1.005', so 2 decimals give '1,01', where toFixed's
 * exact binary value gives '1,00') half away from zero, and writes zeros past that form's digits.
 */
function plainDecimal(value: number, digits: number): string {
  // toExponential() without an argument writes the shortest digits that read back as the same number.
  const [mantissa, exponent] = Math.abs(value).toExponential().split('e') as [string, string];
  const significant = mantissa.replace('.', '');
  // How many of those digits are kept once the decimal point is moved `digits` places to the right.
  const kept = Number(exponent) + 1 + digits;
  let scaled = kept > 0 ? BigInt(significant.slice(0, kept).padEnd(kept, '0')) : 0n;
  // charAt answers '' past the last digit, which rounds nothing up.
  if (kept >= 0 && significant.charAt(kept) >= '5') scaled += 1n;
  const text = String(scaled).padStart(digits + 1, '0');
  // '1234567' → '1.234.567'.
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+$)/g, '.');
  const shown = digits > 0 ? `${whole},${text.slice(-digits)}` : whole;
  return value < 0 && scaled > 0n ? `-${shown}` : shown;
}

/**
 * Turns an amount in reais (as the services send it) into integer cents, rounding half away from
 * zero on the decimal the number was written as: 1.005 → 101, though 1.005 * 100 is 100.4999…
 * (toPrecision(15) drops that binary noise). Non-finite amounts count as 0.
 */
export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  const cents = Number((Math.abs(reais) * 100).toPrecision(15));
  const rounded = Math.sign(reais) * Math.round(cents);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Shows integer cents as Brazilian money: 'R$ 1.234,56', '-R$ 10,00' (plain space after R$).
 * Exact for any amount below ten trillion reais; a non-finite value shows 'R$ 0,00'.
 */
export function formatMoney(cents: number): string {
  const whole = Number.isFinite(cents) ? Math.sign(cents) * Math.round(Math.abs(cents)) : 0;
  return plainDecimal(whole / 100, 2).replace(/^-?/, '$&R$ ');
}

/** Shows an amount in reais as the services send it ('VALOR', 'docValue') as money: 'R$ 1.234,56'. */
export function formatMoneyReais(value: number): string {
  return formatMoney(toCents(value));
}

/** Limits a percentage to 0–100 for display (indicator cards, progress bars); NaN counts as 0. */
export function capPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Shows a percentage with one decimal in pt-BR: '87,5%', '100,0%', '0,0%'. With cap, the value
 * is first limited to 0–100 (a 150 % result shows '100,0%'). Missing or NaN shows '0,0%'.
 */
export function formatPercent(value: number | null | undefined, options: { cap?: boolean } = {}): string {
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const shown = options.cap === true ? capPercent(value) : finite;
  return `${plainDecimal(shown, 1)}%`;
}

/** Shows a number with pt-BR grouping and exactly `decimals` decimals: '1.234', '1.234,50'. */
export function formatNumber(value: number, decimals = 0): string {
  const digits = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return plainDecimal(Number.isFinite(value) ? value : 0, digits);
}
