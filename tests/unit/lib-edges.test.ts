// The fallbacks of the small lib helpers: what happens when the browser refuses (storage blocked,
// execCommand throwing) and the generic texts for answers the services do not explain.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ConfigError, ContractError, HttpError, NetworkError, notSent, TimeoutError } from '../../src/lib/api/errors.ts';
import { portalConfigSchema } from '../../src/lib/api/config.ts';
import type { ToastMessage } from '../../src/lib/toast.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  delete (globalThis as { __portalToasts?: unknown }).__portalToasts;
});

const blocked = () => {
  throw new DOMException('blocked', 'SecurityError');
};

describe('toast with storage blocked', () => {
  it('shows a message meant for the next page on this one', async () => {
    vi.resetModules();
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    const { toast, connectToaster, showFlashedToasts } = await import('../../src/lib/toast.ts');
    const shown: ToastMessage[] = [];
    connectToaster((message) => shown.push(message));
    toast.error('Saiu com erro', { afterNavigation: true });
    showFlashedToasts();
    expect(shown).toEqual([{ kind: 'error', text: 'Saiu com erro' }]);
  });
});

describe('copyText when the old copy command throws', () => {
  it('reports the failure', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', {
      createElement: () => ({ setAttribute() {}, select() {}, remove() {} }),
      body: { append() {} },
      activeElement: null,
      execCommand: blocked,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { copyText } = await import('../../src/lib/clipboard.ts');
    expect(await copyText('0019')).toBe(false);
  });
});

describe('HttpError without a message from the service', () => {
  it('falls back to the generic text for a 4xx it has no words for', () => {
    expect(new HttpError(409, {}).userMessage).toMatch(/\S/);
    expect(new HttpError(409, {}).userMessage).not.toBe(new HttpError(404, {}).userMessage);
  });
});

describe('portalConfigSchema', () => {
  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'https://u.test'],
  ])('refuses %s at the root', (_, value) => {
    expect(portalConfigSchema.safeParse(value)).toEqual({ success: false, issues: ['(root): not an object'] });
  });
});

describe('notSent (R185, R193)', () => {
  it('a failure that cannot have acted: never left the device, or refused who sent it', () => {
    expect(notSent(new NetworkError('offline'))).toBe(true);
    expect(notSent(new ConfigError())).toBe(true);
    expect(notSent(new ApiError('refresh', 'Não foi possível renovar sua sessão agora.'))).toBe(true);
    expect(notSent(new HttpError(401, {}))).toBe(true);
  });
  it('a failure after the request left may have acted', () => {
    for (const error of [
      new NetworkError(new TypeError('fetch failed')),
      new TimeoutError(),
      new HttpError(500, {}),
      new HttpError(409, {}),
      new HttpError(403, {}),
      new ContractError('POST /sales/', ['(root): invalid_type']),
      new Error('boom'),
      'offline',
    ])
      expect(notSent(error), String(error)).toBe(false);
  });
});
