// The last good answer of each read, kept per user and company in Cache Storage, so that a screen
// draws at once on the next visit and still draws with no network (docs/offline.md, "Kept answers").
// Loaded on demand by client.ts at the page's first kept read: no page carries it on its first load.
// It draws nothing: it publishes the note of the kept answers on screen and each burst of fresh answers
// (kept-signals.ts), which the shell and the screens listen to.
import { fallsBackToKept, keptNoteText, keptPartNoteText, keptPartOf, keptToDrop, type KeptPartOf } from '../domain/kept.ts';
import { keptCaches } from '../storage-keys.ts';
import { ApiError } from './errors.ts';
import { $freshAnswers, $keptNote } from './kept-signals.ts';

/** At most this many answers are kept; the oldest go first. */
export const MAX_KEPT = 150;
/** Answers larger than this (characters) are not kept, or only their first items (R302): a kept store must stay small on a cheap phone. */
export const MAX_KEPT_CHARS = 1_000_000;
/** All kept answers together stay under this (characters): 150 large answers would not fit a cheap phone (R241). */
export const MAX_KEPT_TOTAL_CHARS = 5_000_000;
/** An answer older than this is dropped, never drawn: a lost phone does not show a client's data for ever (R241). */
export const MAX_KEPT_AGE_MS = 30 * 86_400_000;
/**
 * A kept answer is drawn this long after its call left, unless the network has answered by then: a fast
 * network draws fresh data with no flicker, and on slow 4G (an answer takes ≥ 150 ms) the kept one wins.
 */
export const NETWORK_GRACE_MS = 50;
/**
 * A fresh answer that replaced a kept one answers the same read again for this long, without a call.
 * Each fresh answer sets off a redraw that reads every part the screen shows; were it used only once, a
 * part whose fresh answer had come by the previous redraw would go out again, draw its kept answer, and
 * set off the next redraw: an endless round of calls whenever a screen's answers arrive apart.
 * Forgotten when the connection drops: the redraw back online asks the network.
 */
export const FRESH_FOR_MS = 5_000;
/**
 * The limits (R241) are checked once the writes of a burst have settled, this long after the first of
 * them, not after each: a check reads every kept answer back (~20 ms for 150 of them on the lab's host),
 * and a screen's answers land one by one (up to 14 on an old campaign's results). A page left before it
 * leaves the check to the next write; the store is over its limits by a burst's few answers meanwhile.
 */
export const PRUNE_AFTER_MS = 1_000;

interface KeptRead<T> {
  /** The signed-in user and company: answers are never shown to another. */
  scope: string;
  /** Whose the stored session is now (undefined: not known): an answer is kept only while it is still `scope`'s (R242). */
  scopeNow?: () => string | null | undefined;
  /** The call: endpoint, service, query, body and headers (see keyOf). */
  call: readonly [
    endpoint: string,
    service: string,
    options: {
      query?: unknown;
      body?: unknown;
      headers?: Record<string, unknown>;
      signal?: AbortSignal | undefined;
      keptPart?: KeptPartOf;
    },
  ];
  parse(text: unknown): T;
  mode: 'race' | 'fallback';
  /** Sends the call (or hands over the one already sent). */
  send(): Promise<{ _data?: unknown }>;
  /** When the call left (performance.now()), if before this read: the grace counts from then. */
  sentAt?: number;
}

interface Kept {
  text: string;
  at: number;
  /** The note of an answer kept in part (R302). */
  partNote?: string | undefined;
}

/** Fresh answers that replaced kept ones on screen, with when they came (see FRESH_FOR_MS). */
const fresh = new Map<string, Kept>();
/**
 * Reads drawn from their kept answer whose call is still out (with the caller's signal, which may end it).
 * Never a call sent offline or out when the connection dropped: it may hang until its timeout, and the
 * redraw when the network is back must ask again.
 */
const awaited = new Map<string, { signal: AbortSignal | undefined }>();
/**
 * The page's last write that succeeded (docs/offline.md, "After a write"): the answers kept before it no
 * longer show what the services hold, so they only stand in when the network fails.
 */
let lastWrite: { at: number } | undefined;

/**
 * The fresh answers and the calls out no longer tell what the services hold: reads ask the network again.
 * On 'offline'; exported for the tests, which share this module's page state between cases.
 */
export function forgetFresh(): void {
  awaited.clear();
  fresh.clear();
}
if (typeof window === 'object') window.addEventListener('offline', forgetFresh);

/**
 * A write made with a session succeeded (client.ts): the user must see what they did. What this page kept
 * or remembered before it is stale: a kept answer from before it is no longer drawn while the network is
 * slow, only when the network fails; fresh answers and calls out from before it are not reused; and an
 * answer to a call sent before it is shown to its caller but neither kept nor remembered.
 */
export function afterWrite(): void {
  lastWrite = { at: Date.now() };
  forgetFresh();
}

/** Whether a kept answer was received before the page's last write. */
const stale = (entry: Kept): boolean => !!lastWrite && entry.at <= lastWrite.at;
/** This page's cleaning of other users' answers, started by its first kept read. */
let cleaned: Promise<void> | undefined;
/** Kept answers on screen now, with the time each was received and, kept in part, its note. */
const shown = new Map<string, { at: number; partNote?: string | undefined }>();
let refreshQueued = false;

const entryUrl = (id: string): string => `${location.origin}/__kept/${encodeURIComponent(id)}`;

async function store(): Promise<Cache | null> {
  try {
    return await caches.open(keptCaches.answers);
  } catch {
    return null; // no Cache Storage (an insecure origin, a private mode that refuses it): nothing is kept
  }
}

/** The kept answer of `id`; its text left unread (null) when `wanted` says it is not needed. */
async function lookup(id: string): Promise<Kept | null>;
async function lookup(id: string, wanted: (at: number) => boolean): Promise<(Omit<Kept, 'text'> & { text: string | null }) | null>;
async function lookup(id: string, wanted = (_at: number) => true): Promise<(Omit<Kept, 'text'> & { text: string | null }) | null> {
  try {
    const answer = await (await store())?.match(entryUrl(id));
    if (!answer) return null;
    const at = Number(answer.headers.get('x-kept-at')) || 0;
    // Past its age it is as if none were kept, even before a write prunes it (R241).
    if (keptToDrop([{ at, bytes: 0 }], Date.now(), { count: 1, bytes: 1, ageMs: MAX_KEPT_AGE_MS }).length) return null;
    const part = answer.headers.get('x-kept-part')?.split('/').map(Number);
    const noun = answer.headers.get('x-kept-noun');
    const partNote =
      part?.length === 2 && noun ? keptPartNoteText({ kept: part[0]!, total: part[1]! }, decodeURIComponent(noun)) : undefined;
    return { text: wanted(at) ? await answer.text() : null, at, partNote };
  } catch {
    return null;
  }
}

async function keep(id: string, text: unknown, read: Pick<KeptRead<unknown>, 'scope' | 'scopeNow' | 'call'>): Promise<void> {
  // After 'Sair' or another user's sign-in (here or in another tab) an answer still out must not bring the
  // deleted store back with the previous user's data: checked before opening it and just before writing (R242).
  const stillTheirs = () => {
    const now = read.scopeNow?.();
    return now === undefined || now === read.scope;
  };
  if (typeof text !== 'string' || !stillTheirs()) return;
  // Too big for one kept answer: a list keeps its first items, and says so when drawn (R302); else nothing.
  const cutTo = read.call[2].keptPart;
  const part = text.length > MAX_KEPT_CHARS && cutTo ? keptPartOf(text, cutTo.list, MAX_KEPT_CHARS) : null;
  if (text.length > MAX_KEPT_CHARS && !part) return;
  const kept = part?.text ?? text;
  const headers: Record<string, string> = { 'x-kept-at': String(Date.now()), 'x-kept-chars': String(kept.length) };
  if (part && cutTo) Object.assign(headers, { 'x-kept-part': `${part.kept}/${part.total}`, 'x-kept-noun': encodeURIComponent(cutTo.noun) });
  try {
    const cache = await store();
    if (!cache || !stillTheirs()) return;
    // `put` moves the entry to the end of the cache's order, so the first keys are the oldest written.
    await cache.put(entryUrl(id), new Response(kept, { headers }));
    pruneSoon();
  } catch {
    // A full or refused storage only means the next visit waits for the network.
  }
}

let pruneTimer: ReturnType<typeof setTimeout> | undefined;

/** Each put may push the store past its count, its size or an entry past its age (R241): checked once per burst. */
function pruneSoon(): void {
  pruneTimer ??= setTimeout(() => {
    pruneTimer = undefined;
    void prune();
  }, PRUNE_AFTER_MS);
}

/** Drops the check a burst has queued: for the tests, whose cases each load this module afresh over one store. */
export function cancelPrune(): void {
  clearTimeout(pruneTimer);
  pruneTimer = undefined;
}

async function prune(): Promise<void> {
  try {
    // Not created here: after 'Sair' there is no store to check.
    if (!(await caches.has(keptCaches.answers))) return;
    const cache = await caches.open(keptCaches.answers);
    const [keys, answers] = await Promise.all([cache.keys(), cache.matchAll()]);
    const entries = answers.map((answer) => ({
      at: Number(answer.headers.get('x-kept-at')) || 0,
      bytes: Number(answer.headers.get('x-kept-chars')) || 0,
    }));
    const limits = { count: MAX_KEPT, bytes: MAX_KEPT_TOTAL_CHARS, ageMs: MAX_KEPT_AGE_MS };
    await Promise.all(keptToDrop(entries, Date.now(), limits).flatMap((i) => (keys[i] ? [cache.delete(keys[i])] : [])));
  } catch {
    // A refused storage: the next write tries again.
  }
}

/**
 * Another user signed in on this device: every kept answer of anyone else goes, and with them the
 * addresses the worker served (R242). 'Sair' deletes everything; a session that merely ended does not,
 * so this is where the next user of a shared phone stops carrying the previous one's data.
 */
export async function forgetOtherUsers(user: string): Promise<void> {
  try {
    if (!(await caches.has(keptCaches.answers))) return;
    const cache = await caches.open(keptCaches.answers);
    const prefix = `${location.origin}/__kept/`;
    const others = (await cache.keys()).filter(({ url }) => !decodeURIComponent(url.slice(prefix.length)).startsWith(`${user}/`));
    if (!others.length) return;
    await Promise.all([...others.map((request) => cache.delete(request)), caches.delete(keptCaches.visited)]);
  } catch {
    // No Cache Storage: nothing was kept.
  }
}

/** A kept answer as a search of the device reads it: its endpoint, the headers it was asked with, its text. */
export interface KeptAnswer {
  /** The entry's own name (scope and call) and when it was kept: the same two, the same text. */
  id: string;
  at: number;
  endpoint: string;
  headers: Record<string, string>;
  /** Null when the caller said it had read this one already (`known`). */
  text: string | null;
}

/** Whose this page's kept reads are (the last one's scope), for a search of what the device holds. */
let pageScope: Pick<KeptRead<unknown>, 'scope' | 'scopeNow'> | undefined;

/**
 * The kept answers of these endpoints ('GET /catalog/news') of the user and company this page reads for,
 * none past its age: what the device holds, for 'Buscar produtos' to search (product-rules R269). Empty
 * before the page's first kept read, once the stored session is another's (or none), or without Cache
 * Storage. The scope comes from the page's reads so that the API client's first load carries none of this.
 * `known(id, at)`: the caller holds that entry's text already, which is then not read (text null).
 */
export async function keptAnswersOf(endpoints: readonly string[], known = (_id: string, _at: number) => false): Promise<KeptAnswer[]> {
  const scope = pageScope?.scope;
  const now = pageScope?.scopeNow?.();
  if (!scope || (now !== undefined && now !== scope)) return [];
  try {
    const cache = await store();
    if (!cache) return [];
    const prefix = `${location.origin}/__kept/`;
    const ids = (await cache.keys()).map(({ url }) => decodeURIComponent(url.slice(prefix.length)));
    const found = await Promise.all(
      ids.map(async (id): Promise<KeptAnswer | null> => {
        if (!id.startsWith(`${scope}\n`)) return null;
        const key = id.slice(scope.length + 1);
        const endpoint = endpoints.find((name) => key.startsWith(`${name} `));
        // A text already read by the caller is not read again: 40 pages are over a megabyte (R303).
        const entry = endpoint ? await lookup(id, (at) => !known(id, at)) : null;
        if (!endpoint || !entry) return null;
        // keyOf's text: [service, query, body, the headers sent as sorted [name, value] pairs].
        const [, , , sent] = JSON.parse(key.slice(endpoint.length + 1)) as [unknown, unknown, unknown, Array<[string, string]>];
        return { id, at: entry.at, endpoint, headers: Object.fromEntries(sent), text: entry.text };
      }),
    );
    return found.filter((answer) => answer !== null);
  } catch {
    return [];
  }
}

function rememberFresh(id: string, text: string): void {
  const now = Date.now();
  for (const [other, { at }] of fresh) if (now - at >= FRESH_FOR_MS) fresh.delete(other);
  fresh.set(id, { text, at: now });
}

/** A kept answer parsed, its date published for the note; null when it no longer parses (kept by an older version: as if none were kept). */
function drawKept<T>(id: string, entry: Kept, read: Pick<KeptRead<T>, 'parse'>): { value: T } | null {
  let value: T;
  try {
    value = read.parse(entry.text);
  } catch {
    return null;
  }
  shown.set(id, { at: entry.at, partNote: entry.partNote });
  publishNote();
  return { value };
}

/** Publishes the note's text, with the time of the oldest kept answer on screen and what is kept only in part (or null). */
function publishNote(): void {
  const on = [...shown.values()];
  const parts = on.flatMap(({ partNote }) => (partNote ? [partNote] : []));
  $keptNote.set(on.length ? [keptNoteText(Math.min(...on.map(({ at }) => at))), ...new Set(parts)].join('. ') : null);
}

/** Screens redraw from the fresh answers once per burst of them. */
function announceFresh(): void {
  if (refreshQueued) return;
  refreshQueued = true;
  setTimeout(() => {
    refreshQueued = false;
    $freshAnswers.set($freshAnswers.get() + 1);
  });
}

/**
 * What tells one read from another: endpoint, service, query, body and headers (the services take a
 * campaign id, a catalogue page or the combos list in headers: docs/offline.md).
 */
function keyOf([endpoint, service, { query, body, headers = {} }]: KeptRead<unknown>['call']): string {
  const sent = Object.entries(headers)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name.toLowerCase(), String(value)])
    // By code unit: localeCompare's first call builds a collator (~10-25 ms, docs/performance.md "No Intl
    // on a first load"), and for lowercase header names the order is the same, so kept keys do not change.
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  return `${endpoint} ${JSON.stringify([service, query, body, sent])}`;
}

/**
 * Answers a read: with the network's answer when it comes in time, else with the kept one (drawn with
 * its date), which the network's answer replaces as soon as it arrives; with the kept one when the
 * network fails in a way a kept answer may stand in for (domain/kept.ts › fallsBackToKept).
 */
export function keptRead<T>(read: KeptRead<T>): Promise<T> {
  pageScope = read;
  // Once per page, the backstop of sign-in's own cleaning: no other user's answers stay on the device (R242).
  cleaned ??= forgetOtherUsers(read.scope.slice(0, read.scope.indexOf('/')));
  const id = `${read.scope}\n${keyOf(read.call)}`;
  // A write after this read started makes its answer stale (afterWrite).
  const since = lastWrite;
  const ready = fresh.get(id);
  // Not after a write ('fallback'): the user must see what they did.
  if (read.mode === 'race' && ready && Date.now() - ready.at < FRESH_FOR_MS) return Promise.resolve(read.parse(ready.text));
  const out = awaited.get(id);
  if (read.mode === 'race' && out && !out.signal?.aborted) {
    // The call already out brings the fresh answer, and the redraw with it: meanwhile, the kept one.
    return lookup(id).then((entry) => {
      // The call may have answered while its kept answer was looked up: then the fresh answer, or the date
      // drawn here would stay on screen over it for good.
      if (awaited.get(id) !== out) return keptRead(read);
      const kept = entry && !stale(entry) && drawKept(id, entry, read);
      if (kept) return kept.value;
      awaited.delete(id);
      return keptRead(read);
    });
  }
  const sentAt = read.sentAt ?? performance.now();
  const kept = lookup(id);
  let answered = false;
  return new Promise<T>((resolve, reject) => {
    const useKept = (entry: Kept): boolean => {
      const kept = drawKept(id, entry, read);
      if (!kept) return false;
      answered = true;
      resolve(kept.value);
      return true;
    };
    const mine = { signal: read.call[2].signal };
    const settled = () => {
      if (awaited.get(id) === mine) awaited.delete(id);
    };
    read.send().then(
      (answer) => {
        settled();
        let value: T;
        try {
          value = read.parse(answer._data);
        } catch (error) {
          void failed(error);
          return;
        }
        const current = lastWrite === since;
        if (current) void keep(id, answer._data, read);
        // This call's (or an earlier call's) kept answer is no longer what the screen shows.
        if (shown.delete(id)) publishNote();
        if (!answered) {
          answered = true;
          resolve(value);
          // Came before its kept answer was drawn (a fast network, or the page's first read handing it over):
          // on a page with kept answers, another part's later answer redraws the screen, which must not ask
          // this call again (docs/offline.md, "Kept answers").
          if (current) void kept.then((entry) => entry && lastWrite === since && rememberFresh(id, String(answer._data)));
          return;
        }
        if (current) rememberFresh(id, String(answer._data));
        announceFresh();
      },
      (error: unknown) => void failed(error),
    );
    async function failed(error: unknown): Promise<void> {
      settled();
      if (answered) {
        // The screen left this call (an abort, not an ApiError): its kept answer is no longer on screen.
        // Otherwise the kept answer stays, with its date.
        if (!(error instanceof ApiError) && shown.delete(id)) publishNote();
        return;
      }
      const entry = fallsBackToKept(error as ApiError) ? await kept : null;
      if (entry && useKept(entry)) return;
      answered = true; // the kept answer found later must not draw its date over this failure
      reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (read.mode === 'race')
      void kept.then(async (entry) => {
        if (!entry) return;
        const wait = sentAt + NETWORK_GRACE_MS - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        if (!answered && !stale(entry) && useKept(entry) && globalThis.navigator?.onLine !== false) awaited.set(id, mine);
      });
  });
}
