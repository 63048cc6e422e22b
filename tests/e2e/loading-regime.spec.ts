// The portal's one loading regime (docs/performance.md, "Loading order"): every island is mounted with
// `client:painted` (src/scripts/painted-directive.ts), its modules asked for while the head is read (the
// module preloads), and it hydrates once the page's first view is painted, or at the directive's cap.
// Nothing of it reads the screen: desktop only.
import { expect, fillCart, logins, signIn, test } from './fixtures.ts';
import { sweep } from './route-sweep.ts';

/** React's words for a hydration that did not find the build's HTML. */
const hydrationError = /hydrat|did not match|server rendered/i;

test('every island of every route hydrates, its modules asked for while the head is read, with no hydration error @desktop-only', async ({
  page,
  request,
}) => {
  test.slow(); // every route of the table, one after the other
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationError.test(message.text())) errors.push(message.text());
  });
  // The signed-out pages first: signing in is for the rest.
  const ordered = [...sweep].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
  let signedIn = false;
  for (const { path, signedIn: needsSession } of ordered) {
    if (needsSession && !signedIn) {
      await signIn(page, request, logins.store);
      await fillCart(page); // an empty cart sends the client on to the catalogue
      signedIn = true;
    }
    await page.goto(path);
    // Not sent elsewhere (the sign-up link drops its CPF from the address, R283: a shorter path of its own).
    await expect(page).toHaveURL((url) => url.pathname.length > 1 && path.startsWith(url.pathname.replace(/\/$/, '')));
    const islands = page.locator('astro-island');
    const count = await islands.count();
    if (!count) continue; // the pages without islands (the FAQ, the error pages…)
    await expect(page.locator('astro-island[ssr]'), `${path}: every island hydrated`).toHaveCount(0);
    expect(await islands.evaluateAll((all) => all.map((island) => island.getAttribute('client'))), path).toEqual(
      Array<string>(count).fill('painted'),
    );
    const asked = await page.evaluate(() => ({
      renderer: performance.getEntriesByType('resource').find((r) => /\/_astro\/client\.[\w-]+\.js$/.test(r.name))?.startTime ?? NaN,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    }));
    expect(asked.renderer, `${path}: React asked for before the document was parsed`).toBeLessThan(asked.parsed);
  }
  expect(errors).toEqual([]);
});

test('an island whose page never reports its first paint still hydrates, at the cap and not before @desktop-only', async ({ page }) => {
  // As if all of the page were hidden, or the browser had no paint timing: no paint entry ever comes.
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    const hydrated: number[] = [];
    Object.assign(window, { PerformanceObserver: SilentObserver, hydrated });
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof Element && record.target.localName === 'astro-island' && record.attributeName === 'ssr')
          hydrated.push(performance.now());
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['ssr'] });
  });
  // First access: a signed-out page whose form is an island (the sign-in form has a script of its own).
  await page.goto('/auth/signup');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  // The directive's 2 s start when its inline script runs, after the navigation began.
  const hydrated = await page.evaluate(() => (window as unknown as { hydrated: number[] }).hydrated);
  expect(hydrated.length).toBeGreaterThan(0);
  expect(Math.min(...hydrated)).toBeGreaterThanOrEqual(2000);
  // The form works: React drops the punctuation typed (R16).
  await page.getByLabel('CPF/CNPJ').pressSequentially('123.456.789-09');
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue('12345678909');
});
