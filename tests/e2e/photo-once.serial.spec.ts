// A photo proof spends one attempt per photo (docs/product-rules.md R210), against the demo API: an
// upload whose answer is lost after the service stored the photo is found on the indicator and shown as
// sent, and one cut before the service stored it offers 'Enviar' again. Each test counts the demo API's
// attempts of its indicator before and after, so it runs in the 'faults' project. Client 200001 (the
// noStore login), whose photo indicators no other test uses, with faults scoped to it.
// Faults that cut the connection are left without `times` and cleared afterwards: Chromium silently
// resends a POST once when a reused keep-alive connection closes without an answer (demo-api/README.md).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, logins, apiUrl } from './fixtures.ts';

const CLIENT = logins.noStore.clientCode;
const CAMPAIGN = 101;
const PHOTO_PATH = '/campaigns/flexibles/photographies';

interface PhotoIndicator {
  id: number;
  name: string;
  flexible_indicator_id: number;
  evaluation: { status?: number | null; attempt?: number };
}

/** The photo indicator called `name` in the campaign's current period, as the service has it now. */
async function photoIndicator(request: APIRequestContext, token: string, name: string): Promise<PhotoIndicator> {
  const response = await request.get(`${apiUrl}/campaigns-service/campaigns/trackings/evaluation`, {
    headers: { Authorization: `Bearer ${token}`, flexibleClientCode: CLIENT, flexibleCampaignId: String(CAMPAIGN) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const period = (await response.json()) as { evaluation: { indicators: PhotoIndicator[] } };
  const indicator = period.evaluation.indicators.find((entry) => entry.flexible_indicator_id === 5 && entry.name === name);
  if (!indicator) throw new Error(`no photo indicator '${name}'`);
  return indicator;
}

/** A photo awaiting evaluation is rejected, so that the indicator takes a photo again (a rerun on the same demo API). */
async function sendable(request: APIRequestContext, indicator: PhotoIndicator) {
  if (indicator.evaluation.status !== 2) return;
  const response = await request.post(`${apiUrl}/__demo/photo-evaluation`, {
    data: { clientCode: CLIENT, indicatorId: indicator.id, status: 3, reason: 'Foto tremida.' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The photos the demo API counted for the indicator (its attempts). */
async function attempts(request: APIRequestContext, indicatorId: number): Promise<number> {
  const state = (await (await request.get(`${apiUrl}/__demo/state`)).json()) as { photoAttempts: Record<string, Record<string, number>> };
  return state.photoAttempts[CLIENT]?.[String(indicatorId)] ?? 0;
}

/** Adds a fault on this client's photo uploads; returns its id. */
async function faultUploads(request: APIRequestContext, mode: 'drop-after' | 'down'): Promise<number> {
  const response = await request.post(`${apiUrl}/__demo/faults`, {
    data: { clientCode: CLIENT, mode, service: 'campaignsApi', path: PHOTO_PATH, method: 'POST' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { faults: Array<{ id: number }> }).faults[0]!.id;
}

/** How many requests the fault `id` has met so far. */
async function faultHits(request: APIRequestContext, id: number): Promise<number> {
  const faults = (await (await request.get(`${apiUrl}/__demo/faults`)).json()) as Array<{ id: number; hits: number }>;
  return faults.find((fault) => fault.id === id)?.hits ?? 0;
}

const clearFaults = (request: APIRequestContext) => request.delete(`${apiUrl}/__demo/faults`);

/** Every photo upload the page sends. */
function uploadsOf(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(PHOTO_PATH)) uploads.push(request.url());
  });
  return uploads;
}

/** Opens the indicator's camera on the progress page and takes a photo; returns its card and the camera. */
async function takePhoto(page: Page, name: string) {
  await page.goto(`/campanhas/${CAMPAIGN}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: `Enviar foto: ${name}` }).click();
  // The indicator names the photo once (R46).
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
  await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Tirar foto' }).click();
  await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
  return { card, dialog };
}

test.beforeEach(async ({ request }) => clearFaults(request));
test.afterEach(async ({ request }) => clearFaults(request));

test('the answer lost after the photo was stored: the screen says it arrived, one attempt (R210)', async ({ page, request }) => {
  const name = 'Foto da gôndola de refrigerantes';
  const session = await signIn(page, request, logins.noStore);
  const indicator = await photoIndicator(request, session.token.access_token, name);
  await sendable(request, indicator);
  const before = await attempts(request, indicator.id);
  const { card, dialog } = await takePhoto(page, name);
  const uploads = uploadsOf(page);
  const fault = await faultUploads(request, 'drop-after');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('A resposta do envio se perdeu, mas a foto chegou e já aparece no indicador.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Aguardando avaliação')).toBeVisible();
  await expect(card.getByRole('button', { name: `Enviar foto: ${name}` })).toHaveCount(0);
  // One upload reached the service (the browser resent nothing) and it spent one attempt.
  expect(await faultHits(request, fault)).toBe(1);
  expect(await attempts(request, indicator.id)).toBe(before + 1);
  expect(uploads).toHaveLength(1);
});

test("the connection cut before the photo was stored: not there, the photo stays and 'Enviar' sends it once (R210)", async ({
  page,
  request,
}) => {
  const name = 'Foto do material de PDV';
  const session = await signIn(page, request, logins.noStore);
  const indicator = await photoIndicator(request, session.token.access_token, name);
  // Seeded awaiting evaluation: rejected here, so it takes a photo again.
  await sendable(request, indicator);
  const before = await attempts(request, indicator.id);
  const { card, dialog } = await takePhoto(page, name);
  const uploads = uploadsOf(page);
  await faultUploads(request, 'down');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Não recebemos a confirmação do envio e a foto não aparece no indicador. Você pode enviar novamente.'),
  ).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
  await expect(card.getByText(/^Reprovada \(tentativa \d\/3\)$/)).toBeVisible();
  expect(await attempts(request, indicator.id)).toBe(before);
  await clearFaults(request);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Foto enviada com sucesso! Aguarde a avaliação.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Aguardando avaliação')).toBeVisible();
  expect(await attempts(request, indicator.id)).toBe(before + 1);
  expect(uploads).toHaveLength(2);
});
