// Which products are on offer (product-rules R316): the Novidades list, the spec's promotions, read for the
// current company so every product card, not only that tab's, can say 'Oferta'. Asked for by the first
// card drawn (after the list has painted), never on the page's first load; a failure only leaves the
// badges out, and the next card drawn after a minute asks again.
import './api-session.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { getNews } from '../api/catalogue.ts';
import { $clientCode } from './session.ts';

/** The most pages of Novidades read (24 products each): enough for a distributor's promotions. */
export const OFFER_PAGES = 3;
/** How long after a failed read the next card may ask again. */
const RETRY_AFTER_MS = 60_000;

const NONE: ReadonlySet<string> = new Set();
const $skus = atom<ReadonlySet<string>>(NONE);
/** The SKUs on offer for the current company; empty until read (and when the read failed). */
export const $offerSkus: ReadableAtom<ReadonlySet<string>> = $skus;

/** Whose offers are read or being read, when a failed read may be tried again, and the read's end. */
let readFor: string | null = null;
let retryAt = 0;
let reading: Promise<ReadonlySet<string>> = Promise.resolve(NONE);

async function readOffers(clientCode: string): Promise<ReadonlySet<string>> {
  // 'fallback': a store cannot redraw when a fresh answer replaces a kept one; offline, the kept pages serve.
  const first = await getNews({ clientCode, page: 1 }, { kept: 'fallback' });
  const more = Array.from({ length: Math.min(first.lastPage, OFFER_PAGES) - 1 }, (_, index) =>
    getNews({ clientCode, page: index + 2 }, { kept: 'fallback' }),
  );
  const pages = [first, ...(await Promise.all(more))];
  return new Set(pages.flatMap((page) => page.data.map((item) => item.sku)));
}

/** Reads the offers of the current company unless read, being read, or failed less than a minute ago. */
export function wantOffers(now = Date.now()): void {
  const clientCode = $clientCode.get();
  if (!clientCode || (clientCode === readFor && now < retryAt)) return;
  readFor = clientCode;
  retryAt = Infinity;
  $skus.set(NONE);
  reading = readOffers(clientCode).then(
    (skus) => {
      if (readFor === clientCode) $skus.set(skus);
      return skus;
    },
    (error: unknown) => {
      console.error('[offers]', error);
      if (readFor === clientCode) retryAt = Date.now() + RETRY_AFTER_MS;
      return NONE;
    },
  );
}

/**
 * The SKUs on offer once read (none when the read failed): for a view drawn whole, whose badges must not
 * come after it ('O de sempre').
 */
export function offerSkusRead(): Promise<ReadonlySet<string>> {
  wantOffers();
  return reading;
}

/** Forgets what was read (tests). */
export function resetOffersForTests(): void {
  readFor = null;
  retryAt = 0;
  reading = Promise.resolve(NONE);
  $skus.set(NONE);
}
