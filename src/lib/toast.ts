// The one toast helper every island and script calls. It holds no UI: messages wait in a queue
// until the Solid <Toaster/> island (mounted by the page script on the first toast) drains it, so
// pages that never toast never load Solid.
import { sessionKeys } from './storage-keys.ts';

/** How a toast looks. */
export type ToastKind = 'success' | 'error' | 'info';

/** One message for the toaster. */
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

type Sink = (message: ToastMessage) => void;

/** Event that asks the page script to mount the toaster when the first message waits. */
export const toastEvent = 'portal:toast';
/** sessionStorage key of messages meant for the next page (shown after a navigation). */
const flashKey = sessionKeys.flashToasts;

interface ToastGlobal {
  queue: ToastMessage[];
  sink: Sink | null;
}
// One queue per page even if bundling ever duplicates this module.
const state: ToastGlobal = ((globalThis as { __portalToasts?: ToastGlobal }).__portalToasts ??= { queue: [], sink: null });

function push(message: ToastMessage): void {
  if (state.sink) {
    state.sink(message);
    return;
  }
  state.queue.push(message);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(toastEvent));
}

/** Whether messages are waiting for the toaster. */
export function hasPendingToasts(): boolean {
  return state.queue.length > 0;
}

/** Called by the toaster island once mounted: it receives the waiting messages and all later ones. */
export function connectToaster(sink: Sink): void {
  state.sink = sink;
  for (const message of state.queue.splice(0)) sink(message);
}

function flash(message: ToastMessage): void {
  try {
    const waiting = JSON.parse(sessionStorage.getItem(flashKey) ?? '[]') as ToastMessage[];
    sessionStorage.setItem(flashKey, JSON.stringify([...waiting, message]));
  } catch {
    push(message);
  }
}

/** Shows the messages that the previous page left for this one. */
export function showFlashedToasts(): void {
  let waiting: unknown;
  try {
    waiting = JSON.parse(sessionStorage.getItem(flashKey) ?? '[]');
    sessionStorage.removeItem(flashKey);
  } catch {
    return;
  }
  if (!Array.isArray(waiting)) return;
  for (const item of waiting) {
    const message = item as Partial<ToastMessage>;
    if (typeof message.text === 'string' && (message.kind === 'success' || message.kind === 'error' || message.kind === 'info')) {
      push({ kind: message.kind, text: message.text });
    }
  }
}

/** Options of a toast call. */
export interface ToastOptions {
  /** Show it on the next page instead, for messages sent just before a navigation. */
  afterNavigation?: boolean;
}

function show(kind: ToastKind, text: string, options: ToastOptions = {}): void {
  (options.afterNavigation ? flash : push)({ kind, text });
}

/** Toasts at the top right for 3 s (product-rules R28). */
export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
};

/**
 * How long a toast that announces a navigation shows on the page that raised it before that page
 * leaves: long enough to be seen (and for the toaster to load), short enough not to hold the user.
 */
export const TOAST_BEFORE_LEAVING_MS = 1200;

/**
 * A success toast that precedes a navigation (product-rules R29): shown on this page now, kept
 * for the next page too (so it is still there on arrival), and `leave` called once it has been seen.
 * Resolves after `leave` ran; the caller's form stays busy meanwhile.
 */
export function toastThenLeave(text: string, leave: () => void): Promise<void> {
  const message: ToastMessage = { kind: 'success', text };
  push(message);
  flash(message);
  return new Promise((resolve) =>
    setTimeout(() => {
      leave();
      resolve();
    }, TOAST_BEFORE_LEAVING_MS),
  );
}
