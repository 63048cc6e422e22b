// 'Repetir pedido' (product-rules R180): looks an order's products up in the catalogue (favourites
// first, then Novidades), plans what goes into the cart with lib/domain/reorder.ts and writes the
// cart once. Loaded with a dynamic import() when the button is pressed (docs/performance.md: the
// /pedidos and /produtos budgets); a cancel or a failure leaves the cart as it was.
import '../stores/api-session.ts';
import { atom } from 'nanostores';
import { servicesNowMs } from '../api/client.ts';
import { ApiError, HttpError } from '../api/errors.ts';
import { getFavorites, getNews, type CatalogItem, type CatalogPage } from '../api/catalogue.ts';
import { getUpdatedOrders } from '../api/orders.ts';
import { productKey } from '../domain/cart-rules.ts';
import { calendarDayInSaoPaulo } from '../domain/dates.ts';
import {
  addedText,
  cappedText,
  favoriteDays,
  newestOrder,
  missingText,
  noLastOrderText,
  planReorder,
  type FoundItem,
  type ReorderItem,
} from '../domain/reorder.ts';
import type { HistoryPeriod } from '../domain/purchase-reminder.ts';
import { $cartLines, flushCart, type CartItemTemplate } from '../stores/cart.ts';
import { setLineTotals } from '../stores/cart-totals.ts';
import { templateFromItem } from '../stores/catalogue-items.ts';
import { $clientCode } from '../stores/session.ts';

/** An order to repeat: its day (ERDAT) and lines. */
export interface ReorderOrder {
  date: string;
  items: ReorderItem[];
}

/** 'Repetir último pedido': the client's last sale order, looked for in this many days of history (R251). */
export interface LastOrderLookup {
  historyDays: HistoryPeriod;
}

/**
 * What the reorder modal shows. A failure offers 'Tentar novamente' only when `retry` (R252); the
 * summary offers the cart only when the reorder `changed` it (R253).
 */
export type ReorderState =
  | { state: 'idle' }
  | { state: 'loading'; step: string }
  | { state: 'error'; message: string; retry: boolean }
  | { state: 'done'; added: string; changed: boolean; capped: string[]; missing: string[] };

/** Progress texts (R180.4). */
export const REORDER_STEPS = {
  lastOrder: 'Buscando o seu último pedido...',
  products: 'Procurando os produtos no catálogo...',
} as const;
/** Said on a failure that trying again can change: the cart is as it was (R180.4). */
export const REORDER_FAILED = 'Não foi possível buscar os produtos do pedido agora. O seu carrinho não foi alterado. Tente novamente.';
/** Said on a failure that trying again cannot change (the service refused the lookup, R252). */
export const REORDER_REFUSED = 'Não foi possível buscar os produtos do pedido. O seu carrinho não foi alterado.';
/** Said when the company changed while looking up (the cart in view is another one). */
const COMPANY_CHANGED = 'A empresa selecionada mudou durante a busca. O carrinho não foi alterado.';

// A list can hold many pages; the lookup reads at most this many per list (as the cart refresh).
const MAX_PAGES = 10;

/** The modal's state. */
export const $reorder = atom<ReorderState>({ state: 'idle' });

let current: AbortController | null = null;

/**
 * Whether trying again can change a failure (R252): no answer (offline, timeout, a token not renewed
 * for want of one) or the service failing (5xx). A refusal (4xx) or an answer that breaks the
 * contract would come back the same.
 */
function retryHelps(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500;
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'refresh');
}

/** Reads a list page by page until every wanted code is found, its end, or the page cap. */
async function scan(fetchPage: (page: number) => Promise<CatalogPage>, wanted: Set<string>, found: Map<string, CatalogItem>) {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage(page);
    for (const item of answer.data) {
      const key = productKey(item.sku);
      if (wanted.has(key) && !found.has(key)) found.set(key, item);
    }
    if (page >= answer.lastPage || found.size >= wanted.size) return;
  }
}

/** A product found in today's catalogue, with its cart template (today's price, bands and limits). */
export type Found = FoundItem & { template: CartItemTemplate };

/** The order's products as found today: favourites over the order's days, then Novidades (R180.2). */
export async function findItems(clientCode: string, order: ReorderOrder, signal: AbortSignal): Promise<Found[]> {
  const wanted = new Set(order.items.map((item) => productKey(item.code)));
  const favorites = new Map<string, CatalogItem>();
  const days = favoriteDays(order.date, calendarDayInSaoPaulo(servicesNowMs()));
  // A repeated order is built from the services as they are now; kept pages only with no network (R171).
  await scan((page) => getFavorites({ clientCode, page, days }, { kept: 'fallback', signal }), wanted, favorites);
  const news = new Map<string, CatalogItem>();
  const rest = new Set([...wanted].filter((key) => !favorites.has(key)));
  if (rest.size) await scan((page) => getNews({ clientCode, page }, { kept: 'fallback', signal }), rest, news);
  const found: Found[] = [];
  for (const [list, items] of [
    ['favorites', favorites],
    ['news', news],
  ] as const) {
    for (const item of items.values()) {
      const template = templateFromItem(item, { list });
      found.push({ sku: template.sku, name: template.descricao, stock: template.stock, maximum: template.maximum, template });
    }
  }
  return found;
}

/** Plans the reorder against the cart as it is now and writes the cart once. */
function apply(order: ReorderOrder, found: Found[]): ReorderState {
  flushCart();
  const lines = $cartLines.get();
  const plan = planReorder(order.items, found, (sku) => lines.find((line) => line.sku === sku)?.total ?? 0);
  if (plan.lines.length) setLineTotals(plan.lines.map((line) => ({ template: line.item.template, total: line.total })));
  return {
    state: 'done',
    added: addedText(plan.lines.length),
    changed: plan.lines.length > 0,
    capped: plan.capped.map(cappedText),
    missing: plan.missing.map(missingText),
  };
}

/**
 * Repeats an order, or the client's last sale order (asked for first). Progress, then the summary
 * or the failure, in `$reorder`; a new start cancels one under way.
 */
export async function startReorder(target: ReorderOrder | LastOrderLookup): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const { signal } = controller;
  const clientCode = $clientCode.get() ?? '';
  try {
    let wanted: ReorderOrder;
    if ('historyDays' in target) {
      const days = target.historyDays;
      $reorder.set({ state: 'loading', step: REORDER_STEPS.lastOrder });
      // The sale orders of the days that reach the last purchase (R251): a light answer on a weak signal.
      const history = await getUpdatedOrders({ days, type: 'compra' }, { kept: 'fallback', signal });
      const last = newestOrder([...history.pedidos, ...history.pedidosNaoProcessados]);
      if (signal.aborted) return;
      if (!last) {
        $reorder.set({ state: 'error', message: noLastOrderText(days), retry: false });
        return;
      }
      const items = last.Itens.Item.map((item) => ({ code: item.MATNR, name: item.ARKTX, quantity: item.KWMENG }));
      wanted = { date: last.Status.ERDAT, items };
    } else {
      wanted = target;
    }
    $reorder.set({ state: 'loading', step: REORDER_STEPS.products });
    const found = await findItems(clientCode, wanted, signal);
    if (signal.aborted) return;
    // Another company's cart is in view now: repeating there is not what was asked for (no retry).
    $reorder.set($clientCode.get() === clientCode ? apply(wanted, found) : { state: 'error', message: COMPANY_CHANGED, retry: false });
  } catch (error) {
    if (signal.aborted) return;
    console.error('[reorder]', error);
    const retry = retryHelps(error);
    $reorder.set({ state: 'error', message: retry ? REORDER_FAILED : REORDER_REFUSED, retry });
  } finally {
    if (current === controller) current = null;
  }
}

/** 'Cancelar' or 'Fechar': stops a lookup under way (nothing is written) and closes the modal. */
export function closeReorder(): void {
  current?.abort();
  current = null;
  $reorder.set({ state: 'idle' });
}
