// The banner carousel of /campanhas: the first banner shows at once as a plain picture, swiper
// arrives once the page has loaded, autoplay can be paused (WCAG 2.2.2) and the buttons move it.
import { expect, signIn, test } from './fixtures.ts';

test('the first banner shows before swiper; pause, next and previous work (R119)', async ({ page, request }) => {
  await signIn(page, request);
  const swiperRequested: string[] = [];
  page.on('request', (r) => {
    if (/\/vendor-swiper\.[\w-]+\.js$/.test(r.url())) swiperRequested.push(r.url());
  });
  await page.goto('/campanhas');
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await expect(carousel.getByRole('img', { name: 'Destaque 1' })).toBeVisible();

  // Autoplay runs once swiper is there, and stops on demand.
  const pause = carousel.getByRole('button', { name: 'Pausar carrossel' });
  await expect(pause).toBeVisible({ timeout: 10_000 });
  expect(swiperRequested).toHaveLength(1);
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Reproduzir carrossel' })).toBeVisible();

  const active = carousel.locator('.swiper-slide-active img');
  const first = await active.getAttribute('alt');
  await carousel.getByRole('button', { name: 'Próximo slide' }).click();
  await expect(active).not.toHaveAttribute('alt', first ?? '');
  await carousel.getByRole('button', { name: 'Slide anterior' }).click();
  await expect(active).toHaveAttribute('alt', first ?? '');
  // From the first slide, 'previous' goes round to the last one.
  const count = await carousel.locator('.swiper-slide').count();
  await carousel.getByRole('button', { name: 'Slide anterior' }).click();
  await expect(active).toHaveAttribute('alt', `Destaque ${count}`);
});

test('with reduced motion nothing plays on its own; the buttons still move it (R119) @desktop-only', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, request);
  await page.goto('/campanhas');
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await expect(carousel.getByRole('button', { name: 'Reproduzir carrossel' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Próximo slide' }).click();
  await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('alt', 'Destaque 2');
});
