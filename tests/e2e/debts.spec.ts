// 'Meus Débitos' (/debitos): due dates coloured and stated in words against today in São Paulo,
// copy and share of the boleto and PIX codes (product-rules R90), the PIX QR code drawn without a tap,
// the empty text and the red banner with a retry (product-rules R92).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, widestContentEdge } from './fixtures.ts';

const danger = 'rgb(179, 38, 30)';
const warning = 'rgb(154, 74, 0)';

/** Today in São Paulo, as the page writes it (dd/mm/yyyy). */
function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
}

/** The card of the debt of that value (the seed's values are distinct). */
const debtCard = (page: Page, value: string) =>
  page
    .getByRole('list', { name: 'Débitos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Débito de ${value}` }) });

const copiedToasts = (page: Page) => page.getByRole('status').filter({ hasText: 'Copiado para área de transferência!' });

/**
 * Counts the 'Copiado' toasts shown from now on, each once, whether or not they are on screen together: a toast
 * lasts 3 s, and a loaded machine may take longer than that between two copies.
 */
async function countCopiedToasts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const counter = window as unknown as { copiedToasts: number };
    counter.copiedToasts = 0;
    setInterval(() => {
      for (const toast of document.querySelectorAll('[role="status"]'))
        if (!seen.has(toast) && toast.textContent?.includes('Copiado para área de transferência!')) {
          seen.add(toast);
          counter.copiedToasts += 1;
        }
    }, 50);
  });
  return () => page.evaluate(() => (window as unknown as { copiedToasts: number }).copiedToasts);
}

/** Scrolls to each debt in turn, as a user reading the list: a card's QR code is drawn as it nears the screen (R299). */
async function scrollThroughDebts(page: Page) {
  for (const item of await page.getByRole('list', { name: 'Débitos' }).getByRole('listitem').all()) await item.scrollIntoViewIfNeeded();
}

async function openDebts(page: Page) {
  await page.goto('/debitos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Débitos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Débitos' })).toBeVisible();
}

test.describe('debts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, logins.store);
  });

  test('each debt shows its value and due date, red and "Vencido"/"Vence hoje" up to today, warning colour after (R89) @desktop-only', async ({
    page,
  }) => {
    await openDebts(page);
    await expect(page.getByRole('list', { name: 'Débitos' }).getByRole('listitem')).toHaveCount(5);
    const cases = [
      { value: 'R$ 1.234,56', label: 'Vencido', colour: danger },
      { value: 'R$ 389,90', label: 'Vencido', colour: danger },
      { value: 'R$ 842,00', label: 'Vence hoje', colour: danger },
      { value: 'R$ 2.150,75', label: 'A vencer', colour: warning },
      { value: 'R$ 615,30', label: 'A vencer', colour: warning },
    ];
    for (const { value, label, colour } of cases) {
      const due = debtCard(page, value).locator('.debt__due');
      await expect(due, value).toContainText(label);
      await expect(due.locator('strong'), value).toHaveCSS('color', colour);
    }
    await expect(debtCard(page, 'R$ 842,00').locator('.debt__due')).toContainText(`Vencimento: ${todayInSaoPaulo()}`);
  });

  test('a missing bar code or PIX code leaves that part out (R92) @desktop-only', async ({ page }) => {
    await openDebts(page);
    const noPix = debtCard(page, 'R$ 389,90');
    await expect(noPix.getByRole('button', { name: 'Copiar código de barras' })).toBeVisible();
    await expect(noPix.getByRole('heading', { name: 'PIX copia e cola' })).toHaveCount(0);
    await expect(noPix.getByRole('img')).toHaveCount(0);
    const noBarCode = debtCard(page, 'R$ 2.150,75');
    await expect(noBarCode.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    await expect(noBarCode.getByRole('heading', { name: 'Código de barras' })).toHaveCount(0);
  });

  test('copy puts the code on the clipboard with one toast; the same copy again within 3 s is ignored (R90) @desktop-only', async ({
    page,
  }) => {
    await openDebts(page);
    const card = debtCard(page, 'R$ 1.234,56');
    const barCode = (await card.locator('.debt__digits').first().textContent()) ?? '';
    expect(barCode).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const copiedCount = await countCopiedToasts(page);
    await card.getByRole('button', { name: 'Copiar código de barras' }).click();
    await expect(copiedToasts(page)).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(barCode);
    await expect(card.locator('.debt__digits').first()).toHaveClass(/debt__digits--copied/);

    await card.getByRole('button', { name: 'Copiar código de barras' }).click();
    await page.waitForTimeout(600);
    expect(await copiedCount()).toBe(1);

    // Another code within the window is copied (and said so).
    const pix = (await card.locator('.debt__digits').nth(1).textContent()) ?? '';
    expect(pix).toMatch(/^000201/);
    await card.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(pix);
    await expect.poll(copiedCount).toBe(2);
    await page.waitForTimeout(600);
    expect(await copiedCount()).toBe(2);
  });

  test('share uses the share sheet where there is one and says so; closing the sheet says nothing (R90) @desktop-only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { __shared: ShareData[] }).__shared = shared;
      let calls = 0;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData): Promise<void> => {
          calls += 1;
          // The second share is closed by the user.
          if (calls === 2) return Promise.reject(new DOMException('Share canceled', 'AbortError'));
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await openDebts(page);
    const card = debtCard(page, 'R$ 615,30');
    const pix = (await card.locator('.debt__digits').nth(1).textContent()) ?? '';
    await card.getByRole('button', { name: 'Compartilhar código PIX' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Compartilhado com sucesso!' })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
      { title: 'Código PIX', text: pix },
    ]);

    await card.getByRole('button', { name: 'Compartilhar código de barras' }).click();
    await page.waitForTimeout(600);
    await expect(
      page.getByRole('status').filter({ hasText: /Compartilhado com sucesso!|Copiado para área de transferência!/ }),
    ).toHaveCount(1);
  });

  test('share falls back to copy where the browser cannot share (R90) @desktop-only', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await openDebts(page);
    const card = debtCard(page, 'R$ 842,00');
    const barCode = (await card.locator('.debt__digits').first().textContent()) ?? '';
    await card.getByRole('button', { name: 'Compartilhar código de barras' }).click();
    await expect(copiedToasts(page)).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(barCode);
  });

  test('the PIX QR code of every debt with PIX is drawn without a tap, qrcode loading only after the list is on screen (R91, R120) @desktop-only', async ({
    page,
  }) => {
    // In the page's own timeline: when the list first shows, and the QR boxes' heights then.
    await page.addInitScript(() => {
      const record = window as unknown as { debtsListAt?: number; qrHeightsAtList?: number[] };
      const observer = new MutationObserver(() => {
        if (!document.querySelector('ul[aria-label="Débitos"]')) return;
        record.debtsListAt = performance.now();
        record.qrHeightsAtList = [...document.querySelectorAll('.debt__qr')].map((box) => box.getBoundingClientRect().height);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openDebts(page);
    const withPix = page
      .getByRole('list', { name: 'Débitos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'PIX copia e cola' }) });
    await expect(withPix).toHaveCount(4);
    for (const card of await withPix.all()) {
      // Each code is drawn as its card nears the screen (R299).
      await card.scrollIntoViewIfNeeded();
      const value = (await card.getByRole('heading', { level: 2 }).textContent())?.replace('Débito de ', '') ?? '';
      const qr = card.getByRole('img', {
        name: new RegExp(`^QR Code PIX do débito de ${value.replace(/[.$]/g, '\\$&')} com vencimento em \\d{2}/\\d{2}/\\d{4}$`),
      });
      await expect(qr, value).toBeVisible();
      // Drawn in a worker as SVG (docs/performance.md, "QR codes in a worker"), 256 px wide.
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
      // The copy-paste code stays beside it.
      await expect(card.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    }
    await expect(debtCard(page, 'R$ 389,90').getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /QR Code PIX/ })).toHaveCount(0);

    const timeline = await page.evaluate(() => {
      const record = window as unknown as { debtsListAt?: number; qrHeightsAtList?: number[] };
      const qrcode = performance.getEntriesByType('resource').filter((entry) => /qr-code\.worker|vendor-qrcode/.test(entry.name));
      return {
        listAt: record.debtsListAt,
        qrcodeAt: qrcode.map((entry) => entry.startTime),
        heightsAtList: record.qrHeightsAtList,
        heightsNow: [...document.querySelectorAll('.debt__qr')].map((box) => box.getBoundingClientRect().height),
      };
    });
    expect(await (await page.request.get('/debitos')).text(), 'qrcode is not on the first load').not.toContain('vendor-qrcode');
    expect(await (await page.request.get('/debitos')).text(), 'nor its worker').not.toContain('qr-code.worker');
    expect(timeline.qrcodeAt).toHaveLength(1);
    expect(timeline.listAt).toBeDefined();
    expect(timeline.qrcodeAt[0]!, 'qrcode requested after the list showed').toBeGreaterThan(timeline.listAt!);
    // Each QR code's box had its size before the image came: nothing moved.
    expect(timeline.heightsAtList).toEqual(timeline.heightsNow);
    expect(timeline.heightsNow.every((height) => height > 200)).toBe(true);
    await expectNoAxeViolations(page, '/debitos with the PIX QR codes');
  });

  test('where the QR worker cannot load (offline, a deploy that dropped it), the page draws the codes itself (R91) @desktop-only', async ({
    page,
  }) => {
    const workerAsked: string[] = [];
    await page.route('**/_astro/qr-code.worker-*.js', (route) => {
      workerAsked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await openDebts(page);
    const codes = page.getByRole('img', { name: /^QR Code PIX do débito de / });
    await scrollThroughDebts(page);
    await expect(codes).toHaveCount(4);
    for (const code of await codes.all()) {
      await expect(code).toBeVisible();
      expect(await code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    }
    expect(workerAsked, 'one worker tried, not one per code').toHaveLength(1);
    const drawnHere = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('vendor-qrcode')).length,
    );
    expect(drawnHere, 'qrcode loaded on the page instead').toBe(1);
  });

  test('fits a 360 px screen without sideways scrolling (R118)', async ({ page }) => {
    // A 360 px window on the desktop too: the phone's emulation lays some overflows out differently.
    await page.setViewportSize({ width: 360, height: 740 });
    await openDebts(page);
    await scrollThroughDebts(page);
    await expect(page.getByRole('img', { name: /QR Code PIX/ })).toHaveCount(4);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('img', { name: /QR Code PIX/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every debt, the ones not yet laid out near the screen included (content-visibility), within the screen.
    expect(await widestContentEdge(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe('a big client’s debts', () => {
  /** The seed's debts repeated to `count`, each with codes of its own, all due later (no seller link). */
  async function manyDebts(page: Page, count: number): Promise<number[]> {
    const values: number[] = [];
    await page.route('**/client/my-debits', async (route) => {
      const response = await route.fetch();
      const seed = (await response.json()) as Array<{
        docValue: number;
        ticketExpiration: string;
        barCode: string | null;
        pixQrCode: string | null;
      }>;
      const withPix = seed.find((debt) => debt.pixQrCode)!;
      const debts = Array.from({ length: count }, (_, i) => ({
        ...withPix,
        docValue: 100 + i,
        ticketExpiration: `${String((i % 27) + 1).padStart(2, '0')}/12/2099`,
        barCode: `${withPix.barCode ?? '34191'}${i}`,
        pixQrCode: `${withPix.pixQrCode}${i}`,
      }));
      values.splice(0, values.length, ...debts.map((debt) => debt.docValue));
      await route.fulfill({ response, json: debts });
    });
    return values;
  }
  const cards = (page: Page) => page.getByRole('list', { name: 'Débitos' }).getByRole('listitem');
  const codes = (page: Page) => page.getByRole('img', { name: /^QR Code PIX do débito de / });

  test('45 debts: 20 drawn, then 20 more per tap with the focus on the first added, credit over all (R299, R271) @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    const values = await manyDebts(page, 45);
    await openDebts(page);
    await expect(cards(page)).toHaveCount(20);
    // 'Total em aberto' sums the 45, not the 20 drawn.
    expect(values.reduce((sum, value) => sum + value, 0)).toBe(5490);
    await expect(page.locator('.credit__open dd')).toHaveText(/^R\$\s5\.490,00$/);
    const more = page.getByRole('button', { name: 'Mostrar mais débitos' });
    await more.click();
    await expect(cards(page)).toHaveCount(40);
    await expect(page.getByRole('article', { name: 'Débito de R$ 120,00' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('article', { name: 'Débito de R$ 120,00' }).getByRole('button').first()).toBeFocused();
    await more.click();
    await expect(cards(page)).toHaveCount(45);
    await expect(page.getByRole('article', { name: 'Débito de R$ 140,00' })).toBeFocused();
    await expect(more).toHaveCount(0);
    await expectNoAxeViolations(page, '/debitos with 45 debts');
  });

  test.describe('300 of them', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('300 debts: 20 drawn, the credit over all 300, and a card of the second step copies its code (R299, R271, R90)', async ({
      page,
      request,
    }) => {
      await signIn(page, request, logins.store);
      const values = await manyDebts(page, 300);
      await openDebts(page);
      await expect(cards(page)).toHaveCount(20);
      // A lean card keeps the first step's page within twice a small client's (docs/performance.md, "Scale"):
      // a debt with both codes is 17 elements, 18 once its QR code is drawn (24 with the wrapper boxes).
      const perCard = await page
        .getByRole('list', { name: 'Débitos' })
        .evaluate((list) => list.getElementsByTagName('*').length / list.children.length);
      expect(perCard).toBeLessThanOrEqual(18);
      expect(values.reduce((sum, value) => sum + value, 0)).toBe(74_850);
      await expect(page.locator('.credit__open dd')).toHaveText(/^R\$\s74\.850,00$/);
      // A phone screen's worth of codes, not 300.
      expect(await codes(page).count()).toBeLessThan(20);
      await page.getByRole('button', { name: 'Mostrar mais débitos' }).click();
      await expect(cards(page)).toHaveCount(40);
      const card = page.getByRole('article', { name: 'Débito de R$ 125,00' });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('img', { name: /^QR Code PIX do débito de R\$ 125,00/ })).toBeVisible();
      const barCode = (await card.locator('.debt__digits').first().textContent()) ?? '';
      await card.getByRole('button', { name: 'Copiar código de barras' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(barCode);
      await expect(page.getByRole('status').filter({ hasText: 'Copiado para área de transferência!' })).toHaveCount(1);
    });
  });

  test('a QR code is drawn when its card nears the screen, not all at once (R299) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.setViewportSize({ width: 360, height: 740 });
    await manyDebts(page, 20);
    await openDebts(page);
    // The first cards' codes come without a scroll; the far ones wait.
    await expect(codes(page).first()).toBeVisible();
    await page.waitForTimeout(1500);
    const drawnAtFirst = await codes(page).count();
    expect(drawnAtFirst).toBeGreaterThan(0);
    expect(drawnAtFirst).toBeLessThan(10);
    const last = cards(page).last();
    await expect(last.getByRole('img')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('img', { name: /^QR Code PIX do débito de R\$ 119,00/ })).toBeVisible();
  });
});

test.describe('debts without data', () => {
  test('a client without debts reads "Sem Débitos pendentes." (R92) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.noStore);
    await page.goto('/debitos');
    await expect(page.getByText('Sem Débitos pendentes.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failure is a red banner with the details and a retry that loads the debts (R92) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    let failing = true;
    await page.route('**/client/my-debits', async (route) => {
      if (failing) await route.fulfill({ status: 500, json: { message: 'Erro interno', details: 'Serviço de cobrança indisponível.' } });
      else await route.fallback();
    });
    await page.goto('/debitos');
    // The spec's banner: the details, or 'Erro ao buscar dados' when there are none, under a title as the
    // orders' error is (product-rules R92).
    const banner = page.getByRole('main').getByRole('alert');
    await expect(banner.locator('p')).toHaveText(['Não foi possível carregar os débitos', 'Serviço de cobrança indisponível.']);
    await expect(banner.locator('.load-error__title')).toHaveCSS('color', danger);
    await expectNoAxeViolations(page, '/debitos with a load error');
    failing = false;
    await banner.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('list', { name: 'Débitos' }).getByRole('listitem')).toHaveCount(5);
    await expect(banner).toHaveCount(0);
  });

  test('a failure without details is the red banner "Erro ao buscar dados" (R92) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.route('**/client/my-debits', (route) => route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }));
    await page.goto('/debitos');
    const banner = page.getByRole('main').getByRole('alert');
    await expect(banner.locator('p')).toHaveText(['Não foi possível carregar os débitos', 'Erro ao buscar dados']);
    await expect(banner.locator('.load-error__title')).toHaveCSS('color', danger);
    await expect(banner.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
