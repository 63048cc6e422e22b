// Benchmark, not a timed test (issue 7): with the product list loaded and the CPU slowed 4×, 20
// quantity changes typed into a card; reports the longest main-thread task seen meanwhile.
import { test, expect, signIn } from './fixtures.ts';

test('typing quantities under 4× CPU throttling: longest task @desktop-only', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request);
  await page.goto('/produtos');
  await page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Cervejas' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml', exact: true }) });
  await expect(card.getByRole('textbox')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const box = card.getByRole('textbox');
  for (let i = 1; i <= 20; i += 1) {
    await box.fill(String(i * 3));
    await expect(box).toHaveValue(String(i * 3));
  }
  await page.waitForTimeout(600);
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const longest = tasks.length ? Math.max(...tasks) : 0;
  info.annotations.push({ type: 'longest task (ms)', description: String(Math.round(longest)) }, { type: 'long tasks', description: String(tasks.length) });
  console.log(`BENCHMARK longest task ${Math.round(longest)} ms over ${tasks.length} long tasks (>50 ms) during 20 quantity changes at 4x CPU throttling`);
  await expect(page.getByRole('region', { name: 'Carrinho' })).toContainText('1 item');
});
