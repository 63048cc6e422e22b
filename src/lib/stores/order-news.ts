// What changed in the orders since the user last saw them (product-rules R311–R313), for every phone (no
// permission asked, an iPhone without the portal installed, a WebView). One record per user and company in
// the visited-pages cache, which 'Sair' deletes: the statuses last seen and the latest known. /pedidos
// notes what its cards show (screens/order-extras.ts); every other signed-in page checks the history now
// and then, after its own loads, and its banner (scripts/order-news.ts) says what moved. Loaded after the
// first paint, never on a first load.
import './api-session.ts';
import { getUpdatedOrders } from '../api/orders.ts';
import {
  afterCheck,
  afterSeen,
  changedOrders,
  CHECKED_DAYS,
  checkDue,
  orderNewsKey,
  readOrderNewsRecord,
  writtenOrderNewsRecord,
  statusesOf,
  type ChangedOrder,
  type OrderNewsRecord,
  type OrderStatuses,
} from '../domain/order-news.ts';
import { keptCaches } from '../storage-keys.ts';
import { $session } from './session.ts';

/**
 * How long /pedidos waits for the record before drawing its cards without marks (they follow when it is read,
 * `noteOrdersShown`), and how long any read may take before it counts as unknown: the banner and the check are
 * in no hurry. Unknown is not "none": nothing is written over a record that could not be read in time (a cold
 * Cache Storage on a cheap phone), or its statuses would be lost.
 */
const CARDS_WAIT_MS = 300;
const BANNER_WAIT_MS = 5000;

/** Whose record this page reads: the signed-in user and company, or null. */
function ownerNow(): { user: string; clientCode: string } | null {
  const user = $session.get()?.user;
  return user ? { user: user.cnpj_cpf, clientCode: user.current_client.clientCode } : null;
}

const keyOf = (owner: { user: string; clientCode: string }) => orderNewsKey(owner.user, owner.clientCode);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The record of `key`: null when there is none or what is there is not one (a first visit, R311, and the next
 * write heals it); undefined when it could not be read within `waitMs` or at all.
 */
async function readRecord(key: string, waitMs = BANNER_WAIT_MS): Promise<OrderNewsRecord | null | undefined> {
  // No Cache Storage (an insecure origin, a private mode that refuses it): nothing is kept, no news.
  if (!globalThis.caches) return undefined;
  const read = async () => {
    const stored = await (await caches.open(keptCaches.visited)).match(key);
    return stored ? readOrderNewsRecord(parsed(await stored.text())) : null;
  };
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([read(), late]).catch(() => undefined);
}

/** Writes the record; a full or refused storage keeps nothing, and the next visit is a first one. */
async function writeRecord(key: string, record: OrderNewsRecord): Promise<void> {
  try {
    await (await caches.open(keptCaches.visited)).put(key, new Response(writtenOrderNewsRecord(record)));
  } catch (error) {
    console.warn('[order-news] not kept', error);
  }
}

/** The orders whose status moved since the user last saw them, for the signed-in user and company. */
export async function orderNewsNow(): Promise<ChangedOrder[]> {
  const owner = ownerNow();
  return owner ? changedOrders((await readRecord(keyOf(owner))) ?? null) : [];
}

/**
 * Checks the history when due (R312): its last CHECKED_DAYS, every type, from the network only, so a failure
 * keeps what was known and no 'Atualizado em …' note appears on a page that shows no order. Answers the
 * orders that moved, or null when no check was made or it failed.
 */
export async function checkOrders(now = Date.now()): Promise<ChangedOrder[] | null> {
  const owner = ownerNow();
  if (!owner) return null;
  const key = keyOf(owner);
  const before = await readRecord(key);
  if (before === undefined || !checkDue(before, now)) return null;
  let fresh: OrderStatuses;
  try {
    const answer = await getUpdatedOrders({ days: CHECKED_DAYS, type: 'todos' }, { kept: false });
    fresh = statusesOf([...answer.pedidos, ...answer.pedidosNaoProcessados]);
  } catch (error) {
    console.warn('[order-news] check failed', error);
    return null;
  }
  // A company switch or another user while the answer was out: it is not theirs.
  const after = ownerNow();
  if (!after || keyOf(after) !== key) return null;
  // Read again: /pedidos or another tab may have written meanwhile.
  const latest = await readRecord(key);
  if (latest === undefined) return null;
  const record = afterCheck(latest, fresh, now);
  await writeRecord(key, record);
  return changedOrders(record);
}

/** The orders of this /pedidos visit that moved since last seen: each stays marked for the whole visit. */
const markedThisVisit = new Set<string>();

/**
 * /pedidos shows these orders (R313): answers those to mark 'Atualizado' (moved since the user last saw
 * them, or marked earlier in this visit), and remembers their statuses as seen. A record slower to read than
 * CARDS_WAIT_MS (a busy cheap phone) does not hold the cards back: they are answered without it, and
 * `marksLate` gets the marks once it is read, so none is lost.
 */
export async function noteOrdersShown(
  orders: Iterable<{ Status: { VBELN: string; STATUS: string } }>,
  marksLate?: (marked: ReadonlySet<string>) => void,
): Promise<ReadonlySet<string>> {
  const owner = ownerNow();
  if (!owner) return markedThisVisit;
  const key = keyOf(owner);
  const shown = statusesOf(orders);
  const note = (record: OrderNewsRecord | null) => {
    if (record) {
      for (const [order, status] of shown) {
        const seen = record.seen.get(order);
        if (seen !== undefined && seen !== status) markedThisVisit.add(order);
      }
    }
    void writeRecord(key, afterSeen(record, shown));
  };
  const reading = readRecord(key);
  const late = Symbol('late');
  const inTime = await Promise.race([reading, new Promise<typeof late>((resolve) => setTimeout(() => resolve(late), CARDS_WAIT_MS))]);
  if (inTime !== late) {
    if (inTime !== undefined) note(inTime);
    return markedThisVisit;
  }
  void reading.then((record) => {
    // Another user or company by then: the record is not theirs to mark or write.
    const after = ownerNow();
    if (record === undefined || !after || keyOf(after) !== key) return;
    note(record);
    marksLate?.(markedThisVisit);
  });
  return markedThisVisit;
}

/** The user closed the banner: what it said is seen, and it says it no more (R313). */
export async function closeOrderNews(said: readonly ChangedOrder[]): Promise<void> {
  const owner = ownerNow();
  if (!owner) return;
  const key = keyOf(owner);
  const seen = new Map(said.map(({ order, status }) => [order, status]));
  const record = await readRecord(key);
  if (record !== undefined) await writeRecord(key, afterSeen(record, seen));
}
