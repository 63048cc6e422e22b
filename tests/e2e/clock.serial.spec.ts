// A phone whose clock is 30 hours off (page.clock), against the demo API, whose answers carry the real time in
// their `Date` header: "today" is the services' day (product-rules R297) and the order of a lost answer is
// found (R298). The lookups place orders and switch a fault scoped to the client, so this runs in the
// 'faults' project, one test at a time, each with a quantity of its own (orders-once.serial.spec.ts says why).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, apiUrl, dismissOrderInProgress, logins } from './fixtures.ts';
import { formatCalendarDate } from '../../src/lib/domain/date-format.ts';
import { calendarDayInSaoPaulo } from '../../src/lib/domain/dates.ts';

const CLIENT = logins.store.clientCode;
const BEER = 'Cerveja Brahma Chopp Lata 350ml';
const HOUR = 3_600_000;
const offsets = [
  ['30 hours ahead', 30 * HOUR],
  ['30 hours behind', -30 * HOUR],
] as const;

async function orderCount(request: APIRequestContext): Promise<number> {
  const state = (await (await request.get(`${apiUrl}/__demo/state`)).json()) as { orders: Record<string, number> };
  return state.orders[CLIENT] ?? 0;
}

const clearFaults = (request: APIRequestContext) => request.delete(`${apiUrl}/__demo/faults`);
test.beforeEach(async ({ request }) => clearFaults(request));
test.afterEach(async ({ request }) => clearFaults(request));

/** The phone's clock `offset` ms off the real time, running from there. */
const phoneClockOff = (page: Page, offset: number) => page.clock.install({ time: Date.now() + offset });

for (const [name, offset] of offsets) {
  test(`a phone ${name}: a debt due today reads 'Vence hoje' (R89, R297)`, async ({ page, request }) => {
    await signIn(page, request);
    const today = formatCalendarDate(calendarDayInSaoPaulo(Date.now()));
    await page.route('**/client/my-debits', async (route) => {
      const response = await route.fetch();
      const debts = (await response.json()) as Array<{ ticketExpiration: string }>;
      await route.fulfill({ response, json: debts.map((debt, index) => (index === 0 ? { ...debt, ticketExpiration: today } : debt)) });
    });
    await phoneClockOff(page, offset);
    await page.goto('/debitos');
    const first = page.getByRole('list', { name: 'Débitos' }).getByRole('listitem').first();
    await expect(first).toContainText(today);
    await expect(first).toContainText('Vence hoje');
    await expect(first).not.toContainText(/Vencido|A vencer/);
  });

  test(`a phone ${name}: the order of a lost answer is found, one order (R143, R297, R298)`, async ({ page, request }) => {
    await signIn(page, request);
    await phoneClockOff(page, offset);
    await page.goto('/produtos');
    await dismissOrderInProgress(page);
    await page.getByRole('button', { name: 'Cervejas' }).click();
    await page.getByRole('button', { name: 'Brahma', exact: true }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BEER, exact: true }) });
    const quantity = offset > 0 ? '43' : '44';
    await item.getByRole('textbox').fill(quantity);
    await expect(item.getByRole('textbox')).toHaveValue(quantity);
    await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
    await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
    const before = await orderCount(request);
    const fault = await request.post(`${apiUrl}/__demo/faults`, {
      data: { clientCode: CLIENT, mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST' },
    });
    expect(fault.status()).toBe(201);
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const sent = page.getByRole('dialog', { name: 'Pedido realizado com sucesso!' });
    await expect(sent).toContainText('o pedido chegou');
    await expect(sent).toContainText(/Número do pedido: \d{10}/);
    expect(await orderCount(request)).toBe(before + 1);
  });
}
