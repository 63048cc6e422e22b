// The check of the cart against the catalogue when the cart page opens
// (product-rules R70): prices, bands and stock are reloaded from where each line can be found;
// quantities never change: a stock below the quantity is flagged, a line not found only noted
// (lib/domain/cart-check.ts decides which blocks sending).
import './api-session.ts';
import { atom } from 'nanostores';
import {
  getCatalogProducts,
  getCombos,
  getFavorites,
  getNews,
  searchCatalogProducts,
  type CatalogItem,
  type CatalogPage,
} from '../api/catalogue.ts';
import { errorMessage } from '../api/errors.ts';
import { checkLine, lookupPlan, type CatalogueList, type LineCheck } from '../domain/cart-check.ts';
import { $cartLines, flushCart, withQuantity, writeLines } from './cart.ts';
import { templateFromItem } from './catalogue-items.ts';
import { $clientCode } from './session.ts';

/** What the cart page found when it checked a line against the catalogue (lines found in order have none). */
export type LineIssue = Exclude<LineCheck, { kind: 'ok' }>;

/** Issues found by the last refresh, by sku. */
export const $lineIssues = atom<Record<string, LineIssue>>({});
/** True while the cart page refreshes prices and stock. */
export const $refreshing = atom(false);
/** The pt-BR message of a failed refresh, or null. */
export const $refreshError = atom<string | null>(null);

// A category can hold many pages; the refresh reads at most this many per list.
const MAX_REFRESH_PAGES = 10;

/** Reads a list page by page into `found`, until its end, the page cap, or every sku in `wanted` is found. */
async function scanList(
  fetchPage: (page: number) => Promise<CatalogPage>,
  wanted: Set<string>,
  found: Map<string, CatalogItem>,
): Promise<void> {
  for (let page = 1; page <= MAX_REFRESH_PAGES; page += 1) {
    const answer = await fetchPage(page);
    for (const item of answer.data) if (wanted.has(item.sku) && !found.has(item.sku)) found.set(item.sku, item);
    if (page >= answer.lastPage || [...wanted].every((sku) => found.has(sku))) break;
  }
}

function pageFetcher(clientCode: string, source: CatalogueList): (page: number) => Promise<CatalogPage> {
  // The cart's check wants today's prices (R150): a service failing online fails the check. Only a device
  // that knows it is offline checks against kept pages, for the gates (sending is refused then, R170).
  const read = { kept: globalThis.navigator?.onLine === false ? 'fallback' : false } as const;
  if (source.list === 'combos') return (page) => getCombos({ clientCode, page }, read);
  if (source.list === 'news') return (page) => getNews({ clientCode, page }, read);
  if (source.list === 'favorites') return (page) => getFavorites({ clientCode, page }, read);
  // Never kept: offline, a line the service's search found cannot be checked (sending is refused then anyway).
  if (source.list === 'search') return (page) => searchCatalogProducts({ clientCode, page, search: source.search ?? '' });
  return (page) => getCatalogProducts({ clientCode, page, category: source.category ?? '', brand: source.brand }, read);
}

/**
 * Finds the lines' items: each line in the list it came from first, then, for the lines still
 * missing, in the next list of its lookup plan (lib/domain/cart-check.ts). Each list is read once.
 */
async function findItems(
  clientCode: string,
  lines: ReadonlyArray<{ sku: string; source: CatalogueList }>,
): Promise<Map<string, CatalogItem>> {
  const wanted = new Set(lines.map((line) => line.sku));
  const found = new Map<string, CatalogItem>();
  const read = new Set<string>();
  const plans = lines.map((line) => ({ sku: line.sku, plan: lookupPlan(line.source) }));
  const rounds = Math.max(0, ...plans.map((p) => p.plan.length));
  for (let round = 0; round < rounds; round += 1) {
    for (const { sku, plan } of plans) {
      const list = plan[round];
      if (!list || found.has(sku)) continue;
      const key = JSON.stringify(list);
      if (read.has(key)) continue;
      read.add(key);
      await scanList(pageFetcher(clientCode, list), wanted, found);
    }
  }
  return found;
}

/**
 * Reloads prices, bands and stock of every line, looking each up where it can be found. Quantities
 * never change: a stock below the quantity is flagged (blocking), a line not found is only noted.
 */
export async function refreshCart(): Promise<void> {
  flushCart();
  const clientCode = $clientCode.get();
  const lines = $cartLines.get();
  if (!clientCode || !lines.length) return;
  $refreshing.set(true);
  $refreshError.set(null);
  try {
    const found = await findItems(clientCode, lines);
    const issues: Record<string, LineIssue> = {};
    // Another company since (a switch in another tab): its cart is not this one.
    if ($clientCode.get() !== clientCode) return;
    const updated = $cartLines.get().map((line) => {
      const item = found.get(line.sku);
      const fresh = item ? templateFromItem(item, line.source) : undefined;
      const check = checkLine(line.total, fresh);
      if (check.kind !== 'ok') issues[line.sku] = check;
      return fresh ? withQuantity(fresh, line.total) : line;
    });
    writeLines(updated, clientCode);
    $lineIssues.set(issues);
  } catch (error) {
    console.error('[cart refresh]', error);
    $refreshError.set(errorMessage(error));
  } finally {
    $refreshing.set(false);
  }
}

// The flag of a line goes once its quantity fits again or it is removed.
$cartLines.listen((lines) => {
  const issues = $lineIssues.get();
  const keys = Object.keys(issues);
  if (!keys.length) return;
  const next: Record<string, LineIssue> = {};
  for (const sku of keys) {
    const issue = issues[sku]!;
    const line = lines.find((l) => l.sku === sku);
    if (!line) continue;
    if (issue.kind === 'stock' && line.total <= issue.available) continue;
    next[sku] = issue;
  }
  $lineIssues.set(next);
});
