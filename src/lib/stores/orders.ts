// The orders screen (/pedidos): the filtered history, the status texts for the filter, and the
// invoice and boleto downloads with their busy state.
import './api-session.ts';
import { atom, computed } from 'nanostores';
import { ApiError, detailsText } from '../api/errors.ts';
import { downloadBoleto, downloadInvoice, getOrderStatuses, getUpdatedOrders, type Invoice, type OrderFilters } from '../api/orders.ts';
import { saveFile } from '../download.ts';
import { boletoFileName, INVOICE_FILE_NAME } from '../domain/orders.ts';
import { toast } from '../toast.ts';
import { createResource } from './resource.ts';

/** What the screen says when the history cannot be loaded and the service sent no details (§8). */
export const ORDERS_LOAD_ERROR = 'Ocorreu um erro ao carregar os pedidos. Por favor, tente novamente mais tarde.';
/** Toasts of failed downloads (DECISIONS 14: the spec only logs them; the user is told too). */
export const INVOICE_DOWNLOAD_ERROR = 'Não foi possível baixar a nota fiscal. Tente novamente.';
export const BOLETO_DOWNLOAD_ERROR = 'Não foi possível baixar o boleto. Tente novamente.';

/** The filters the screen opens with: 45 days (§9), every type, every status. */
export const DEFAULT_ORDER_FILTERS: OrderFilters = { days: 45, type: 'todos', status: undefined };

/** The filters in force. */
export const $orderFilters = atom<OrderFilters>(DEFAULT_ORDER_FILTERS);

// §8: the service's details when it sent some, else the orders' own message.
async function fetchOrders(filters: OrderFilters) {
  try {
    return await getUpdatedOrders(filters);
  } catch (error) {
    const details = error instanceof ApiError ? detailsText(error.details) : undefined;
    throw new ApiError(error instanceof ApiError ? error.kind : 'network', details ?? ORDERS_LOAD_ERROR, { cause: error });
  }
}

/** The history for the filters in force (processed orders and those received but not yet processed). */
export const orderHistory = createResource('orders', fetchOrders);
/** The status texts present in the history, for the status filter. */
export const orderStatuses = createResource('order statuses', getOrderStatuses);

/**
 * The options of the status filter: the texts from /client/my-status-orders, or, when that call
 * failed, those of the history answer; the chosen one is always kept.
 */
export const $statusOptions = computed([orderStatuses.$data, orderHistory.$data, $orderFilters], (statuses, history, filters) => {
  const options = [...(statuses ?? history?.statusPedidos ?? [])];
  if (filters.status && !options.includes(filters.status)) options.push(filters.status);
  return options;
});

/** Opens the screen: the statuses and the history with the filters in force. */
export async function loadOrdersScreen(): Promise<void> {
  await Promise.all([orderStatuses.load(), orderHistory.load($orderFilters.get())]);
}

/** Starts the screen's two calls without touching the stores (see early-load.ts). */
export function prefetchOrdersScreen(): void {
  orderStatuses.prefetch();
  orderHistory.prefetch($orderFilters.get());
}

/** Loads again what failed (the history, and the statuses if they failed too). */
export async function retryOrders(): Promise<void> {
  const calls = [orderHistory.load($orderFilters.get())];
  if (orderStatuses.$error.get()) calls.push(orderStatuses.load());
  await Promise.all(calls);
}

/** Changes some filters and asks for the history again (the latest request wins). */
export function setOrderFilters(change: Partial<OrderFilters>): Promise<void> {
  const next = { ...$orderFilters.get(), ...change };
  $orderFilters.set(next);
  return orderHistory.load(next);
}

/** What is being downloaded: 'nf:{key}' and 'boleto:{key}'. */
export const $downloading = atom<ReadonlySet<string>>(new Set());

/** The busy-state key of a download. */
export function downloadKey(kind: 'nf' | 'boleto', invoice: Pick<Invoice, 'CHAVE_NF'>): string {
  return `${kind}:${invoice.CHAVE_NF}`;
}

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

function nonEmpty(blob: Blob): Blob {
  if (blob.size === 0) throw new Error('empty file');
  return blob;
}

/** Downloads the invoice PDF of an invoice, saved as 'nf.pdf'; a second call while busy does nothing. */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'CHAVE_NF'>): Promise<void> {
  return runDownload(downloadKey('nf', invoice), INVOICE_DOWNLOAD_ERROR, async () => {
    saveFile(nonEmpty(await downloadInvoice([invoice.CHAVE_NF])), INVOICE_FILE_NAME);
  });
}

/**
 * Downloads the boleto PDF of an invoice, saved as 'boleto_{key}.pdf', with the PIX QR code drawn
 * on its first page when the invoice has a PIX code; a second call while busy does nothing.
 */
export function downloadBoletoPdf(invoice: Pick<Invoice, 'CHAVE_NF' | 'PIX_QRCODE'>): Promise<void> {
  return runDownload(downloadKey('boleto', invoice), BOLETO_DOWNLOAD_ERROR, async () => {
    const pix = invoice.PIX_QRCODE?.trim();
    const [boleto, drawing] = await Promise.all([downloadBoleto([invoice.CHAVE_NF]), pix ? import('../pdf/boleto-pix.ts') : null]);
    let file = nonEmpty(boleto);
    if (pix && drawing) {
      try {
        file = await drawing.withPixQrCode(file, pix);
      } catch (error) {
        // The bank's boleto still pays by its bar code: save it rather than nothing.
        console.error('[orders:boleto-pix]', error);
      }
    }
    saveFile(file, boletoFileName(invoice.CHAVE_NF));
  });
}
