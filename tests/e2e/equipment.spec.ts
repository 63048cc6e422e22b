// Equipment requests (/equipamentos): the list newest first with type labels and description
// parts, the detail of one request with the step lines (product-rules R93; state in words and colour), the way
// back (button and browser Back), and the empty and error states (product-rules R95).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins } from './fixtures.ts';

const colours = {
  success: 'rgb(27, 110, 48)',
  warning: 'rgb(154, 74, 0)',
  error: 'rgb(179, 38, 30)',
  none: 'rgb(79, 91, 107)',
} as const;
type Tone = keyof typeof colours;
const toneWords: Record<Tone, string> = {
  success: 'etapa concluída',
  warning: 'etapa em andamento',
  error: 'etapa com erro',
  none: 'etapa não iniciada',
};

const requestList = (page: Page) => page.getByRole('list', { name: 'Solicitações de equipamentos' });
const requestItem = (page: Page, number: string) =>
  requestList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Solicitação ${number}` }) });

async function openList(page: Page) {
  await page.goto('/equipamentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipamentos' })).toBeVisible();
  await expect(requestList(page)).toBeVisible();
}

/** Checks the six step lines of the open detail: text, colour and the colour in words. */
async function expectSteps(page: Page, steps: Array<[string, Tone]>) {
  const lines = page
    .getByRole('list')
    .filter({ has: page.locator('.equipment-step') })
    .locator('.equipment-step');
  await expect(lines).toHaveCount(6);
  for (const [index, [text, tone]] of steps.entries()) {
    const line = lines.nth(index);
    await expect(line.locator('.equipment-step__text'), text).toHaveText(text);
    await expect(line.locator('.equipment-step__text'), text).toHaveCSS('color', colours[tone]);
    await expect(line.locator('.equipment-step__state'), text).toHaveText(toneWords[tone]);
  }
}

test.describe('equipment requests', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, logins.store);
  });

  test('the list is newest first, with type labels, date, equipment and description parts (R94)', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('link', { name: 'Solicite aqui' })).toHaveAttribute('href', '/equipamentos/solicitar');
    const links = requestList(page).getByRole('link');
    await expect(links).toHaveText([
      'Solicitação 0004610',
      'Solicitação 0004603',
      'Solicitação 0004601',
      'Solicitação 0004598',
      'Solicitação 0004589',
      'Solicitação 0004577',
      'Solicitação 0004550',
      'Solicitação 0004512',
      'Solicitação 0004431',
    ]);
    const pickUp = requestItem(page, '0004577');
    await expect(pickUp).toContainText('RECOLHIMENTO');
    await expect(pickUp).toContainText('FREEZER');
    await expect(pickUp.getByRole('list', { name: 'Descrição' }).getByRole('listitem')).toHaveText([
      'Freezer vertical 300L',
      'Porta de vidro',
    ]);
    const installation = requestItem(page, '0004512');
    await expect(installation).toContainText('INSTALAÇÃO');
    await expect(installation.getByRole('list', { name: 'Descrição' }).getByRole('listitem')).toHaveText([
      'Freezer horizontal 400L',
      'Tampa de vidro',
      'Adesivado Brahma',
    ]);
    // Dates are dd/mm/yyyy and go down the list.
    const dates = await requestList(page).locator(':scope > li .equipment-facts > div:nth-child(2) dd').allTextContents();
    expect(dates).toHaveLength(9);
    const days = dates.map((date) => {
      const [day, month, year] = date.split('/');
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      return `${year}${month}${day}`;
    });
    expect(days).toEqual([...days].sort().reverse());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a request opens its detail with the step lines in words and colour; the button and Back return to the list (R93) @desktop-only', async ({
    page,
  }) => {
    await openList(page);
    await page.getByRole('link', { name: 'Solicitação 0004598' }).click();
    await expect(page).toHaveURL(/[?&]solicitacao=0004598$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Solicitação 0004598' });
    await expect(heading).toBeFocused();
    await expect(requestList(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('VISA COOLER');
    await expect(page.getByRole('main')).toContainText('EM ROTA DE ENTREGA');
    await expectSteps(page, [
      ['Solicitação Aberta', 'success'],
      ['Aprovado', 'success'],
      ['Faturado', 'success'],
      ['Comodato Gerado', 'success'],
      ['Em rota', 'success'],
      ['Concluído', 'none'],
    ]);
    await expectNoAxeViolations(page, '/equipamentos with a request open');

    await page.getByRole('button', { name: 'Voltar para a lista' }).click();
    await expect(page).toHaveURL(/\/equipamentos\/?$/);
    await expect(page.getByRole('link', { name: 'Solicitação 0004598' })).toBeFocused();

    // The browser's Back closes a detail too, and Forward opens it again.
    await page.getByRole('link', { name: 'Solicitação 0004577' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitação 0004577' })).toBeVisible();
    await page.goBack();
    await expect(requestList(page)).toBeVisible();
    await expect(page).toHaveURL(/\/equipamentos\/?$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitação 0004577' })).toBeVisible();
  });

  test('step lines for each flag combination of the seed (R93) @desktop-only', async ({ page }) => {
    const cases: Array<[string, Array<[string, Tone]>]> = [
      [
        '0004603',
        [
          ['Solicitação Aberta', 'success'],
          ['Aprovado', 'success'],
          ['Faturado', 'warning'],
          ['Comodato Gerado', 'none'],
          ['Em preparação', 'warning'],
          ['Concluído', 'none'],
        ],
      ],
      [
        '0004610',
        [
          ['Solicitação Pendente', 'warning'],
          ['Aguardando', 'none'],
          ['Faturado', 'none'],
          ['Comodato Gerado', 'none'],
          ['Não Entregue', 'none'],
          ['Concluído', 'none'],
        ],
      ],
      [
        '0004577',
        [
          ['Solicitação Aberta', 'success'],
          ['Reprovado', 'warning'],
          ['Faturado', 'none'],
          ['Comodato Gerado', 'none'],
          ['Não Entregue', 'none'],
          ['Concluído', 'error'],
        ],
      ],
      [
        '0004550',
        [
          ['Solicitação Cancelada', 'error'],
          ['Aguardando', 'none'],
          ['Faturado', 'none'],
          ['Comodato Gerado', 'none'],
          ['Não Entregue', 'none'],
          ['Concluído', 'none'],
        ],
      ],
      [
        '0004589',
        [
          ['Solicitação Aberta', 'success'],
          ['Aprovado', 'success'],
          ['Faturado', 'error'],
          ['Comodato Gerado', 'none'],
          ['Não Entregue', 'none'],
          ['Concluído', 'none'],
        ],
      ],
      [
        '0004512',
        [
          ['Solicitação Aberta', 'success'],
          ['Aprovado', 'success'],
          ['Faturado', 'success'],
          ['Comodato Gerado', 'success'],
          ['Entregue', 'success'],
          ['Concluído', 'success'],
        ],
      ],
    ];
    for (const [number, steps] of cases) {
      // A link to one request opens its detail directly.
      await page.goto(`/equipamentos?solicitacao=${number}`);
      await expect(page.getByRole('heading', { level: 2, name: `Solicitação ${number}` })).toBeVisible();
      await expectSteps(page, steps);
    }
    // Opened from a link, 'Voltar para a lista' still leads to the list.
    await page.getByRole('button', { name: 'Voltar para a lista' }).click();
    await expect(requestList(page)).toBeVisible();
    await expect(page).toHaveURL(/\/equipamentos\/?$/);
  });

  test('the list works from the keyboard @desktop-only', async ({ page }) => {
    await openList(page);
    await page.getByRole('link', { name: 'Solicitação 0004601' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitação 0004601' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Voltar para a lista' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Solicitação 0004601' })).toBeFocused();
  });

  test('an unknown request number says so and leads back to the list (R95) @desktop-only', async ({ page }) => {
    await page.goto('/equipamentos?solicitacao=9999999');
    await expect(page.getByText('Solicitação não encontrada.')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar para a lista' }).click();
    await expect(requestList(page)).toBeVisible();
  });
});

test.describe('equipment requests without data', () => {
  test('no requests: "Sem Solicitações de equipamentos." (R95) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.route('**/client/equipments', (route) => route.fulfill({ json: [] }));
    await page.goto('/equipamentos');
    await expect(page.getByText('Sem Solicitações de equipamentos.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicite aqui' })).toBeVisible();
  });

  test('a failure says so with the details and a retry that loads the list (R95) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.noStore);
    let failing = true;
    await page.route('**/client/equipments', async (route) => {
      if (failing) await route.fulfill({ status: 500, json: { message: 'Erro interno', details: 'Sistema de comodato em manutenção.' } });
      else await route.fallback();
    });
    await page.goto('/equipamentos');
    const banner = page.getByRole('main').getByRole('alert');
    await expect(banner).toContainText('Erro ao carregar as solicitações de equipamentos.');
    await expect(banner).toContainText('Sistema de comodato em manutenção.');
    await expectNoAxeViolations(page, '/equipamentos with a load error');
    failing = false;
    await banner.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(requestList(page).getByRole('link')).toHaveText(['Solicitação 0004606', 'Solicitação 0004480']);
    await expect(banner).toHaveCount(0);
  });
});
