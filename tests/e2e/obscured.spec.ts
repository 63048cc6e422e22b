// Nothing fixed to the screen covers a control (WCAG 2.4.11 Focus Not Obscured, product-rules R114): the
// side menu's 'Sair', the cart bar, the scroll-to-top button and modal footers, on a phone and a
// laptop screen, with the cookie notice shown and without it.
import type { Locator } from '@playwright/test';
import { dismissOrderInProgress, expect, fillCart, logins, signIn, tabTo, test } from './fixtures.ts';

const screens = [
  { name: '360×640', width: 360, height: 640 },
  { name: '1366×768', width: 1366, height: 768 },
] as const;

/** What is drawn on top at the control's centre and near its corners, where that is not the control
 * (or something inside it). Corners are taken inside the rounded border, where the control is hit. */
function coveredPoints(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const radius = parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0;
    const r = getComputedStyle(element).borderTopLeftRadius.endsWith('%') ? (radius / 100) * box.width : radius;
    const inset = 2 + 0.3 * Math.min(r, box.width / 2, box.height / 2);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`;
    return points.flatMap(([x, y]) => {
      const top = document.elementsFromPoint(x!, y!)[0];
      if (top && (top === element || element.contains(top))) return [];
      return [`(${Math.round(x!)}, ${Math.round(y!)}) is ${top ? describe(top) : 'off the screen'}`];
    });
  });
}

async function expectUnobscured(control: Locator) {
  await expect(control).toBeVisible();
  // Measured where it comes to rest: the side menu slides in, and Tab can reach it on the way.
  await control.evaluate((element) =>
    Promise.all(
      element.ownerDocument
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity) // not a loading shimmer
        .map((animation) => animation.finished),
    ),
  );
  expect(await coveredPoints(control), 'points of the control covered by something else').toEqual([]);
}

/** Tabs forward until the control has the focus, as a keyboard user would reach it. */
// The screen sizes are set per test, so one project runs them all.
test.describe('fixed elements do not cover controls (R114) @desktop-only', () => {
  for (const screen of screens) {
    for (const notice of [true, false]) {
      const when = `${screen.name}, ${notice ? 'cookie notice shown' : 'no cookie notice'}`;

      test(`'Sair' in the side menu is reached by Tab, not covered and clicks (${when})`, async ({ page, request }) => {
        await page.setViewportSize(screen);
        await signIn(page, request, logins.store, { consent: !notice });
        await page.goto('/campanhas');
        await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible({ visible: notice });
        if (screen.width < 1200) await page.getByRole('button', { name: 'Abrir menu' }).click();
        const signOut = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' });
        await tabTo(page, signOut);
        await expectUnobscured(signOut);
        await signOut.click({ timeout: 5000 });
        await expect(page).toHaveURL(/\/auth\/signin\/?$/);
      });

      test(`the cart bar and scroll-to-top stack, over the page's end (${when})`, async ({ page, request }) => {
        await page.setViewportSize(screen);
        await signIn(page, request, logins.store, { consent: !notice });
        await fillCart(page);
        // A long page, whose end is still the footer: scroll-to-top shows once scrolled down.
        await page.evaluate(() => (document.querySelector('main')!.style.minHeight = '4000px'));
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        const toTop = page.getByRole('button', { name: 'Voltar ao topo' });
        await expect(toTop).toBeVisible();
        await expectUnobscured(page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }));
        await expectUnobscured(toTop);
        // The last controls of the page can be reached above the cart bar and the notice.
        const lastLink = page.getByRole('contentinfo').getByRole('link').last();
        await expectUnobscured(lastLink);
        // Reached by Tab from the link before it, the browser scrolls it clear of the bars.
        await page.getByRole('contentinfo').getByRole('link').nth(-2).focus();
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.keyboard.press('Tab');
        await expect(lastLink).toBeFocused();
        await expectUnobscured(lastLink);
      });

      test(`a modal's footer is not covered (${when})`, async ({ page, request }) => {
        await page.setViewportSize(screen);
        await signIn(page, request, logins.store, { consent: !notice });
        await page.goto('/produtos');
        const proceed = page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' });
        await expectUnobscured(proceed);
        await dismissOrderInProgress(page);
      });
    }
  }
});
