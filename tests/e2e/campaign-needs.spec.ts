// What a coverage indicator still needs, against the demo API (product-rules R317): on campaign 101's
// 'Cobertura de portfólio', a group still to buy lists each product with 'Adicionar 1 CX' (into the cart at
// today's price) and 'Ver no catálogo' (the product list searching its code); a group done, and a client
// without store access, get neither.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logins, signIn, tabTo, test } from './fixtures.ts';

async function openCoverDetails(page: Page) {
  await page.goto('/campanhas/101');
  const indicators = page.getByRole('list', { name: 'Indicadores' }).first();
  await indicators.getByRole('button', { name: 'Detalhes: Cobertura de portfólio' }).click();
  return page.getByRole('dialog', { name: 'Detalhes do Indicador' });
}

test('a group still to buy: Adicionar 1 CX puts one box in the cart, Ver no catálogo finds the product; a group done has neither (R317)', async ({
  page,
  request,
}) => {
  await signIn(page, request, logins.store);
  const details = await openCoverDetails(page);
  await details.locator('summary', { hasText: 'Cervejas puro malte' }).click();
  const done = details.getByRole('list', { name: 'Produtos de Cervejas puro malte' });
  await expect(done.getByText(/^SKU: \d+/).first()).toBeVisible();
  await details.locator('summary', { hasText: 'Águas minerais 500ml' }).click();
  const pending = details.getByRole('list', { name: 'Produtos de Águas minerais 500ml' });
  const first = pending.getByRole('listitem').first();
  const name = (await first.locator('.product-list__name').textContent())!;
  const sku = (await first.locator('.product-list__meta').textContent())!.match(/SKU: (\d+)/)![1]!;
  const add = first.getByRole('button', { name: `Adicionar 1 CX de ${name}` });
  await expect(add).toBeVisible();
  await expect(done.getByRole('button', { name: /^Adicionar/ })).toHaveCount(0);
  await expect(done.getByRole('link', { name: /^Ver no catálogo/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'indicator details with what is missing');

  // By keyboard, twice: two boxes.
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${name}: 1 CX no carrinho` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${name}: 2 CX no carrinho` })).toBeVisible();

  const link = first.getByRole('link', { name: /^Ver no catálogo/ });
  await expect(link).toHaveAttribute('href', `/produtos?busca=${sku}`);
  await link.click();
  await expect(page).toHaveURL(/\/produtos\?busca=/);
  await expect(page.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue(sku);
  const found = page
    .getByRole('list', { name: 'Produtos encontrados' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(found.getByRole('textbox')).toHaveValue('2');

  await page.goto('/pedidos/carrinho');
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByRole('textbox')).toHaveValue('2');
});

test('without store access the groups are listed without buttons or links (R317, R250) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  const details = await openCoverDetails(page);
  const summaries = details.locator('summary');
  await expect(summaries.first()).toBeVisible();
  for (const summary of await summaries.all()) await summary.click();
  await expect(details.getByText(/^SKU: \d+/).first()).toBeVisible();
  await expect(details.getByRole('button', { name: /^Adicionar/ })).toHaveCount(0);
  await expect(details.getByRole('link', { name: /^Ver no catálogo/ })).toHaveCount(0);
});
