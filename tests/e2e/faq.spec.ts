import { test, expect, signIn } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('Dúvidas Frequentes', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/duvitas');
  });

  test('four tabs with accordion answers, the facts the spec states, and the toll-free number', async ({ page }) => {
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

  test('tabs work with the keyboard (arrows, Home, End) and answers with Enter', async ({ page }) => {
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

  test('a broken /config.json leaves the answers and says the number could not be loaded', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 200, body: '{"usersApi":' }));
    await page.reload();
    await expect(page.getByText('Não foi possível carregar o telefone da Central de Atendimento. Recarregue a página para tentar de novo.')).toBeVisible();
    await expect(page.getByText('O que posso fazer no Portal do Cliente?')).toBeVisible();
  });
});
