// The demo API's product search (contract: listCatalogProducts › search; docs/product-rules.md R269).
import { describe, expect, it } from 'vitest';
import { catalogueHeaders, setup } from './helpers.ts';

const C = '100001';

interface Product {
  sku: string;
  descricao: string;
  complemento: string | null;
  ean: string | null;
}

async function search(headers: Record<string, string>) {
  const t = setup();
  const { token } = await t.login();
  const res = await t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, headers) });
  return { res, t, token, body: res.status === 200 ? ((await res.json()) as { data: Product[]; lastPage: number }) : undefined };
}

describe('GET /catalog/products with search (R269)', () => {
  it('finds every product whose name holds each word, accents and case aside, across categories', async () => {
    const { res, body } = await search({ search: 'guarana antar' });
    expect(res.status).toBe(200);
    expect(body!.data.length).toBeGreaterThan(0);
    for (const product of body!.data) expect(product.descricao).toMatch(/Guaraná Antarctica/);
    expect(body!.data.map((p) => p.descricao)).toContain('Refrigerante Guaraná Antarctica PET 2L');
  });

  it('finds a product by its SKU (leading zeros aside) or its EAN in full, not by a part of them', async () => {
    const { body: all, t, token } = await search({ search: 'guarana antar' });
    const product = all!.data.find((p) => p.ean)!;
    for (const code of [product.sku, product.sku.replace(/^0+/, ''), product.ean!]) {
      const res = await t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { search: code }) });
      expect(((await res.json()) as { data: Product[] }).data.map((p) => p.sku)).toEqual([product.sku]);
    }
    const part = await t.api('productsApi', 'GET', '/catalog/products', {
      token,
      headers: catalogueHeaders(C, { search: product.ean!.slice(0, 7) }),
    });
    expect(((await part.json()) as { data: Product[] }).data).toEqual([]);
  });

  it('is narrowed by a category sent with it, and refuses a query under two characters', async () => {
    const { body } = await search({ search: 'lata', category: 'Refrigerantes' });
    expect(body!.data.length).toBeGreaterThan(0);
    expect(body!.data.every((p) => /lata/i.test(p.descricao) && !/^Cerveja/.test(p.descricao))).toBe(true);
    expect((await search({ search: 'g' })).res.status).toBe(400);
    expect((await search({ search: 'lata', category: 'Nada' })).res.status).toBe(404);
  });

  it('without search, the category is still required', async () => {
    expect((await search({})).res.status).toBe(400);
  });
});
