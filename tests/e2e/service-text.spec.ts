// Text and image addresses from the services, drawn as a client must see them (src/lib/domain/service-text.ts):
// a name carrying a right-to-left override or a zero-width space is drawn without it, on the screens, in the
// early view and in what the device keeps; an image address from elsewhere is never loaded.
import type { Page, Route } from '@playwright/test';
import { test, expect, signIn, logins } from './fixtures.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

/** A name as a spoofing service would send it: an override that reverses what follows, and invisible characters. */
const spoof = (name: string) => `\u202E${name.slice(0, 3)}\u202C\u200B${name.slice(3)}\uFEFF`;
const hasControls = (text: string | null) => /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/.test(text ?? '');

/** Answers `pattern` with the service's own answer, changed by `change`. */
async function changeAnswer<T>(page: Page, pattern: string, change: (answer: T) => T) {
  await page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as T) });
  });
}

/** The text of every match, as drawn (not the accessible name, which a browser may normalise). */
const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((e) => e.textContent));

test.describe('names from the services @desktop-only', () => {
  test('a company name with an override and a zero-width space is drawn and kept without them (R295)', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await changeAnswer<Array<{ name: string }>>(page, '**/client/myCompanies*', (companies) =>
      companies.map((company) => ({ ...company, name: spoof(company.name) })),
    );
    await page.goto('/empresas');
    const list = page.getByRole('list', { name: 'Suas empresas' });
    await expect(list.getByRole('heading', { name: 'Bar do Zé Ltda' })).toBeVisible();
    const names = await texts(page, '[aria-label="Suas empresas"] h2, [aria-label="Suas empresas"] h3');
    expect(names).toContain('Bar do Zé Ltda');
    expect(names.filter(hasControls)).toEqual([]);
    // What the device keeps for the next visit is what was drawn.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), localKeys.companies)).toContain('Bar do Zé Ltda');
    expect(hasControls(await page.evaluate((key) => localStorage.getItem(key), localKeys.companies))).toBe(false);
  });

  test('a campaign name is drawn without them in the early view and on the screen (R295)', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    let named: (name: string) => void;
    const answered = new Promise<string>((resolve) => (named = resolve));
    await changeAnswer<Array<{ campaign: { name: string } }>>(page, '**/campaigns/flexibles/clientCampaignTerm', (items) => {
      named(items[0]!.campaign.name);
      return items.map((item) => ({ ...item, campaign: { ...item.campaign, name: spoof(item.campaign.name) } }));
    });
    // The island's module held back: only the head's script draws.
    const held = (route: Route) => route.abort();
    await page.route('**/_astro/CampaignsHome.*.js', held);
    await page.goto('/campanhas', { waitUntil: 'commit' });
    const first = await answered;
    expect(hasControls(first)).toBe(false);
    const early = page.locator('#early-view article.campaign-card h2').first();
    await expect(early).toHaveText(first);
    expect(hasControls(await early.textContent())).toBe(false);

    await page.unroute('**/_astro/CampaignsHome.*.js', held);
    await page.reload();
    const cards = page.getByRole('list', { name: 'Campanhas' });
    await expect(cards.getByRole('heading', { level: 2 }).first()).toHaveText(first);
    expect((await texts(page, '[aria-label="Campanhas"] h2')).filter(hasControls)).toEqual([]);
  });
});

test.describe('image addresses from the services @desktop-only', () => {
  test('a product image from another http host or a script address is never loaded: the placeholder instead (R296)', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.example')) elsewhere.push(r.url());
    });
    const refused = ['http://evil.example/p.png', 'javascript:alert(1)', '//evil.example/p.png'];
    await changeAnswer<{ data: Array<{ image: string | null }> }>(page, '**/catalog/news*', (answer) => ({
      ...answer,
      data: answer.data.map((item, index) => ({ ...item, image: refused[index % refused.length]! })),
    }));
    await page.goto('/produtos');
    const modal = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Novidades' }).click();
    const products = page.locator('.product');
    await expect(products.first()).toBeVisible();
    const count = await products.count();
    await expect(page.locator('.product .product__image--empty')).toHaveCount(count);
    await expect(page.locator('.product img')).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });
});
