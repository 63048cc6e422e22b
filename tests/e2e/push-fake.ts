// The browser's side of Web Push for the e2e specs (product-rules R307, R308): Chromium's push service cannot be
// reached from here, so each page's PushManager is replaced by one that subscribes with keys the test holds
// (tests/support/web-push-receiver.ts) and an endpoint on a local receiver the test runs; the permission is the
// page's own until `Notification.requestPermission()` grants it, and the count of asks is kept. The worker, its
// notifications and the demo API's encrypted message are the real ones.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { pushDevice } from '../support/web-push-receiver.ts';

/** localStorage keys of the fake (never the portal's: 'Sair' and the storage checks leave them alone). */
const fakeKeys = { subscription: 'e2e-push-subscription', permission: 'e2e-push-permission', asked: 'e2e-push-asked' } as const;

/** A local push service and a device whose keys the test holds. `received` are the raw messages. */
export async function pushReceiver() {
  const device = pushDevice();
  const received: Buffer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(Buffer.concat(chunks));
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/e2e-device`;
  return {
    device,
    endpoint,
    received,
    subscription: device.subscription(endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Replaces the PushManager and permission of the page, or of every page of a context (before any script of
 * the page runs). `permission`: what the
 * browser answers until asked ('denied' stays denied); `supported: false` removes the Push API altogether.
 */
export async function fakePush(
  page: Page | BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  options: { permission?: NotificationPermission; supported?: boolean } = {},
) {
  await page.addInitScript(
    ({ subscription, keys, permission, supported }) => {
      // A window a service worker opens starts as an about:blank of no origin, whose localStorage throws:
      // nothing of the portal runs there.
      if (self.origin === 'null') return;
      if (!supported) {
        delete (window as { PushManager?: unknown }).PushManager;
        return;
      }
      const toBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const toText = (bytes: ArrayBuffer | Uint8Array) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes as ArrayBuffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      if (localStorage.getItem(keys.permission) === null) localStorage.setItem(keys.permission, permission);
      Object.defineProperty(Notification, 'permission', { get: () => localStorage.getItem(keys.permission) });
      Notification.requestPermission = () => {
        localStorage.setItem(keys.asked, String(Number(localStorage.getItem(keys.asked) ?? 0) + 1));
        if (localStorage.getItem(keys.permission) === 'default') localStorage.setItem(keys.permission, 'granted');
        return Promise.resolve(localStorage.getItem(keys.permission) as NotificationPermission);
      };
      const json = { ...subscription, expirationTime: null };
      const made = (key: string) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: toBytes(key).buffer },
        toJSON: () => json,
        unsubscribe: () => (localStorage.removeItem(keys.subscription), Promise.resolve(true)),
      });
      PushManager.prototype.getSubscription = function () {
        const key = localStorage.getItem(keys.subscription);
        return Promise.resolve((key ? made(key) : null) as unknown as PushSubscription | null);
      };
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        if (Notification.permission !== 'granted')
          return Promise.reject(new DOMException('Registration failed - permission denied', 'NotAllowedError'));
        localStorage.setItem(keys.subscription, toText(options!.applicationServerKey as Uint8Array));
        return Promise.resolve(made(localStorage.getItem(keys.subscription)!) as unknown as PushSubscription);
      };
    },
    { subscription, keys: fakeKeys, permission: options.permission ?? 'default', supported: options.supported ?? true },
  );
}

/** How often the page asked the browser for permission, and whether the device holds a subscription. */
export const fakePushState = (page: Page) =>
  page.evaluate(
    (keys) => ({ asked: Number(localStorage.getItem(keys.asked) ?? 0), subscribed: localStorage.getItem(keys.subscription) !== null }),
    fakeKeys,
  );

/** The subscription a `PUT`/`DELETE /client/push` carried in its `playerId`. */
export const sentSubscription = (request: Request) =>
  JSON.parse((request.postDataJSON() as { playerId: string }).playerId) as { endpoint: string; keys: unknown; expirationTime: unknown };
