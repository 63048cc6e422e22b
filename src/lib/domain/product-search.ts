// 'Buscar produtos' (product-rules R269): finding a product among those the device holds by a
// part of its name, whatever the accents and case, or by its code typed in full. Pure: the screen gives the
// items (kept lists, pages seen, past orders' products) and draws what this answers. A few hundred items at
// most, so a linear scan (well under a millisecond) needs no index library.
import { productKey } from './cart-rules.ts';
import { stripAccents } from './text.ts';

/** What a search reads of an item. */
export interface Searchable {
  sku: string;
  name: string;
  /** 'CX 12 UN': searched with the name. */
  complement?: string | null;
  /** The crate's bar code, where the catalogue gives one. */
  ean?: string | null;
  /** Name and complement as searches compare them (searchableText), when the screen has worked it out once for many searches. */
  compared?: string;
}

/** Name and complement of an item as searches compare them: worked out once per item, not per search. */
export function searchableText(item: Pick<Searchable, 'name' | 'complement'>): string {
  return searchText(`${item.name} ${item.complement ?? ''}`);
}

/** Text as searches compare it: no accents, lower case, words of letters and digits joined by one space. */
export function searchText(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The shortest query worth searching (one letter finds half the catalogue). */
export const MIN_QUERY_LENGTH = 2;

/** The most results a search gives, best first (R303). */
export const SEARCH_RESULTS_MAX = 96;

/** Results drawn at first, and added by each 'Mostrar mais produtos' (R303): a card is costly on a slow phone. */
export const searchResultsPerStep = 24;

/**
 * A query's results drawn in the frame after it (R304): a phone screen shows two cards under the field, a
 * desktop's first row three; the rest follow `addedPerFrame` a frame.
 */
export const searchResultsDrawnAtFirst = 3;

/**
 * How well an item answers a query (searchText of it): 4 the name starts with it, 3 it stands whole from a
 * word's start, 2 each of its words starts a word, 1 each is inside a word; 0 a word is missing.
 */
function score(query: string, item: Searchable): number {
  const words = query.split(' ');
  const name = item.compared ?? searchableText(item);
  if (!words.every((word) => name.includes(word))) return 0;
  if (name.startsWith(query)) return 4;
  const spaced = ` ${name}`;
  if (spaced.includes(` ${query}`)) return 3;
  return words.every((word) => spaced.includes(` ${word}`)) ? 2 : 1;
}

/**
 * The items a query finds, best first, each sku once: a code typed in full (digits only) finds the item
 * with that SKU (leading zeros aside) or EAN first; and every word of the query found in the name or the
 * complement finds an item ('350' finds the 350ml ones). Among equals, the order the items were given in stands (the screen gives the likeliest first).
 */
export function searchProducts<T extends Searchable>(query: string, items: readonly T[], limit = SEARCH_RESULTS_MAX): T[] {
  const text = searchText(query);
  if (text.length < MIN_QUERY_LENGTH) return [];
  const seen = new Set<string>();
  const found: Array<{ item: T; score: number; index: number }> = [];
  items.forEach((item, index) => {
    const key = productKey(item.sku);
    if (seen.has(key)) return;
    const points = matchScore(text, item);
    if (points === 0) return;
    seen.add(key);
    found.push({ item, score: points, index });
  });
  return found
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item);
}

/** 5 for the code typed in full (digits: the SKU, leading zeros aside, or the EAN), else the name's score; 0: not found. */
function matchScore(text: string, item: Searchable): number {
  if (/^\d+$/.test(text) && (productKey(text) === productKey(item.sku) || (item.ean ?? '').trim() === text)) return 5;
  return score(text, item);
}

/**
 * What a search may keep of the products service's answer (R269): the items the device's own rule finds
 * (or whose code was typed in full), in the service's order. The `search` header is our contract's
 * assumption, and a service that ignores it answers a category's or the whole catalogue: when more than
 * half of a non-empty answer does not match, it is taken for no search at all (null).
 */
export function serviceSearchFinds<T extends Searchable>(query: string, items: readonly T[]): T[] | null {
  const text = searchText(query);
  const found = items.filter((item) => matchScore(text, item) > 0);
  return found.length * 2 < items.length ? null : found;
}

/** The bar codes a crate carries, as the browser's BarcodeDetector names them: what 'Ler código de barras' reads. */
export const crateBarcodeFormats = ['ean_13', 'ean_8', 'upc_a'] as const;

/**
 * Whether a code read from the camera is a whole EAN-13, EAN-8 or UPC-A (12 digits): its check digit
 * holds. A camera reads part of a code or a neighbour's now and then; such a read is ignored, not searched.
 */
export function isCrateBarcode(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  // From the right, weights 3, 1, 3, 1…: the same for every length.
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
