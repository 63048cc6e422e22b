// 'Meus Pedidos' (/pedidos): the filtered history (processed orders and those received but not yet
// processed), the status texts for the filter, and the invoice and boleto downloads with their busy
// state. The history reloads on each filter change; the status texts are a part of their own whose
// failure only falls back to the texts of the history's answer.
import '../stores/api-session.ts';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { ApiError, detailsText } from '../api/errors.ts';
import { downloadBoleto, downloadInvoice, getOrderStatuses, getUpdatedOrders, type OrderFilters } from '../api/orders.ts';
import { boletoFileName, emptyOrdersText, INVOICE_FILE_NAME } from '../domain/order-page.ts';
import type { InvoiceView, OrderView } from './order-extras.ts';

export type { InvoiceView, OrderItemView, OrderView, TransportView } from './order-extras.ts';
import { $clientCode } from '../stores/session.ts';
import { toast } from '../toast.ts';
import type { BrowserEffects } from './effects.ts';
import { createPart, createScreen, type PartState, type Screen } from './screen.ts';

/** What the screen says when the history cannot be loaded and the service sent no details (product-rules R83). */
const ORDERS_LOAD_ERROR = 'Ocorreu um erro ao carregar os pedidos. Por favor, tente novamente mais tarde.';
/** Toasts of failed downloads (product-rules R88, R107: never only logged, the user is told). */
const INVOICE_DOWNLOAD_ERROR = 'Não foi possível baixar a nota fiscal. Tente novamente.';
const BOLETO_DOWNLOAD_ERROR = 'Não foi possível baixar o boleto. Tente novamente.';

/** How many days back the history goes. */
export type OrderPeriod = 7 | 15 | 30 | 45;
/** Order type filter: all, bonus (ZS03) or purchase (ZS43). */
export type OrderTypeChoice = 'todos' | 'bonificacao' | 'compra';

/** The filters of the history. */
interface OrderFilterValues {
  days: OrderPeriod;
  type: OrderTypeChoice;
  /** One of the status options; undefined for all. */
  status: string | undefined;
}

/** The filters the screen opens with: 45 days (product-rules R81), every type, every status. */
const DEFAULT_ORDER_FILTERS: OrderFilterValues = { days: 45, type: 'todos', status: undefined };

/** The history for the filters in force. */
interface OrdersView {
  orders: OrderView[];
  /** Received but not yet processed. */
  unprocessed: OrderView[];
  /** What an empty history says, with the period it was asked for (R82). */
  emptyText: string;
}

// The service's details when it sent some, else the orders' own message (product-rules R83); a token
// that could not be renewed says so itself: the session and the user's work were kept (R121).
async function fetchOrders(filters: OrderFilters) {
  try {
    return await getUpdatedOrders(filters);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'refresh') throw error;
    const details = error instanceof ApiError ? detailsText(error.details) : undefined;
    throw new ApiError(error instanceof ApiError ? error.kind : 'network', details ?? ORDERS_LOAD_ERROR, { cause: error });
  }
}

/** The orders screen: the history's state, the filters and their options, the downloads. */
export interface OrdersScreen extends Screen<void, OrdersView> {
  /** The filters in force. */
  readonly $filters: ReadableAtom<OrderFilterValues>;
  /**
   * The options of the status filter: the texts from /client/my-status-orders, or, when that call
   * failed, those of the latest history answer; the chosen one is always kept.
   */
  readonly $statusOptions: ReadableAtom<readonly string[]>;
  /** The busy-state keys of the downloads under way (see `downloadKey`). */
  readonly $downloading: ReadableAtom<ReadonlySet<string>>;
  /**
   * The next delivery day, 'dd/mm/yyyy' (product-rules R275), for the order marked `deliveryExpected`: loading
   * while GET /lastOrder is out (the card keeps the line's room), ready with null when none is known.
   */
  readonly $nextDelivery: ReadableAtom<PartState<string | null>>;
  /** Asks for the next delivery day, once per visit: called once the history is on screen, so it never competes with it. */
  loadNextDelivery(): void;
  /** Changes some filters and asks for the history again (the latest request wins). */
  changeFilters(change: Partial<OrderFilterValues>): void;
  /** Downloads an invoice's PDF, saved as 'nf.pdf'; a second call while busy does nothing. */
  downloadInvoice(invoice: Pick<InvoiceView, 'key'>): Promise<void>;
  /**
   * Downloads an invoice's boleto PDF, saved as 'boleto_{key}.pdf', with the PIX QR code drawn on
   * its first page when the invoice has a PIX code; a second call while busy does nothing.
   */
  downloadBoleto(invoice: Pick<InvoiceView, 'key' | 'pixQrCode'>): Promise<void>;
}

/** The busy-state key of a download: 'nf:{key}' or 'boleto:{key}'. */
export function downloadKey(kind: 'nf' | 'boleto', invoice: Pick<InvoiceView, 'key'>): string {
  return `${kind}:${invoice.key}`;
}

function nonEmpty(blob: Blob): Blob {
  if (blob.size === 0) throw new Error('empty file');
  return blob;
}

/** The orders screen with the given effects (tests pass their own file saver). */
export function createOrdersScreen(effects: Pick<BrowserEffects, 'saveFile'>): OrdersScreen {
  const $filters = atom<OrderFilterValues>(DEFAULT_ORDER_FILTERS);
  // The texts of /client/my-status-orders: a part, so the fresh answer replaces a kept one (R277). A failure
  // is only logged: the history's own texts stand in.
  const statuses = createPart('order statuses', (_params: void) => getOrderStatuses());
  const $statuses = computed(statuses.$state, (state) => (state.state === 'ready' ? state.view : undefined));
  /** The status texts of the latest history answer, kept while the next one loads or fails. */
  const $historyStatuses = atom<string[] | undefined>(undefined);
  const $statusOptions = atom<readonly string[]>([]);
  const $downloading = atom<ReadonlySet<string>>(new Set());
  // A failure is no error to show: the order simply has no date (R275).
  const nextDelivery = createPart('orders:next-delivery', async (clientCode: string) => {
    const { nextDeliveryDay } = await import('./order-extras.ts');
    return nextDeliveryDay(clientCode);
  });

  // Keyed on the filters: the early start, the mount and a filter chosen before hydration (which
  // the tap replay sends between them) ask for each history once.
  const history = createScreen('orders', async (filters: OrderFilterValues, signal) => {
    // The date, transport and contact rules load alongside the answer, which they only shape: /pedidos' first
    // load stays within its budget (docs/performance.md).
    const [answer, extras] = await Promise.all([fetchOrders(filters), import('./order-extras.ts')]);
    if (!signal.aborted) $historyStatuses.set(answer.statusPedidos);
    const shown = { orders: answer.pedidos.map(extras.orderView), unprocessed: answer.pedidosNaoProcessados.map(extras.orderView) };
    extras.markDeliveryExpected(shown);
    // Marks read after the cards were drawn are put on them then (unless a newer load replaced this one).
    if (!signal.aborted) await extras.markUpdated(shown, [...answer.pedidos, ...answer.pedidosNaoProcessados], signal, history);
    return { ...shown, emptyText: emptyOrdersText(filters.days) };
  });

  function publishOptions(): void {
    const options = [...($statuses.get() ?? $historyStatuses.get() ?? [])];
    const { status } = $filters.get();
    if (status && !options.includes(status)) options.push(status);
    $statusOptions.set(options);
  }
  $filters.listen(publishOptions);
  $statuses.listen(publishOptions);
  $historyStatuses.listen(publishOptions);

  async function runDownload(key: string, failure: string, task: () => Promise<void>): Promise<void> {
    if ($downloading.get().has(key)) return;
    $downloading.set(new Set([...$downloading.get(), key]));
    try {
      await task();
    } catch (error) {
      console.error(`[orders:download ${key}]`, error);
      toast.error(failure);
    } finally {
      const rest = new Set($downloading.get());
      rest.delete(key);
      $downloading.set(rest);
    }
  }

  return {
    $state: history.$state,
    $filters,
    $statusOptions,
    $downloading,
    $nextDelivery: nextDelivery.$state,
    start() {
      statuses.start();
      history.start($filters.get());
    },
    retry() {
      history.retry();
      // Started once per visit, and again by a retry only when they failed.
      if (statuses.$state.get().state === 'error') void statuses.load();
    },
    exit() {
      history.exit();
      nextDelivery.exit();
      statuses.exit();
      $historyStatuses.set(undefined);
    },
    loadNextDelivery() {
      const clientCode = $clientCode.get();
      if (clientCode) nextDelivery.start(clientCode);
    },
    changeFilters(change) {
      const next = { ...$filters.get(), ...change };
      $filters.set(next);
      history.start(next);
    },
    downloadInvoice(invoice) {
      return runDownload(downloadKey('nf', invoice), INVOICE_DOWNLOAD_ERROR, async () => {
        await effects.saveFile(nonEmpty(await downloadInvoice([invoice.key])), INVOICE_FILE_NAME);
      });
    },
    downloadBoleto(invoice) {
      return runDownload(downloadKey('boleto', invoice), BOLETO_DOWNLOAD_ERROR, async () => {
        const pix = invoice.pixQrCode;
        const [boleto, drawing] = await Promise.all([downloadBoleto([invoice.key]), pix ? import('../pdf/boleto-pix.ts') : null]);
        let file = nonEmpty(boleto);
        if (pix && drawing) {
          try {
            file = await drawing.withPixQrCode(file, pix);
          } catch (error) {
            // The bank's boleto still pays by its bar code: save it rather than nothing.
            console.error('[orders:boleto-pix]', error);
          }
        }
        await effects.saveFile(file, boletoFileName(invoice.key));
      });
    },
  };
}

/** The orders screen of the page. */
// The file saver loads with the first download, off the page's first load; where it cannot load, the
// download's failure toast says so.
export const ordersScreen = createOrdersScreen({
  saveFile: (file, name) => import('../download.ts').then(({ saveFile }) => saveFile(file, name)),
});
