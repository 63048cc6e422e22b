// Campaigns home, flexible campaign details and progress, and photo proofs, against the demo API.
// Tests that change the demo API's state run once (@desktop-only) on campaigns no other test uses
// that way; the phone project checks the same screens through intercepted writes.
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiUrl, expect, logins, signIn, test } from './fixtures.ts';

const shots = process.env.CAMPAIGN_SHOTS;

async function shot(page: Page, name: string, project: string, fullPage = true) {
  if (shots) await page.screenshot({ path: `${shots}/${project}-${name}.png`, fullPage });
}

/** Records every FormData the page sends through fetch (Chromium does not expose file bodies). */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const sent: Array<Record<string, string | Blob>> = [];
    (window as unknown as { __uploads: typeof sent }).__uploads = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) sent.push(Object.fromEntries(init.body.entries()));
      return original(input, init);
    };
  });
}

interface SentUpload {
  fields: Record<string, string>;
  file: { name: string; type: string; width: number; height: number } | null;
}

/** The uploads recorded so far, with the file's name, type and pixel size. */
function sentUploads(page: Page): Promise<SentUpload[]> {
  return page.evaluate(async () => {
    const sent = (window as unknown as { __uploads: Array<Record<string, string | Blob>> }).__uploads;
    return Promise.all(
      sent.map(async (entries) => {
        const fields: Record<string, string> = {};
        let file: { name: string; type: string; width: number; height: number } | null = null;
        for (const [key, value] of Object.entries(entries)) {
          if (typeof value === 'string') fields[key] = value;
          else if (key === 'storage') {
            const bitmap = await createImageBitmap(value);
            file = { name: value instanceof File ? value.name : '', type: value.type, width: bitmap.width, height: bitmap.height };
          }
        }
        return { fields, file };
      }),
    );
  });
}

function header(request: Request, name: string): string | undefined {
  return request.headers()[name.toLowerCase()];
}

test.describe('campaigns home', () => {
  test('shows the cards of both systems with their links, banners and dates (R31)', async ({ page, request }, info) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas');
    const list = page.getByRole('list', { name: 'Campanhas' });
    await expect(list.getByRole('heading', { name: 'Desafio Verão Gelado' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Prospera Bar Premiado' })).toBeVisible();
    const participating = list.getByRole('listitem').filter({ hasText: 'Desafio Verão Gelado' });
    await expect(participating).toContainText('VOCÊ ESTÁ PARTICIPANDO');
    await expect(participating).toContainText(/Vigência: \d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/);
    await expect(participating.getByRole('link', { name: 'Ver progresso: Desafio Verão Gelado' })).toHaveAttribute(
      'href',
      '/campanhas/101',
    );
    const pending = list.getByRole('listitem').filter({ hasText: 'Energia Total no Balcão' });
    await expect(pending).toContainText('VEJA COMO PARTICIPAR');
    await expect(pending).toContainText('Inscrição:');
    await expect(pending.getByRole('link', { name: /Saiba mais/ })).toHaveAttribute('href', '/campanhas/detalhes/103');
    await expect(list.getByRole('link', { name: 'Ver progresso: Prospera Bar Premiado' })).toHaveAttribute(
      'href',
      /^\/campanhas-prospera\/31\/[^/]+$/,
    );
    await expect(list.getByRole('link', { name: /Saiba mais: Prospera/ }).first()).toHaveAttribute(
      'href',
      /^\/campanhas-prospera\/detalhes\/\d+\/[^/]+$/,
    );
    await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'home', info.project.name);
    // axe: the sweep checks /campanhas as it opens (a11y.spec.ts).
  });

  test('one system failing still shows the other, with a toast and a retry (R30) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    let failures = 0;
    await page.route('**/campaigns-service/oldCampaign', async (route) => {
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Indisponível', details: 'Campanhas antigas fora do ar.' }),
      });
    });
    await page.goto('/campanhas');
    await expect(page.getByRole('heading', { name: 'Desafio Verão Gelado' })).toBeVisible();
    await expect(page.getByText('Campanhas antigas fora do ar.').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar todas as campanhas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prospera Bar Premiado' })).toHaveCount(0);
    expect(failures).toBeGreaterThan(0);
    await page.unroute('**/campaigns-service/oldCampaign');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Prospera Bar Premiado' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Desafio Verão Gelado' })).toBeVisible();
  });

  test('shows the empty text when no campaign exists (R30) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.route(/campaigns-service\/(oldCampaign|campaigns\/flexibles\/clientCampaignTerm)$/, (route) => route.fulfill({ json: [] }));
    await page.goto('/campanhas');
    await expect(page.getByText('Você não está participando de nenhuma campanha no momento!')).toBeVisible();
  });

  test('rejects a pending campaign from its card with status 3 (R33) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    const sent: Request[] = [];
    await page.route('**/campaigns/flexibles/clientCampaignTerm', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      sent.push(route.request());
      await route.fulfill({ json: { message: 'Status atualizado', details: 'Rejeição confirmada!' } });
    });
    await page.goto('/campanhas');
    await page.getByRole('button', { name: 'Recusar Campanha: Mix Ideal Refrigerantes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recusar Campanha' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'home reject modal');
    await dialog.getByRole('button', { name: 'Recusar Campanha' }).click();
    await expect(page.getByText('Rejeição confirmada!')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ clientTermStatusesId: 3 });
    expect(header(sent[0]!, 'flexibleClientsCode')).toBe('100001');
    expect(header(sent[0]!, 'flexibleCampaignsId')).toBe('102');
  });
  test('joining from a card goes through the terms: nothing is sent until the box is ticked (R33)', async ({ page, request }, info) => {
    // Several axe sweeps: slow on a busy 2-core machine.
    test.setTimeout(60_000);
    await signIn(page, request, logins.store);
    const sent: Request[] = [];
    await page.route('**/campaigns/flexibles/clientCampaignTerm', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      sent.push(route.request());
      await route.fulfill({ json: { message: 'Status atualizado', details: 'Participação confirmada!' } });
    });
    await page.goto('/campanhas');
    const join = page.getByRole('button', { name: 'Participar: Mix Ideal Refrigerantes' });
    await join.click();
    const dialog = page.getByRole('dialog', { name: 'Termo de Aceite da Campanha' });
    // The term itself, sanitised as on the details page, with the required box.
    await expect(dialog.getByRole('heading', { name: /Termo de adesão/ })).toBeVisible();
    await expect(dialog.locator('.campaign-terms script, .campaign-terms [onerror]')).toHaveCount(0);
    const box = dialog.getByRole('checkbox', { name: 'Li e aceito os termos da campanha.' });
    await expect(box).not.toBeChecked();
    // Tab never leaves the dialog for the page behind it.
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused === document.body || document.querySelector('dialog[open]')?.contains(focused) === true;
      });
      expect(inside, `focus after ${presses + 1} Tab presses`).toBe(true);
    }
    await shot(page, 'home-terms', info.project.name, false);
    await expectNoAxeViolations(page, 'terms opened from a home card');
    // 'Participar' with the box unticked says why and sends nothing.
    await dialog.getByRole('button', { name: 'Participar' }).click();
    await expect(dialog.getByText('Marque a caixa para aceitar os termos da campanha.')).toBeVisible();
    await expectNoAxeViolations(page, 'home terms, box unticked');
    // Escape closes it and gives the focus back to the card.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(join).toBeFocused();
    expect(sent).toHaveLength(0);

    await join.click();
    await box.check();
    await dialog.getByRole('button', { name: 'Participar' }).click();
    await expect(page).toHaveURL(/\/campanhas\/102$/);
    await expect(page.getByText('Participação confirmada!')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ clientTermStatusesId: 1 });
    expect(header(sent[0]!, 'flexibleClientsCode')).toBe('100001');
    expect(header(sent[0]!, 'flexibleCampaignsId')).toBe('102');
  });
});

test.describe('flexible campaign details', () => {
  test('a pending campaign: kit, period, refuse and terms; the term HTML cannot run anything (R34)', async ({ page, request }, info) => {
    await signIn(page, request, logins.store);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/campanhas/detalhes/102');
    await expect(page.getByRole('heading', { level: 1, name: 'Mix Ideal Refrigerantes' })).toBeVisible();
    await expect(page.getByText(/Período da Campanha: \d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recusar Campanha' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'details-pending', info.project.name);
    await expectNoAxeViolations(page, 'details, pending');
    await page.getByRole('button', { name: 'Termos de Aceite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termo de Aceite da Campanha' });
    await expect(dialog.getByRole('heading', { name: /Termo de adesão/ })).toBeVisible();
    const terms = dialog.locator('.campaign-terms');
    await expect(terms.locator('script')).toHaveCount(0);
    await expect(terms.locator('[onerror], [onmouseover]')).toHaveCount(0);
    await expect(terms.locator('a[href^="javascript"]')).toHaveCount(0);
    await terms.getByText('Bônus de 10%').hover();
    // The required checkbox: 'Participar' without it sends nothing.
    await dialog.getByRole('button', { name: 'Participar' }).click();
    await expect(dialog.getByText('Marque a caixa para aceitar os termos da campanha.')).toBeVisible();
    await shot(page, 'details-terms', info.project.name, false);
    await expectNoAxeViolations(page, 'terms modal');
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toBeHidden();
    expect(dialogs).toEqual([]);
  });

  test('refusing sends status 3 with the term headers and goes home (R34) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    const sent: Request[] = [];
    await page.route('**/campaigns/flexibles/clientCampaignTerm', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      sent.push(route.request());
      await route.fulfill({ json: { message: 'Status atualizado', details: 'Rejeição confirmada!' } });
    });
    await page.goto('/campanhas/detalhes/102');
    await page.getByRole('button', { name: 'Recusar Campanha' }).click();
    await expect(page).toHaveURL(/\/campanhas\/?$/);
    await expect(page.getByText('Rejeição confirmada!')).toBeVisible();
    expect(sent[0]!.postDataJSON()).toEqual({ clientTermStatusesId: 3 });
    expect(header(sent[0]!, 'flexibleClientsCode')).toBe('100001');
    expect(header(sent[0]!, 'flexibleCampaignsId')).toBe('102');
  });

  test('accepting sends status 1 and opens the progress page (R34) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.noStore);
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/campaigns/flexibles/clientCampaignTerm')) sent.push(r);
    });
    await page.goto('/campanhas/detalhes/102');
    await page.getByRole('button', { name: 'Termos de Aceite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termo de Aceite da Campanha' });
    await dialog.getByText('Li e aceito os termos da campanha.').click();
    await dialog.getByRole('button', { name: 'Participar' }).click();
    await expect(page).toHaveURL(/\/campanhas\/102$/);
    await expect(page.getByText('Participação confirmada!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mix Ideal Refrigerantes' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ clientTermStatusesId: 1 });
    expect(header(sent[0]!, 'flexibleClientsCode')).toBe('200001');
    expect(header(sent[0]!, 'flexibleCampaignsId')).toBe('102');
    await page.goto('/campanhas/detalhes/102');
    await expect(page.getByRole('button', { name: 'Consultar termos da campanha' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute('href', '/campanhas/102');
  });

  test('a participating campaign: read-only kit, the terms to read, and its results (R34)', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/detalhes/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Desafio Verão Gelado' })).toBeVisible();
    const kit = page.getByLabel('Kit de Apoio');
    await expect(kit).toHaveValue(/^Kit com 2 cartazes/);
    await expect(kit).toHaveAttribute('readonly', '');
    await expect(page.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute('href', '/campanhas/101');
    await expect(page.getByRole('button', { name: 'Recusar Campanha' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Consultar termos da campanha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termo de Aceite da Campanha' });
    await expect(dialog.getByRole('heading', { name: /Regulamento/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Participar' })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page, 'terms modal, participating');
  });

  test('a campaign whose enrolment ended shows the disabled button; an unknown one is not found (R32) @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/detalhes/104');
    await expect(page.getByRole('button', { name: 'Inscrições Finalizada' })).toBeDisabled();
    await expectNoAxeViolations(page, 'details, enrolment ended');
    await page.goto('/campanhas/detalhes/999');
    await expect(page.getByText('Campanha não encontrada...')).toBeVisible();
  });
});

test.describe('flexible campaign progress', () => {
  test('current period, indicators, history on demand and accumulated periods (R37)', async ({ page, request }, info) => {
    await signIn(page, request, logins.store);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto('/campanhas/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Desafio Verão Gelado' })).toBeVisible();
    await expect(page.getByText(/^(Este período termina em (1 dia|\d+ dias)!|menos de um dia)$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Seu progresso no período' })).toBeVisible();
    const indicators = page.getByRole('list', { name: 'Indicadores' }).first();
    await expect(indicators.getByRole('heading', { name: 'Volume de compras' })).toBeVisible();
    await expect(indicators.getByText('Aprovada', { exact: true })).toBeVisible();
    await expect(indicators.getByText('Reprovada (tentativa 3/3)')).toBeVisible();
    await expect(indicators.getByRole('button', { name: 'Enviar foto: Foto da fachada com cartaz' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Consultar detalhes da campanha' })).toHaveAttribute('href', '/campanhas/detalhes/101');
    const current = requests.find((r) => r.url().endsWith('/campaigns/trackings/evaluation'))!;
    expect(header(current, 'flexibleClientCode')).toBe('100001');
    expect(header(current, 'flexibleCampaignId')).toBe('101');

    await expect(page.getByRole('heading', { name: 'Períodos acumulados' })).toBeVisible();
    await expect(page.getByRole('img', { name: /de \d+ pontos/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'progress', info.project.name);
    // axe: the sweep checks /campanhas/101 as it opens (a11y.spec.ts).

    await page.getByText('Histórico de Períodos').click();
    const past = page.locator('.history-period').first();
    const evaluation = page.waitForRequest((r) => r.url().endsWith('/campaigns/flexibles/periods/evaluation'));
    await past.locator('summary').click();
    const sent = await evaluation;
    expect(header(sent, 'clientCode')).toBe('100001');
    expect(header(sent, 'flexibleCampaignId')).toBe('101');
    expect(header(sent, 'flexiblePeriodId')).toMatch(/^\d+$/);
    await expect(past.getByRole('heading', { name: 'Volume de compras' })).toBeVisible();
    await expect(past.getByRole('button', { name: /^Enviar foto/ })).toHaveCount(0);
  });

  test('indicator and photo details modals (R42, R258)', async ({ page, request }, info) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/101');
    const indicators = page.getByRole('list', { name: 'Indicadores' }).first();
    await indicators.getByRole('button', { name: 'Detalhes: Cobertura de portfólio' }).click();
    const details = page.getByRole('dialog', { name: 'Detalhes do Indicador' });
    await expect(
      details.getByText('Para concluir este indicador, compre pelo menos uma caixa de cada grupo de produtos abaixo.'),
    ).toBeVisible();
    await details.locator('summary', { hasText: 'Cervejas puro malte' }).click();
    await expect(
      details
        .getByRole('list', { name: 'Produtos de Cervejas puro malte' })
        .getByText(/^SKU: \d+/)
        .first(),
    ).toBeVisible();
    await shot(page, 'indicator-details', info.project.name, false);
    await expectNoAxeViolations(page, 'indicator details');
    await details.getByRole('button', { name: 'Fechar' }).last().click();

    await indicators.getByRole('button', { name: 'Detalhes: Foto da fachada com cartaz' }).click();
    const photo = page.getByRole('dialog', { name: 'Foto da fachada com cartaz' });
    await expect(photo.getByText('A foto não é deste estabelecimento.')).toBeVisible();
    await expect(photo.getByText('3/3', { exact: true })).toBeVisible();
    await photo.getByRole('button', { name: 'Ver Tutorial' }).click();
    await expect(photo.locator('video')).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Ver Foto' })).toBeVisible();
    await expectNoAxeViolations(page, 'photo details');
  });

  test("the tutorial video plays in the photo’s place, and 'Ver Foto' brings the photo back (R258)", async ({ page, request }, info) => {
    // Several axe sweeps: slow on a busy 2-core machine.
    test.setTimeout(60_000);
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/101');
    const indicators = page.getByRole('list', { name: 'Indicadores' }).first();
    await indicators.getByRole('button', { name: 'Detalhes: Foto da geladeira organizada' }).click();
    const photo = page.getByRole('dialog', { name: 'Foto da geladeira organizada' });
    const sent = photo.getByRole('img', { name: 'Foto enviada: Foto da geladeira organizada' });
    await expect(sent).toBeVisible();
    const toggle = photo.getByRole('button', { name: 'Ver Tutorial' });
    await toggle.click();
    // The demo's tutorial is a video file on the demo API (a video host of its config): it plays right here.
    const video = photo.locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/static\/tutorials\/foto-indicador\.webm$/);
    await expect(video).toHaveAttribute('controls', '');
    await expect(sent).toBeHidden();
    await expect(photo.getByRole('link', { name: 'Abrir tutorial' })).toHaveCount(0);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    await shot(page, 'photo-tutorial-video', info.project.name, false);
    await expectNoAxeViolations(page, 'photo details, tutorial video');
    await photo.getByRole('button', { name: 'Ver Foto' }).click();
    await expect(video).toHaveCount(0);
    await expect(sent).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Ver Tutorial' })).toBeFocused();
  });

  test('a tutorial on a video host plays in its embedded player; one elsewhere is a link (R258, R259) @desktop-only', async ({
    page,
    request,
  }, info) => {
    // Several axe sweeps: slow on a busy 2-core machine.
    test.setTimeout(60_000);
    await signIn(page, request, logins.store);
    const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const elsewhere = 'https://tutoriais.example.org/foto-do-pdv';
    // The service's links, as a campaign could send them.
    await page.route('**/campaigns/trackings/evaluation', async (route) => {
      const response = await route.fetch();
      const period = (await response.json()) as { evaluation: { indicators: Array<{ name: string; movieLink?: string | null }> } };
      for (const indicator of period.evaluation.indicators) {
        if (indicator.name === 'Foto da geladeira organizada') indicator.movieLink = youtube;
        if (indicator.name === 'Foto do material de PDV') indicator.movieLink = elsewhere;
      }
      await route.fulfill({ response, json: period });
    });
    // YouTube's player, as the test's own page (no network): the policy must let the frame load it.
    const player =
      '<!doctype html><html lang="pt-BR"><head><title>Player de teste</title></head><body><p>Player de teste</p></body></html>';
    const framed: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', async (route) => {
      framed.push(route.request().url());
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: player });
    });
    await page.goto('/campanhas/101');
    const indicators = page.getByRole('list', { name: 'Indicadores' }).first();

    await indicators.getByRole('button', { name: 'Detalhes: Foto da geladeira organizada' }).click();
    const photo = page.getByRole('dialog', { name: 'Foto da geladeira organizada' });
    await photo.getByRole('button', { name: 'Ver Tutorial' }).click();
    const frame = photo.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(frame).toHaveAttribute('title', 'Vídeo tutorial: Foto da geladeira organizada');
    await expect(photo.frameLocator('iframe').getByText('Player de teste')).toBeVisible();
    expect(framed).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']);
    await shot(page, 'photo-tutorial-embed', info.project.name, false);
    await expectNoAxeViolations(page, 'photo details, embedded tutorial');
    await photo.getByRole('button', { name: 'Ver Foto' }).click();
    await expect(frame).toHaveCount(0);
    await photo.getByRole('button', { name: 'Fechar' }).last().click();

    await indicators.getByRole('button', { name: 'Detalhes: Foto do material de PDV' }).click();
    const other = page.getByRole('dialog', { name: 'Foto do material de PDV' });
    const link = other.getByRole('link', { name: 'Abrir tutorial' });
    await expect(link).toHaveAttribute('href', elsewhere);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(other.getByRole('button', { name: 'Ver Tutorial' })).toHaveCount(0);
    await expect(other.locator('video, iframe')).toHaveCount(0);
    await expectNoAxeViolations(page, 'photo details, tutorial link');
  });

  test('every doughnut is drawn by chart.js @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/101');
    await expect(page.getByRole('heading', { name: 'Períodos acumulados' })).toBeVisible();
    const canvases = page.locator('canvas.doughnut');
    expect(await canvases.count()).toBeGreaterThan(1);
    // Painted: each canvas has its green arc and its grey rest, once the 400 ms animation is over.
    await expect
      .poll(() =>
        canvases.evaluateAll((all) =>
          (all as HTMLCanvasElement[]).map((canvas) => {
            const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
            let painted = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
            return painted > 100;
          }),
        ),
      )
      .not.toContain(false);
  });

  test('chart.js that cannot load (offline, never cached) leaves SVG doughnuts, not errors @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.route('**/_astro/vendor-chartjs*', (route) => route.abort('internetdisconnected'));
    await page.goto('/campanhas/101');
    await expect(page.getByRole('heading', { name: 'Períodos acumulados' })).toBeVisible();
    const doughnuts = page.getByRole('img', { name: /de \d+ pontos/ });
    await expect(doughnuts.first()).toBeVisible();
    await expect(page.locator('canvas.doughnut')).toHaveCount(0);
    expect(await doughnuts.evaluateAll((all) => all.every((e) => e.tagName === 'svg'))).toBe(true);
    // The fixture fails the test on any uncaught error (the failed import used to be one).
  });

  test('the late-acceptance message and the not-found text (R38) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/106');
    await expect(
      page.getByText('Você não está participando do período atual, mas sua participação no próximo período está garantida.'),
    ).toBeVisible();
    await page.goto('/campanhas/999');
    await expect(page.getByText('Campanha não encontrada...')).toBeVisible();
  });
});

test.describe('photo proofs', () => {
  test('a photo from the camera is sent and awaits evaluation; a rejection shows n/3 (R46, R210) @desktop-only', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await recordUploads(page);
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/101');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Foto da gôndola de refrigerantes' }) });
    await expect(card.getByText('Não enviada')).toBeVisible();
    await card.getByRole('button', { name: 'Enviar foto: Foto da gôndola de refrigerantes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto da gôndola de refrigerantes' });
    await expect(dialog.getByRole('button', { name: 'Virar câmera' })).toBeVisible();
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Virar câmera' }).click();
    await expect(dialog.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Tirar foto' }).click();
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tirar outra' }).click();
    await expect(dialog.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Tirar foto' }).click();

    // The first try gets a 500 (never retried automatically): the period loaded again does not show the
    // photo, so it stays for the second (product-rules R210).
    await request.post(`${apiUrl}/__demo/faults`, {
      data: { mode: 'status', status: 500, service: 'campaignsApi', path: '/campaigns/flexibles/photographies', times: 1 },
    });
    const uploads: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/campaigns/flexibles/photographies')) uploads.push(r);
    });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByText('Não recebemos a confirmação do envio e a foto não aparece no indicador. Você pode enviar novamente.'),
    ).toBeVisible();
    await expect(card.getByText('Não enviada')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
    expect(uploads).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Foto enviada com sucesso! Aguarde a avaliação.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Aguardando avaliação')).toBeVisible();
    expect(uploads).toHaveLength(2);
    const [, second] = await sentUploads(page);
    expect(second!.fields).toMatchObject({ flexibleCampaignId: '101', flexibleClientCode: '100001' });
    expect(second!.fields['flexiblePeriodId']).toMatch(/^\d+$/);
    expect(second!.fields['flexibleParamIndicatorId']).toMatch(/^\d+$/);
    expect(second!.file).toMatchObject({ name: 'foto.jpg', type: 'image/jpeg' });
    expect(Math.max(second!.file!.width, second!.file!.height)).toBeLessThanOrEqual(1600);
    await expect(card.getByRole('button', { name: /^Enviar foto/ })).toHaveCount(0);

    const indicatorId = Number(second!.fields['flexibleParamIndicatorId']);
    const evaluated = await request.post(`${apiUrl}/__demo/photo-evaluation`, {
      data: { clientCode: '100001', indicatorId, status: 3, reason: 'Foto tremida.' },
    });
    expect(evaluated.ok()).toBe(true);
    await page.reload();
    await expect(card.getByText('Reprovada (tentativa 1/3)')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enviar foto: Foto da gôndola de refrigerantes' })).toBeVisible();
  });

  test('where the camera is refused, a file that is no image is refused and a picked photo is downscaled and sent (R46, R278)', async ({
    page,
    request,
  }, info) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      });
    });
    await recordUploads(page);
    await signIn(page, request, logins.store);
    const uploads: Request[] = [];
    await page.route('**/campaigns/flexibles/photographies/', async (route) => {
      uploads.push(route.request());
      await route.fulfill({ json: { message: 'Foto enviada', details: 'Foto recebida!' } });
    });
    await page.goto('/campanhas/105');
    await page.getByRole('button', { name: 'Enviar foto: Foto do ponto extra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto do ponto extra' });
    const picker = dialog.getByLabel('Escolher foto');
    await expect(picker).toHaveAttribute('capture', 'environment');
    await shot(page, 'camera-fallback', info.project.name, false);
    await expectNoAxeViolations(page, 'camera fallback');
    // A document renamed like a photo is refused on the phone, from its first bytes, before any request (R278).
    await picker.setInputFiles({ name: 'geladeira.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 nota fiscal') });
    await expect(dialog.getByRole('alert')).toHaveText('O arquivo escolhido não é uma foto. Escolha uma imagem da câmera ou da galeria.');
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'camera fallback, a file refused');
    const big = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 3200;
      canvas.height = 2400;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3a7';
      context.fillRect(0, 0, 3200, 2400);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await picker.setInputFiles({ name: 'geladeira.png', mimeType: 'image/png', buffer: Buffer.from(big) });
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Foto recebida!')).toBeVisible();
    expect(uploads).toHaveLength(1);
    const [sent] = await sentUploads(page);
    expect(sent!.fields).toMatchObject({ flexibleCampaignId: '105', flexibleClientCode: '100001' });
    // Downscaled on the phone: 3200 × 2400 becomes 1600 × 1200, as a JPEG.
    expect(sent!.file).toEqual({ name: 'foto.jpg', type: 'image/jpeg', width: 1600, height: 1200 });
  });

  test('the live camera modal closes and gives focus back (R46)', async ({ page, request }, info) => {
    await signIn(page, request, logins.store);
    await page.goto('/campanhas/105');
    await page.getByRole('button', { name: 'Enviar foto: Foto do ponto extra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto do ponto extra' });
    await expect(dialog.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await shot(page, 'camera', info.project.name, false);
    await expectNoAxeViolations(page, 'camera modal');
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enviar foto: Foto do ponto extra' })).toBeFocused();
  });
});
