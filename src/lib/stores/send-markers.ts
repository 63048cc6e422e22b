// The send markers (product-rules R141, R181): the signed-in user's order sends whose outcome is not
// known yet, one per company, each with the key and the exact body that went out. Every tab and page
// reads them: the cart bar and the cart page say when one is unresolved, and sending a different cart
// waits for the user's confirmation (order-send.ts). Light on purpose: the cart bar loads it.
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed, onMount } from 'nanostores';
import * as z from 'zod/mini';
import { saleItemSchema, type SaleItem } from '../api/sales.ts';
import { isLiveSend, type SendMarker } from '../domain/order-once.ts';
import { isStored, readLocal } from '../local-store.ts';
import { localKeys } from '../storage-keys.ts';
import { $session } from './session.ts';
import { jsonCodec } from './storage.ts';

/** A marker of this portal: its items are the POST /sales/ body it sent. */
export type OrderSendMarker = SendMarker<SaleItem>;

const markerSchema = z.object({
  clientCode: z.string(),
  key: z.string(),
  // Checked field by field: a resend sends it back as it was read (R182). (No length checks: each zod
  // feature used anywhere weighs on every page, docs/performance.md.)
  items: z.array(saleItemSchema),
  phase: z.literal(['sending', 'unknown']),
  at: z.number(),
  since: z.number(),
  seenOrders: z.nullable(z.array(z.string())),
  seenFrom: z.optional(z.string()),
});
const storedSchema = z.object({
  /** The user (cnpj_cpf) the markers belong to: another user's are never read (R133). */
  owner: z.string(),
  markers: z.array(markerSchema),
});
type StoredMarkers = z.infer<typeof storedSchema>;

const codec = jsonCodec(z.nullable(storedSchema), null, localKeys.orderInFlight);

/** The markers as stored, updated from other tabs; anything else stored there (the old single marker) reads as none. */
export const $storedMarkers = persistentAtom<StoredMarkers | null>(localKeys.orderInFlight, null, codec);

const ownerNow = () => $session.get()?.user.cnpj_cpf ?? null;

/** The markers as stored right now (another tab's write may not have reached the atom yet), or as this page last wrote them. */
function freshMarkers(): StoredMarkers | null {
  const raw = readLocal(localKeys.orderInFlight);
  return raw === null ? null : codec.decode(raw);
}

/** The signed-in user's marker for a company, read fresh from storage; null when there is none. */
export function readMarker(clientCode: string): OrderSendMarker | null {
  const stored = freshMarkers();
  if (!stored || stored.owner !== ownerNow()) return null;
  return stored.markers.find((marker) => marker.clientCode === clientCode) ?? null;
}

/**
 * Replaces a company's marker (null removes it); the other companies' markers stay. True when storage
 * holds it: a send never leaves with a marker that a reload, another tab or a crash would not find (R284).
 */
export function writeMarker(clientCode: string, marker: OrderSendMarker | null): boolean {
  const owner = ownerNow();
  if (!owner) return false;
  const stored = freshMarkers();
  const others = (stored?.owner === owner ? stored.markers : []).filter((kept) => kept.clientCode !== clientCode);
  const markers = marker ? [...others, marker] : others;
  $storedMarkers.set(markers.length ? { owner, markers } : null);
  return isStored(localKeys.orderInFlight);
}

const lockName = (clientCode: string) => `portal:order-send:${clientCode}`;

/** The Web Locks of this browser, when it has them. */
function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

/**
 * Runs `send` holding this company's send lock; false, without running it, when another tab holds it
 * (R142). Without Web Locks, a live 'sending' marker of the company stands for the lock.
 */
export async function withSendLock(clientCode: string, send: () => Promise<void>): Promise<boolean> {
  const locks = webLocks();
  if (locks) {
    return locks.request(lockName(clientCode), { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await send();
      return true;
    });
  }
  if (isLiveSend(readMarker(clientCode), Date.now())) return false;
  await send();
  return true;
}

/** Whether a send of this marker is still running in some tab (else it was cut by a reload, Back or a crash). */
export async function sendRunning(marker: OrderSendMarker): Promise<boolean> {
  const locks = webLocks();
  if (!locks) return isLiveSend(marker, Date.now());
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === lockName(marker.clientCode));
}

/** The current company's marker, whatever its state. */
const $companyMarker = computed([$storedMarkers, $session], (stored, session) =>
  stored && session && stored.owner === session.user.cnpj_cpf
    ? (stored.markers.find((marker) => marker.clientCode === session.user.current_client.clientCode) ?? null)
    : null,
);

/**
 * The current company's send whose outcome is unknown and that no tab is sending now (R181): the
 * cart bar and the cart page say so, with 'Verificar'. Null otherwise.
 */
export const $unresolvedSend = atom<OrderSendMarker | null>(null);

let check = 0;

/** An 'unknown' marker is unresolved; a 'sending' one only once no tab holds its send (it was cut). */
function judge(marker: OrderSendMarker | null): void {
  const id = ++check;
  if (!marker || marker.phase === 'unknown') return $unresolvedSend.set(marker);
  void sendRunning(marker).then((running) => {
    if (id === check) $unresolvedSend.set(running ? null : marker);
  });
}

onMount($unresolvedSend, () => $companyMarker.subscribe(judge));
