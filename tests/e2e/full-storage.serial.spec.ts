// A phone whose storage is full (product-rules R284): the origin's localStorage filled by "another app" to a
// few characters short of Chromium's quota, then the sequences that placed an order twice or lost the user's
// work. Counts the demo API's orders, so it runs in the 'faults' project; each test orders its own quantity.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, logins, apiUrl, dismissOrderInProgress } from './fixtures.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

const CLIENT = logins.store.clientCode;
const BEER = 'Cerveja Brahma Chopp Lata 350ml';
const FULL = 'O armazenamento do aparelho está cheio';

async function orderCount(request: APIRequestContext): Promise<number> {
  const state = (await (await request.get(`${apiUrl}/__demo/state`)).json()) as { orders: Record<string, number> };
  return state.orders[CLIENT] ?? 0;
}

/**
 * Fills the origin's storage under a key of another app until only `slack` characters fit. What the portal
 * may free (it fetches it again) goes first; with `refetchable`, a companies list that big is kept instead.
 */
async function fillStorage(page: Page, { slack = 8, refetchable = 0 } = {}) {
  await page.evaluate(
    ([slack, refetchable, refetchableKeys]) => {
      for (const key of refetchableKeys) localStorage.removeItem(key);
      if (refetchable) localStorage.setItem(refetchableKeys[0], `[${' '.repeat(refetchable)}]`);
      const key = 'outro-app:dados';
      let [low, high] = [0, 12_000_000];
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        try {
          localStorage.setItem(key, 'x'.repeat(mid));
          low = mid;
        } catch {
          high = mid - 1;
        }
      }
      localStorage.setItem(key, 'x'.repeat(Math.max(0, low - slack)));
      // Really full: not even a few more characters go in.
      try {
        localStorage.setItem('portal:probe-e2e', 'x'.repeat(slack + 1));
        throw new Error('storage not full');
      } catch (error) {
        if (error instanceof Error && error.message === 'storage not full') throw error;
      }
    },
    [slack, refetchable, [localKeys.companies, localKeys.companiesCachedAt, localKeys.clientData]] as const,
  );
}

const freeStorage = (page: Page) => page.evaluate(() => localStorage.removeItem('outro-app:dados'));

/** Puts `quantity` boxes of the beer in the cart (the catalogue open). */
async function addBeer(page: Page, quantity: number) {
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BEER, exact: true }) });
  await item.getByRole('textbox').fill(String(quantity));
  await expect(item.getByRole('textbox')).toHaveValue(String(quantity));
  await expect(page.getByRole('region', { name: 'Carrinho' })).toBeVisible();
}

async function cartWith(page: Page, quantity: number) {
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  await addBeer(page, quantity);
  await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
}

const storedCart = (page: Page) => page.evaluate((key) => localStorage.getItem(key), localKeys.cart);
const storedMarkers = (page: Page) => page.evaluate((key) => localStorage.getItem(key), localKeys.orderInFlight);
const finalize = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' }).click();
const sentDialog = (page: Page) => page.getByRole('dialog', { name: 'Pedido realizado com sucesso!' });

function salesPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/sales')) posts.push(request.url());
  });
  return posts;
}

test('a send on a full storage the portal can free goes once: the sent boxes leave and nothing is sent again (R284)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await cartWith(page, 61);
  const before = await orderCount(request);
  await fillStorage(page, { refetchable: 20_000 });
  await finalize(page);
  await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(before + 1);
  expect(await storedMarkers(page)).toBeNull();
  expect(await storedCart(page)).not.toContain('"total":61');
  // A second 'Finalizar Pedido' has nothing to send: the cart page finds the cart empty.
  await page.goto('/pedidos/carrinho');
  await expect(page).not.toHaveURL(/carrinho/);
  expect(await orderCount(request)).toBe(before + 1);
});

test('a full storage that cannot keep the send marker: nothing is sent, the modal says why, the cart stays (R284)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await cartWith(page, 62);
  const before = await orderCount(request);
  const posts = salesPosts(page);
  await fillStorage(page);
  await finalize(page);
  const failed = page.getByRole('dialog', { name: 'Pedido não enviado!' });
  await expect(failed).toContainText(`${FULL}: o pedido não foi enviado, para não correr o risco de chegar duas vezes.`);
  await expect(failed).toContainText('Libere espaço no aparelho');
  expect(posts).toHaveLength(0);
  expect(await orderCount(request)).toBe(before);
  expect(await storedMarkers(page)).toBeNull();
  expect(await storedCart(page)).toContain('"total":62');
  // Space freed, the same cart goes, once.
  await failed.getByRole('button', { name: 'Fechar' }).first().click();
  await freeStorage(page);
  await finalize(page);
  await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(before + 1);
});

test('a tab closed during Enviando… on a full storage leaves its marker: reopened, the order is found, one order (R284)', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, request);
  await cartWith(page, 63);
  const before = await orderCount(request);
  await fillStorage(page, { refetchable: 20_000 });
  let reached!: () => void;
  const atService = new Promise<void>((resolve) => (reached = resolve));
  // The order reaches the service; its answer never reaches the page, which is closed meanwhile.
  await page.route('**/sales/**', async (route) => {
    await route.fetch().catch(() => undefined);
    reached();
  });
  await finalize(page);
  await atService;
  await page.close();
  expect(await orderCount(request)).toBe(before + 1);
  const again = await context.newPage();
  await again.goto('/pedidos/carrinho');
  await expect(sentDialog(again)).toContainText('o pedido chegou');
  expect(await orderCount(request)).toBe(before + 1);
});

test('a cart change on a full storage survives the next page (R284)', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  await fillStorage(page, { refetchable: 20_000 });
  await addBeer(page, 64);
  await expect.poll(() => storedCart(page)).toContain('"total":64');
  await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toContainText(BEER);
});

test('a cart change a full storage cannot keep says so once, and holds on its page (R284)', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  await fillStorage(page);
  await addBeer(page, 65);
  await expect(page.getByText(`${FULL}: as mudanças no carrinho valem só nesta página.`)).toBeVisible();
  expect(await storedCart(page)).toBeNull();
  await expect(page.getByRole('region', { name: 'Carrinho' })).toBeVisible();
});

test('sign-in on a full storage lands signed in, or stays and says why (R284)', async ({ page }) => {
  const form = {
    username: page.getByLabel('CPF/CNPJ'),
    password: page.getByLabel('Senha', { exact: true }),
    submit: page.getByRole('button', { name: 'Entrar' }),
  };
  await page.goto('/auth/signin');
  await fillStorage(page);
  await form.username.fill(logins.store.username);
  await form.password.fill(logins.store.password);
  await form.submit.click();
  await expect(page.getByText(`${FULL}: não foi possível manter você conectado.`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(form.submit).toBeEnabled();
  // With the companies list of an earlier visit kept, sign-in frees it and goes in.
  await freeStorage(page);
  await fillStorage(page, { refetchable: 20_000 });
  await form.submit.click();
  await expect(page).toHaveURL(/\/produtos/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
