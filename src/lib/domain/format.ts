// Every number, amount and percentage a screen shows goes through here (Intl, pt-BR), so the whole
// portal writes them one way (dates: date-format.ts). Money is integer cents in domain code.

// Formatters are built once: constructing an Intl object costs far more than using it.
// signDisplay 'negative' keeps a minus off zero (-0, or -0.04 rounded to '0,0').
const moneyFormat = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  signDisplay: 'negative',
});
const percentFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});
const numberFormats = new Map<number, Intl.NumberFormat>();

// Intl separates 'R$' (and some other parts) with a no-break space (U+00A0, or U+202F); the
// portal's texts use a plain space (product-rules R103), and screens and tests must match them
// letter for letter.
function plainSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
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
 * Exact for any amount below a trillion reais; a non-finite value shows 'R$ 0,00'.
 */
export function formatMoney(cents: number): string {
  const whole = Number.isFinite(cents) ? Math.sign(cents) * Math.round(Math.abs(cents)) : 0;
  return plainSpaces(moneyFormat.format(whole / 100));
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
  return `${plainSpaces(percentFormat.format(shown))}%`;
}

/** Shows a number with pt-BR grouping and exactly `decimals` decimals: '1.234', '1.234,50'. */
export function formatNumber(value: number, decimals = 0): string {
  const digits = Math.min(20, Math.max(0, Math.trunc(decimals)));
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    numberFormats.set(digits, format);
  }
  return plainSpaces(format.format(Number.isFinite(value) ? value : 0));
}
