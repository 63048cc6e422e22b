// Quantity and cart rules (product-rules R63, R69): what the quantity input keeps, what stock and
// the product maximum allow, the steppers, and the gates before 'Finalizar Pedido'. Money in cents.
import { formatMoney } from './format.ts';

/** Largest quantity the input accepts. */
const MAX_QUANTITY = 9999;
/** Refusal when a quantity exceeds stock or the product maximum. */
export const UNAVAILABLE_QUANTITY = 'Quantidade indisponível no estoque!';

/** What limits one line: stock in boxes, the product maximum and minimum (null/absent = none). */
export interface QuantityLimits {
  stock: number;
  maximum?: number | null | undefined;
  minimum?: number | null | undefined;
}

/**
 * What the quantity box keeps of what was typed or pasted (R63): its digits, then the first four ('1.000' is
 * 1000, 'abc34' is 34). Stripped before the limit: a box limited to four characters kept '1.00' of a pasted
 * '1.000', and 'abc3' of 'abc34'.
 */
export function quantityDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, String(MAX_QUANTITY).length);
}

/** The typed text as a quantity: digits only, empty is 0, at most 9999. */
export function parseQuantityInput(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (!digits) return 0;
  return Math.min(MAX_QUANTITY, Number(digits.slice(0, 5)));
}

/** The most boxes a line may hold: stock, capped by the product maximum when there is one. */
export function quantityCeiling({ stock, maximum }: QuantityLimits): number {
  const cap = maximum && maximum > 0 ? maximum : Infinity;
  return Math.max(0, Math.min(stock, cap, MAX_QUANTITY));
}

/** The smallest non-zero quantity (the client minimum, at least 1). */
export function quantityFloor({ minimum }: QuantityLimits): number {
  return minimum && minimum > 1 ? minimum : 1;
}

/** Checks a wanted quantity: 'remove' at 0 or less, the refusal above stock or maximum, else ok. */
export function checkQuantity(
  quantity: number,
  limits: QuantityLimits,
): { kind: 'ok' } | { kind: 'remove' } | { kind: 'refused'; message: string } {
  if (quantity <= 0) return { kind: 'remove' };
  if (quantity > quantityCeiling(limits)) return { kind: 'refused', message: UNAVAILABLE_QUANTITY };
  return { kind: 'ok' };
}

/** Whether a line holds fewer boxes than the client minimum (the order would be refused). */
export function isBelowMinimum(quantity: number, limits: QuantityLimits): boolean {
  return quantity > 0 && quantity < quantityFloor(limits);
}

/** The note of a line below the client minimum. */
export function minimumText(limits: QuantityLimits): string {
  return `Quantidade mínima: ${quantityFloor(limits)} caixas.`;
}

/** Whether the plus button is enabled (disabled at stock or at the maximum). */
export function canIncrease(quantity: number, limits: QuantityLimits): boolean {
  return quantity < quantityCeiling(limits);
}

/** The quantity after a tap on plus: from 0 straight to the client minimum, else one more. */
export function increaseQuantity(quantity: number, limits: QuantityLimits): number {
  const next = quantity <= 0 ? quantityFloor(limits) : quantity + 1;
  return Math.min(next, quantityCeiling(limits));
}

/**
 * The quantity after a tap on minus: one less; going below the client minimum removes the line (0);
 * at 0 it resets to the client minimum (product-rules R63).
 */
export function decreaseQuantity(quantity: number, limits: QuantityLimits): number {
  const floor = quantityFloor(limits);
  if (quantity <= 0) return Math.min(floor, quantityCeiling(limits));
  const next = quantity - 1;
  return next < floor ? 0 : next;
}

/** Vessels of one line: its name and how many. */
interface VesselLine {
  name: string;
  vessels: number;
}

/** Lines carrying vessels (vessels per box × boxes). */
export function vesselLines(lines: ReadonlyArray<{ name: string; vesselPerBox: number; quantity: number }>): VesselLine[] {
  return lines.filter((l) => l.vesselPerBox > 0 && l.quantity > 0).map((l) => ({ name: l.name, vessels: l.vesselPerBox * l.quantity }));
}

/** What the cart page needs to decide about sending. */
interface OrderGateInput {
  totalCents: number;
  /** Minimoorder in cents (0 = none). */
  minimumCents: number;
  /** Limitecredito in cents (null = unknown: no check). */
  creditLimitCents: number | null;
  hasVessels: boolean;
  limitConfirmed: boolean;
  vesselsConfirmed: boolean;
  sending: boolean;
}

/** The gates of 'Finalizar Pedido' with their messages. */
interface OrderGates {
  minimumMessage: string | null;
  limitMessage: string | null;
  needsLimitConfirmation: boolean;
  needsVesselConfirmation: boolean;
  canSend: boolean;
}

/** Minimum order blocks; a total above the credit limit and vessels need a tick each. */
export function orderGates(input: OrderGateInput): OrderGates {
  const belowMinimum = input.totalCents < input.minimumCents;
  const limitCents = input.creditLimitCents;
  const overLimit = limitCents !== null && input.totalCents > limitCents;
  const canSend =
    input.totalCents > 0 &&
    !input.sending &&
    !belowMinimum &&
    (!overLimit || input.limitConfirmed) &&
    (!input.hasVessels || input.vesselsConfirmed);
  return {
    minimumMessage: belowMinimum ? `É necessário atingir o pedido mínimo de ${formatMoney(input.minimumCents)} reais.` : null,
    limitMessage: overLimit ? `Limite de crédito ultrapassado: ${formatMoney(limitCents)}` : null,
    needsLimitConfirmation: overLimit,
    needsVesselConfirmation: input.hasVessels,
    canSend,
  };
}

/** How far the order is from the minimum: 'Faltam R$ 120,00 para o pedido mínimo'; null when reached (product-rules R268). */
export function minimumShortfallText(totalCents: number, minimumCents: number): string | null {
  return totalCents < minimumCents ? `Faltam ${formatMoney(minimumCents - totalCents)} para o pedido mínimo` : null;
}

/**
 * The credit left once this order is paid: 'Crédito disponível após este pedido: R$ 380,00'; null with no
 * known limit, or over it (the over-limit text says so, R69) (product-rules R268).
 */
export function creditAfterOrderText(totalCents: number, creditLimitCents: number | null): string | null {
  return creditLimitCents !== null && totalCents <= creditLimitCents
    ? `Crédito disponível após este pedido: ${formatMoney(creditLimitCents - totalCents)}`
    : null;
}

/** 'N item'/'N itens' for the cart bar and summary. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/**
 * A product code without leading zeros, for comparing codes: the ERP pads them ('000000000000012345'),
 * the catalogue may not (product-rules R143, R180). Here because every screen that compares codes
 * already loads these rules.
 */
export function productKey(code: string): string {
  return code.trim().replace(/^0+(?=.)/, '');
}

/** Lines the cart page draws at first (product-rules R67). */
export const cartLinesFirst = 10;

/** Lines each 'Ver todos os itens' adds (R301): a 100-line cart is not drawn in one tap. */
export const cartLinesPerStep = 30;
