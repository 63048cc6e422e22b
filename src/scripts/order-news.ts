// The orders' news on a signed-in page other than /pedidos (product-rules R311–R313): the banner drawn from
// what the device knows, then a check of the history once the page's own reads are done, when one is due.
// Loaded by page-late.ts on idle after load; the banner's markup is the layout's (BaseLayout.astro).
import { bannerLines, type ChangedOrder } from '../lib/domain/order-news.ts';
import { orderAddress } from '../lib/domain/push.ts';
import { checkOrders, closeOrderNews, orderNewsNow } from '../lib/stores/order-news.ts';

/** The check waits this long after the page is idle: the page's own reads come first on a weak signal (R312). */
export const CHECK_AFTER_MS = 4000;

const banner = document.querySelector<HTMLElement>('[data-order-news]');
const list = banner?.querySelector<HTMLElement>('[data-order-news-lines]');
const close = banner?.querySelector<HTMLButtonElement>('[data-order-news-close]');
/** What the banner says now: closing it marks these as seen. */
let said: readonly ChangedOrder[] = [];

function link(href: string, text: string, hidden?: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  if (hidden) {
    const extra = document.createElement('span');
    extra.className = 'visually-hidden';
    extra.textContent = ` ${hidden}`;
    anchor.append(extra);
  }
  return anchor;
}

function draw(changes: readonly ChangedOrder[]): void {
  if (!banner || !list) return;
  said = changes;
  if (!changes.length) {
    banner.hidden = true;
    list.replaceChildren();
    return;
  }
  list.replaceChildren(
    ...bannerLines(changes).map((line) => {
      const item = document.createElement('li');
      item.append(
        `${line.text} `,
        line.kind === 'order' ? link(orderAddress(line.change.order), 'Ver pedido', line.change.order) : link('/pedidos', 'Ver pedidos'),
      );
      return item;
    }),
  );
  banner.hidden = false;
}

close?.addEventListener('click', () => {
  const closed = said;
  draw([]);
  document.querySelector<HTMLElement>('main')?.focus();
  void closeOrderNews(closed);
});

async function refresh(): Promise<void> {
  draw(await orderNewsNow());
}

let checking = false;

/** Checks when one is due and the phone can (R312), and draws the answer; one check at a time. */
async function checkNow(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (checking || !navigator.onLine || connection?.saveData || document.visibilityState !== 'visible') return;
  checking = true;
  try {
    const changes = await checkOrders();
    if (changes) draw(changes);
  } finally {
    checking = false;
  }
}

/**
 * Draws what the device knows now; checks once the page's own reads are done, and again when the tab comes
 * back to the front or the phone back online (a portal left open all afternoon), each time only when due.
 */
export async function startOrderNews(): Promise<void> {
  if (!banner) return;
  await refresh();
  // A page restored by Back may have been left before a banner was closed elsewhere.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void refresh();
  });
  await new Promise((resolve) => setTimeout(resolve, CHECK_AFTER_MS));
  await checkNow();
  document.addEventListener('visibilitychange', () => void checkNow());
  window.addEventListener('online', () => void checkNow());
}
