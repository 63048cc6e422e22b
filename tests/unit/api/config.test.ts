import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, portalConfigSchema, resetConfigForTests } from '../../../src/lib/api/config.ts';
import { ConfigError } from '../../../src/lib/api/errors.ts';
import { createFakeFetch, hang, json, networkError, text, type FakeFetch } from '../../support/fake-fetch.ts';

const valid = {
  usersApi: 'http://localhost:4010/users',
  campaignsApi: 'https://campanhas.example.com.br',
  clientApi: 'https://api.example.com.br/client/',
  productsApi: 'https://produtos.example.com.br/v1',
  supportPhone: '0800 725 0011',
};

let fake: FakeFetch;

beforeEach(() => {
  resetConfigForTests();
  fake = createFakeFetch();
  vi.stubGlobal('fetch', fake.fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fake.verify();
});

const config = (reply: Parameters<FakeFetch['expect']>[0]['reply']) => ({ method: 'GET', url: '/config.json', reply });

describe('portalConfigSchema (R108)', () => {
  it('accepts the demo config, with and without the bot-check script', () => {
    expect(portalConfigSchema.safeParse(valid).success).toBe(true);
    expect(portalConfigSchema.safeParse({ ...valid, botCheckScriptUrl: 'https://bot.example.com/api.js' }).success).toBe(true);
  });

  it('hands videoHosts over as written: the tutorials read it, the headers step checks it (R259)', () => {
    const videoHosts = ['www.youtube-nocookie.com', 'not a host'];
    expect(portalConfigSchema.safeParse({ ...valid, videoHosts })).toEqual({ success: true, data: { ...valid, videoHosts } });
  });

  it.each([
    ['a missing base URL', { ...valid, productsApi: undefined }],
    ['a relative base URL', { ...valid, usersApi: '/users' }],
    ['a base URL without scheme', { ...valid, usersApi: 'localhost:4010/users' }],
    ['a non-http scheme', { ...valid, clientApi: 'ftp://example.com/client' }],
    ['a base URL that is not a string', { ...valid, campaignsApi: 4010 }],
    ['no support phone', { ...valid, supportPhone: undefined }],
    ['a blank support phone', { ...valid, supportPhone: '  ' }],
    ['a bot-check URL that is not a URL', { ...valid, botCheckScriptUrl: 'recaptcha' }],
  ])('rejects %s', (_name, value) => {
    expect(portalConfigSchema.safeParse(value).success).toBe(false);
  });
});

describe('loadConfig (R108)', () => {
  it('fetches /config.json once and shares the answer with every caller', async () => {
    fake.expect(config(json(valid)));
    const [a, b] = await Promise.all([loadConfig(), loadConfig()]);
    expect(a).toEqual(valid);
    expect(b).toBe(a);
    expect(await loadConfig()).toBe(a);
    expect(fake.calls).toHaveLength(1);
  });

  it.each([
    ['a 404', () => text('Not found', 404, 'text/html')],
    ['a 500', () => json({ message: 'erro' }, 500)],
    ['invalid JSON', () => text('{"usersApi": ', 200, 'application/json')],
    ['an HTML page (SPA fallback)', () => text('<!doctype html><html></html>', 200, 'text/html')],
    ['a missing key', () => json({ ...valid, clientApi: undefined })],
    ['a non-URL value', () => json({ ...valid, usersApi: 'users' })],
    ['an empty body', () => new Response(null, { status: 200 })],
  ])('rejects with ConfigError on %s', async (_name, reply) => {
    fake.expect(config(reply()));
    await expect(loadConfig()).rejects.toBeInstanceOf(ConfigError);
  });

  it('rejects with ConfigError when the network fails', async () => {
    fake.expect(config(networkError));
    const error: unknown = await loadConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).userMessage).toMatch(/configuração do portal/);
  });

  it('does not remember a failure: the next call fetches again and is then remembered', async () => {
    fake.expect(config(json({ message: 'erro' }, 500)), config(json(valid)));
    await expect(loadConfig()).rejects.toBeInstanceOf(ConfigError);
    await expect(loadConfig()).resolves.toEqual(valid);
    await expect(loadConfig()).resolves.toEqual(valid);
    expect(fake.calls).toHaveLength(2);
  });

  it('gives up with ConfigError after 10 s without an answer (R105)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.expect(config(hang));
    const settled = vi.fn();
    const outcome = loadConfig().then(
      () => 'resolved',
      (e: unknown) => e,
    );
    void outcome.then(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ConfigError);
  });
});
