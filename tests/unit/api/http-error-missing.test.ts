// The reading of error answers loads with the first one (api/http-error.ts): when its code cannot be
// fetched (a deploy took the file away), the call still fails as itself, an HttpError with its status,
// and a read is still retried once on a 500 (R104, R106).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { connectSession, request, resetClientForTests } from '../../../src/lib/api/client.ts';
import { loadConfig, resetConfigForTests } from '../../../src/lib/api/config.ts';
import { HttpError } from '../../../src/lib/api/errors.ts';
import { createFakeFetch, json, type FakeFetch } from '../../support/fake-fetch.ts';
import { testServices } from '../../support/session.ts';

vi.mock('../../../src/lib/api/http-error.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const PRODUCTS = testServices.productsApi;
let fake: FakeFetch;

beforeEach(async () => {
  resetConfigForTests();
  resetClientForTests();
  connectSession({ getToken: () => null, readStoredToken: () => null, onTokenRefreshed: () => {}, onSessionExpired: () => {} });
  fake = createFakeFetch();
  vi.stubGlobal('fetch', fake.fetch);
  fake.expect({
    method: 'GET',
    url: '/config.json',
    reply: json(testServices),
  });
  await loadConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fake.verify();
});

it('an error answer without its reader is an HttpError with its status alone', async () => {
  fake.expect({
    method: 'POST',
    url: `${PRODUCTS}/sales/`,
    reply: json({ message: 'Sem estoque', details: [{ sku: '1', message: 'x', availableQty: 0 }] }, 422),
  });
  const error = await request('productsApi', '/sales/', { method: 'POST', body: {}, schema: z.unknown() }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 422, serviceMessage: undefined, details: undefined });
});

it('a read is still retried once on a 500, then fails with its status', async () => {
  fake.expect(
    { method: 'GET', url: `${PRODUCTS}/catalog/segments`, reply: json({}, 500) },
    { method: 'GET', url: `${PRODUCTS}/catalog/segments`, reply: json({}, 500) },
  );
  const error = await request('productsApi', '/catalog/segments', { schema: z.unknown(), kept: false }).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 500 });
});
