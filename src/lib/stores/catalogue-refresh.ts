// The check of the cart against the catalogue when the cart page opens (ordering-and-account
// §2 Cart page, issue 7): prices, bands and stock are reloaded from the lists the lines came from;
// quantities never change: a vanished product or a stock below the quantity is flagged instead.
import './api-session.ts';
import { atom } from 'nanostores';
import { getCatalogProducts, getCombos, getFavorites, getNews, type CatalogItem, type CatalogPage } from '../api/catalogue.ts';
import { errorMessage } from '../api/errors.ts';
import { $cartLines, $storedCart, flushCart, withQuantity, type CartSource } from './cart.ts';
import { templateFromItem } from './catalogue-items.ts';
import { $session } from './session.ts';

/** What the cart page found when it checked a line against the catalogue. */
export type LineIssue = { kind: 'gone' } | { kind: 'stock'; available: number };

/** Issues found by the last refresh, by sku. */
export const $lineIssues = atom<Record<string, LineIssue>>({});
/** True while the cart page refreshes prices and stock. */
export const $refreshing = atom(false);
/** The pt-BR message of a failed refresh, or null. */
export const $refreshError = atom<string | null>(null);

// A category can hold many pages; the refresh reads at most this many per list.
const MAX_REFRESH_PAGES = 10;

async function allPages(fetchPage: (page: number) => Promise<CatalogPage>): Promise<CatalogItem[]> {
  const items: CatalogItem[] = [];
  for (let page = 1; page <= MAX_REFRESH_PAGES; page += 1) {
    const answer = await fetchPage(page);
    items.push(...answer.data);
    if (page >= answer.lastPage) break;
  }
  return items;
}

function fetchSource(clientCode: string, source: CartSource): Promise<CatalogItem[]> {
  if (source.list === 'combos') return allPages((page) => getCombos({ clientCode, page }));
  if (source.list === 'news') return allPages((page) => getNews({ clientCode, page }));
  if (source.list === 'favorites') return allPages((page) => getFavorites({ clientCode, page }));
  return allPages((page) => getCatalogProducts({ clientCode, page, category: source.category ?? '', brand: source.brand }));
}

/**
 * Reloads prices, bands and stock of every line from the lists they came from. Quantities never
 * change: a vanished product or a stock below the quantity is flagged in `$lineIssues`.
 */
export async function refreshCart(): Promise<void> {
  flushCart();
  const clientCode = $session.get()?.user.current_client.clientCode ?? null;
  const lines = $cartLines.get();
  if (!clientCode || !lines.length) return;
  $refreshing.set(true);
  $refreshError.set(null);
  try {
    const sources = new Map<string, CartSource>();
    for (const line of lines) sources.set(JSON.stringify(line.source), line.source);
    const found = new Map<string, CatalogItem>();
    for (const source of sources.values()) {
      for (const item of await fetchSource(clientCode, source)) found.set(item.sku, item);
    }
    const issues: Record<string, LineIssue> = {};
    const current = $storedCart.get();
    if (!current || current.clientCode !== clientCode) return;
    const updated = current.lines.map((line) => {
      const item = found.get(line.sku);
      if (!item) {
        issues[line.sku] = { kind: 'gone' };
        return line;
      }
      const fresh = templateFromItem(item, line.source);
      if (line.total > fresh.stock || (fresh.maximum && line.total > fresh.maximum)) {
        issues[line.sku] = { kind: 'stock', available: Math.min(fresh.stock, fresh.maximum ?? Infinity) };
      }
      return withQuantity(fresh, line.total);
    });
    $storedCart.set({ clientCode, lines: updated });
    $lineIssues.set(issues);
  } catch (error) {
    console.error('[cart refresh]', error);
    $refreshError.set(errorMessage(error));
  } finally {
    $refreshing.set(false);
  }
}

// The flag of a line goes once its quantity fits again or it is removed.
$storedCart.listen((cart) => {
  const issues = $lineIssues.get();
  const keys = Object.keys(issues);
  if (!keys.length) return;
  const next: Record<string, LineIssue> = {};
  for (const sku of keys) {
    const issue = issues[sku]!;
    const line = cart?.lines.find((l) => l.sku === sku);
    if (!line) continue;
    if (issue.kind === 'stock' && line.total <= issue.available) continue;
    next[sku] = issue;
  }
  $lineIssues.set(next);
});
