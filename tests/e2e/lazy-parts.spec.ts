// A part an island loads on demand whose code cannot be fetched (a deploy took the file away, the signal
// dropped) says so in pt-BR with 'Recarregar' where the user looks, and the rest of the page keeps working
// (product-rules R231). The chunk is answered 404 here, as a host answers a file of a replaced build.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, signIn, test } from './fixtures.ts';

const failedTitle = 'Não foi possível carregar esta parte do portal.';
const failedText = 'Recarregue a página para continuar.';
const ORDER = '0081234500';

const card = (page: Page, number: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${number}`, exact: true }) });

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('a modal whose code is gone says so with Recarregar in view; the page keeps working, and Recarregar brings it (R231)', async ({
  page,
}) => {
  const gone = '**/_astro/ReorderModal.*.js';
  await page.route(gone, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
  await page.goto('/pedidos');
  await expect(card(page, ORDER)).toBeVisible();

  await card(page, ORDER)
    .getByRole('button', { name: `Repetir pedido ${ORDER}` })
    .click();
  const failed = page.getByRole('alert').filter({ hasText: failedTitle });
  await expect(failed).toContainText(failedText);
  await expect(failed.getByRole('button', { name: 'Recarregar' })).toBeInViewport();
  await expect(page.getByRole('dialog', { name: 'Repetir pedido' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/pedidos with a part that could not load');

  // The rest of the page still works: another order's details open.
  const other = card(page, '0081234563');
  await other.getByRole('button', { name: /Ver detalhes/ }).click();
  await expect(other.getByRole('heading', { name: 'Itens', exact: true })).toBeVisible();

  // The file is back (the host serves it again, or the reload brings the new build's pages).
  await page.unroute(gone);
  await failed.getByRole('button', { name: 'Recarregar' }).click();
  await expect(card(page, ORDER)).toBeVisible();
  await expect(page.getByText(failedTitle)).toHaveCount(0);
  await card(page, ORDER)
    .getByRole('button', { name: `Repetir pedido ${ORDER}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Repetir pedido' })).toBeVisible();
});

test('a part of a screen whose code is gone says so in its place; the rest of the screen works (R231) @desktop-only', async ({ page }) => {
  await page.route('**/_astro/ProductList.*.js', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
  await page.goto('/produtos');
  await page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const failed = page.getByRole('alert').filter({ hasText: failedTitle });
  await expect(failed).toContainText(failedText);
  await expect(failed.getByRole('button', { name: 'Recarregar' })).toBeInViewport();
  // The tabs and the brands, drawn by code that did load, still answer.
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Favoritos' })).toHaveAttribute('aria-pressed', 'true');
});
