import { readdirSync, readFileSync } from 'node:fs';
import { test, expect, signIn } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Every question of src/content/faq, with its tab, read from the markdown as the content team wrote it. */
const faqDir = new URL('../../src/content/faq/', import.meta.url);
const questions = readdirSync(faqDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const text = readFileSync(new URL(file, faqDir), 'utf8');
    const field = (name: string) => new RegExp(`^${name}:\\s*(.+?)\\s*$`, 'm').exec(text)?.[1]?.replace(/^(['"])(.*)\\1$/, '$2') ?? '';
    return { file, question: field('question'), tab: field('tab') };
  });

test.describe('Dúvidas Frequentes', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/duvitas');
  });

  test('four tabs with accordion answers, the facts the FAQ must state, and the toll-free number (R100)', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas Frequentes' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['App', 'Pedidos', 'Entregas', 'Cadastro']);
    await expect(page.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Pedidos' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Pedidos' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'App' })).toBeHidden();
    const question = panel.getByText('Até que horas posso fazer um pedido?');
    await question.click();
    await expect(panel.getByText(/até as 15h30/)).toBeVisible();
    await panel.getByText('Como aumento meu limite de crédito ou meu prazo de pagamento?').click();
    await expect(panel.getByText(/3 referências de fornecedores/)).toBeVisible();

    const phone = page.getByRole('link', { name: '0800 725 0011' });
    await expect(phone).toHaveAttribute('href', 'tel:08007250011');
    await expectNoAxeViolations(page, '/duvitas with Pedidos open');
  });

  test('tabs work with the keyboard (arrows, Home, End) and answers with Enter (R100) @desktop-only', async ({ page }) => {
    await page.getByRole('tab', { name: 'App' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Pedidos' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Pedidos' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Cadastro' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel', { name: 'Cadastro' }).locator('details[open]')).toHaveCount(1);
  });

  test('the answers use the screens’ words: the order steps, the e-mail changed by phone, no hours nobody gave (R100) @desktop-only', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Pedidos' }).click();
    const pedidos = page.getByRole('tabpanel', { name: 'Pedidos' });
    await pedidos.getByText('Como acompanho o meu pedido?').click();
    await expect(pedidos.getByText(/passo a passo/)).toHaveText(
      'Em Meus Pedidos você vê cada pedido com a sua situação, passo a passo: Confirmado, Análise de crédito, Faturado, Em separação, Em trânsito e Entregue. Ali também estão a nota fiscal e o boleto para baixar.',
    );

    // Configurações shows the e-mail read-only (product-rules R96): the FAQ sends the client to the phone.
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    const cadastro = page.getByRole('tabpanel', { name: 'Cadastro' });
    await cadastro.getByText('Como altero meus dados cadastrais?').click();
    await expect(cadastro.getByText(/Em Configurações/)).toHaveText(
      'Em Configurações você troca a foto e escolhe as preferências de notificação. E-mail, razão social, CPF/CNPJ e endereço só podem ser alterados pela Central de Atendimento: o número está nesta página, em Ainda precisa de ajuda?.',
    );

    const contact = page.getByRole('complementary', { name: 'Ainda precisa de ajuda?' });
    await expect(contact.getByText(/^Fale com/)).toHaveText('Fale com a nossa Central de Atendimento. A ligação é gratuita.');
    await expect(contact.getByRole('link', { name: '0800 725 0011' })).toBeVisible();
  });

  test('a broken /config.json leaves the answers and says the number could not be loaded (R17) @desktop-only', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 200, body: '{"usersApi":' }));
    await page.reload();
    await expect(
      page.getByText('Não foi possível carregar o telefone da Central de Atendimento. Recarregue a página para tentar de novo.'),
    ).toBeVisible();
    await expect(page.getByText('O que posso fazer no Portal do Cliente?')).toBeVisible();
  });

  test('every markdown file shows its question under its own tab (R100) @desktop-only', async ({ page }) => {
    expect(questions.length).toBeGreaterThanOrEqual(12);
    for (const tab of ['App', 'Pedidos', 'Entregas', 'Cadastro']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      const expected = questions.filter((q) => q.tab === tab).map((q) => q.question);
      expect(expected.length, `questions in ${tab}`).toBeGreaterThan(0);
      await expect(panel.locator('summary')).toHaveCount(expected.length);
      for (const question of expected) await expect(panel.locator('summary', { hasText: question })).toHaveCount(1);
    }
  });

  test('search finds questions of every tab by words of the question or the answer, without accents (R100) @desktop-only', async ({
    page,
  }) => {
    const search = page.getByRole('searchbox', { name: 'Buscar nas dúvidas' });
    await search.fill('vasilhame');
    await expect(page.getByRole('status').filter({ hasText: /encontrada/ })).toHaveText(/^\d+ perguntas? encontradas?\.$/);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText('Preciso devolver os vasilhames?')).toBeVisible();
    await expect(page.getByText('O que posso fazer no Portal do Cliente?')).toBeHidden();
    await search.fill('credito referencias');
    await expect(page.getByText('Como aumento meu limite de crédito ou meu prazo de pagamento?')).toBeVisible();
    await expectNoAxeViolations(page, '/duvitas while searching');
    await search.fill('zzzz');
    await expect(page.getByText('Nenhuma pergunta encontrada.')).toBeVisible();
    await search.fill('');
    await expect(page.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('O que posso fazer no Portal do Cliente?')).toBeVisible();
    await expect(page.getByText('Preciso devolver os vasilhames?')).toBeHidden();
  });
});

test.describe('Dúvidas Frequentes without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every question shows under its tab heading and its answer opens @desktop-only', async ({ page }) => {
    await page.goto('/duvitas');
    await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas Frequentes' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    for (const tab of ['App', 'Pedidos', 'Entregas', 'Cadastro'])
      await expect(page.getByRole('heading', { level: 2, name: tab, exact: true })).toBeVisible();
    for (const { question } of questions) await expect(page.locator('summary', { hasText: question })).toBeVisible();
    await page.getByText('Até que horas posso fazer um pedido?').click();
    await expect(page.getByText(/até as 15h30/)).toBeVisible();
  });
});
