// Every operation of the contract, called on a fresh demo with valid input: the answers must match
// contract/openapi.yaml. Then the documented errors the demo produces (401, 400/422, 404, 403/409,
// 413), also checked against the contract. A new operation without a case here fails the sweep.
import { describe, expect, it } from 'vitest';
import { operations, validateResponse, type Method } from '../support/contract.ts';
import { catalogueHeaders, FIXED_NOW, form, PNG, setup } from './helpers.ts';

type Demo = ReturnType<typeof setup>;
type Case = (t: Demo, token: string) => Promise<Response | Response[]>;
/** A case that makes exactly one call. */
type Single = (t: Demo, token: string) => Promise<Response>;

const C = '100001';
const flexHeaders = (campaign: number) => ({ flexibleclientid: C, flexiblecampaignid: String(campaign) });

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

interface PeriodLike {
  flexible_period_id: number;
  evaluation?: { indicators: Array<{ id: number; flexible_indicator_id: number; evaluation: { status?: number | null } }> } | null;
}

async function currentPeriod(t: Demo, token: string, campaign = 101): Promise<PeriodLike> {
  return json<PeriodLike>(
    t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
      token,
      headers: { flexibleClientCode: C, flexibleCampaignId: String(campaign) },
    }),
  );
}

async function invoiceKeys(t: Demo, token: string): Promise<{ any: string; boleto: string }> {
  const body = await json<{ pedidos: Array<{ Status: { AUART: string }; Notas?: { Nota: unknown } | null }> }>(
    t.api('clientApi', 'GET', '/client/my-orders', { token }),
  );
  const notes = body.pedidos.flatMap((o) => {
    const n = o.Notas?.Nota;
    const list = (n === undefined ? [] : Array.isArray(n) ? n : [n]) as Array<{ CHAVE_NF: string; CANCEL: string }>;
    return list.map((x) => ({ ...x, type: o.Status.AUART }));
  });
  return { any: notes[0]!.CHAVE_NF, boleto: notes.find((n) => n.type === 'ZS43' && n.CANCEL !== 'X')!.CHAVE_NF };
}

const registration = (over: Record<string, unknown> = {}) => ({
  clientCode: '400001',
  cpfCnpj: '52998224725',
  ageCheck: true,
  answers: [],
  username: '52998224725',
  email: 'lucia@merceariadonalucia.com.br',
  confirmEmail: 'lucia@merceariadonalucia.com.br',
  password: 'Lucia@2025',
  phone: '21988887777',
  confirmPassword: 'Lucia@2025',
  policyCheck: true,
  notificationCheck: true,
  ...over,
});

const saleItem = (over: Record<string, unknown> = {}) => ({
  sku: '000000000000012443',
  total: 12,
  price: 42.9,
  usePrice: 41.5,
  stock: 860,
  vessel: 0,
  complement: 'CX 12 UN',
  product: 'Cerveja Brahma Chopp Lata 350ml',
  DATBI: '9999-12-31',
  KVGR1: 'B01',
  descricao: 'Cerveja Brahma Chopp Lata 350ml',
  bonus: false,
  bonus_proportion: null,
  budget: null,
  products: null,
  faixaVolume2: 10,
  kdkg2: 41.5,
  faixaVolume3: 30,
  kdkg3: 40.9,
  faixaVolume4: 0,
  kdkg4: 0,
  faixaVolume5: 0,
  kdkg5: 0,
  ...over,
});

/** A valid call (or several) per operation. */
const OK: Record<string, Case> = {
  // users service
  registerIdentify: (t) =>
    t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: '400001', username: '52998224725', ageCheck: true } }),
  registerFinish: (t) => t.api('usersApi', 'POST', '/auth/finish-register', { json: registration() }),
  validateToken: (t) => t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: 'NH7K2Q' } }),
  login: async (t) => [
    await t.api('usersApi', 'POST', '/auth/login', { json: { username: '12345678909', password: 'Demo@123' } }),
    await t.api('usersApi', 'POST', '/auth/login', { json: { username: '11222333000181', password: 'Demo@123' } }),
  ],
  logout: (t, token) => t.api('usersApi', 'POST', '/auth/logout', { token }),
  refreshToken: (t, token) => t.api('usersApi', 'POST', '/auth/refreshToken', { token }),
  resetPassword: (t) => t.api('usersApi', 'POST', '/auth/reset-password', { json: { email: 'contato@bardoze.com.br' } }),
  resendToken: (t) => t.api('usersApi', 'POST', '/auth/resend-token', { json: { email: 'contato@boteconovohorizonte.com.br' } }),

  // campaigns service, flexible
  listFlexibleCampaigns: async (t, token) => [
    await t.api('campaignsApi', 'GET', '/campaigns/flexibles/clientCampaignTerm', { token, headers: { flexibleClient: C } }),
    await t.api('campaignsApi', 'GET', '/campaigns/flexibles/clientCampaignTerm', {
      token: (await t.login('11222333000181')).token,
      headers: { flexibleClient: '200001' },
    }),
  ],
  updateFlexibleTermStatus: (t, token) =>
    t.api('campaignsApi', 'PUT', '/campaigns/flexibles/clientCampaignTerm', {
      token,
      headers: { flexibleClientsCode: C, flexibleCampaignsId: '102' },
      json: { clientTermStatusesId: 1 },
    }),
  listBanners: (t, token) => t.api('campaignsApi', 'GET', '/banners', { token, headers: { flexibleClient: C } }),
  getFlexibleCampaignDetails: async (t, token) =>
    Promise.all(
      [101, 102, 103, 104, 105, 106].map((id) =>
        t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/details', { token, headers: flexHeaders(id) }),
      ),
    ),
  getFlexibleCampaignData: async (t, token) =>
    Promise.all(
      [101, 102, 103, 104, 105, 106].map((id) =>
        t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/data', { token, headers: flexHeaders(id) }),
      ),
    ),
  getCurrentPeriodEvaluation: async (t, token) =>
    Promise.all(
      [101, 102, 104, 105, 106].map((id) =>
        t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
          token,
          headers: { flexibleClientCode: C, flexibleCampaignId: String(id) },
        }),
      ),
    ),
  getHistoryPeriodEvaluation: async (t, token) => {
    const data = await json<{ periods: PeriodLike[] }>(
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/data', { token, headers: flexHeaders(101) }),
    );
    expect(data.periods.length).toBeGreaterThan(0);
    return Promise.all(
      data.periods.map((p) =>
        t.api('campaignsApi', 'GET', '/campaigns/flexibles/periods/evaluation', {
          token,
          headers: { flexiblePeriodId: String(p.flexible_period_id), clientCode: C, flexibleCampaignId: '101' },
        }),
      ),
    );
  },
  uploadIndicatorPhoto: async (t, token) => {
    const period = await currentPeriod(t, token);
    const photo = period.evaluation!.indicators.find((i) => i.flexible_indicator_id === 5 && !i.evaluation.status)!;
    return t.api('campaignsApi', 'POST', '/campaigns/flexibles/photographies/', {
      token,
      body: form(
        {
          flexibleCampaignId: '101',
          flexiblePeriodId: String(period.flexible_period_id),
          flexibleParamIndicatorId: String(photo.id),
          flexibleClientCode: C,
        },
        { storage: { bytes: PNG, type: 'image/png', name: 'foto.png' } },
      ),
    });
  },

  // campaigns service, old
  listOldCampaigns: (t, token) => t.api('campaignsApi', 'GET', '/oldCampaign', { token }),
  getOldCampaign: async (t, token) =>
    Promise.all(
      [
        [31, 'PDV'],
        [32, 'SOVI'],
        [33, 'FREEZER'],
      ].map(([id, type]) => t.api('campaignsApi', 'POST', '/oldCampaign/buscarCampanhaID', { token, json: { id, type } })),
    ),
  listOldCampaignBanners: (t, token) =>
    t.api('campaignsApi', 'POST', '/oldCampaign/pegarBannersCampanha', { token, json: { campaignId: 31, type: 'PDV' } }),
  listOldCampaignPeriods: async (t, token) => [
    await t.api('campaignsApi', 'POST', '/oldCampaign/pegarProsperaPeriodo', { token, json: { campaignId: 31, type: 'atual' } }),
    await t.api('campaignsApi', 'POST', '/oldCampaign/pegarProsperaPeriodo', { token, json: { campaignId: 31, type: 'historico' } }),
  ],
  listOldCampaignIndicators: (t, token) =>
    t.api('campaignsApi', 'POST', '/oldCampaign/pegarIndicadoresProspera', { token, json: { campaignId: 31 } }),
  getOldIndicatorResult: async (t, token) => {
    const [period] = await json<Array<{ idprospera_periodos: number; dtini: string; dtfim: string }>>(
      t.api('campaignsApi', 'POST', '/oldCampaign/pegarProsperaPeriodo', { token, json: { campaignId: 31, type: 'atual' } }),
    );
    return Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((indicatorId) =>
        t.api('campaignsApi', 'POST', '/oldCampaign/pegarIndicadoresProsperaID', {
          token,
          json: { campaignId: 31, indicatorId, dtini: period!.dtini, dtfim: period!.dtfim, periodId: period!.idprospera_periodos },
        }),
      ),
    );
  },
  listOldAccumulatedPeriods: (t, token) =>
    t.api('campaignsApi', 'POST', '/oldCampaign/pegarPeriodosAcumulados', { token, json: { campaignId: 31 } }),
  listOldPeriodResults: (t, token) =>
    t.api('campaignsApi', 'POST', '/oldCampaign/pegarResultadoPeriodo', { token, json: { campaignId: 31 } }),
  updateOldParticipation: (t, token) =>
    t.api('campaignsApi', 'PUT', '/oldCampaign/participarCampanha', {
      token,
      headers: { flexibleClientsCode: C, flexibleCampaignsId: '32' },
      json: { clientTermStatusesId: 1, type: 'SOVI', subchannel: 'BAR' },
    }),

  // plain client API
  listMyCompanies: (t, token) => t.api('clientApi', 'GET', '/client/myCompanies?page=1', { token }),
  loginWithAnotherCompany: (t, token) =>
    t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: '100002' } }),
  listGroupRequests: (t, token) => t.api('clientApi', 'GET', `/group-requests?client_code=${C}`, { token }),
  createGroupRequest: (t, token) =>
    t.api('clientApi', 'POST', '/group-requests', {
      token,
      json: {
        group_name: 'Rede Sabor do Zé',
        requested_documents: ['11444777000161'],
        requesting_document: '45723174000110',
        notes: 'Loja nova no Grajaú.',
      },
    }),
  validateGroupName: (t, token) =>
    t.api('clientApi', 'GET', `/group-requests/validate-name?name=${encodeURIComponent('Rede Nova Esperança')}`, { token }),
  listMyOrders: (t, token) => t.api('clientApi', 'GET', '/client/my-orders', { token }),
  listMyOrdersFiltered: async (t, token) =>
    Promise.all(
      [
        'dias_pedido=45&type=todos',
        'dias_pedido=7',
        'dias_pedido=30&type=bonificacao',
        'dias_pedido=15&type=compra&status=PEDIDO%20ENTREGUE',
      ].map((q) => t.api('clientApi', 'GET', `/client/my-updated-orders?${q}`, { token })),
    ),
  listMyOrderStatuses: (t, token) => t.api('clientApi', 'GET', '/client/my-status-orders', { token }),
  downloadInvoice: async (t, token) =>
    t.api('clientApi', 'POST', '/client/my-order-nf', { token, json: { nfkey: [(await invoiceKeys(t, token)).any] } }),
  downloadBoleto: async (t, token) =>
    t.api('clientApi', 'POST', '/client/my-order-boleto', { token, json: { nfkey: [(await invoiceKeys(t, token)).boleto] } }),
  getClientData: (t, token) => t.api('clientApi', 'GET', '/client', { token }),
  registerPush: (t, token) =>
    t.api('clientApi', 'PUT', '/client/push', { token, json: { playerId: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47' } }),
  unregisterPush: (t, token) =>
    t.api('clientApi', 'DELETE', '/client/push', { token, json: { playerId: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47' } }),
  updatePassword: (t, token) =>
    t.api('clientApi', 'PUT', '/client/update-password', {
      token,
      json: { password: 'Demo@123', newPassword: 'Gelada@2025', confirmationNewPassword: 'Gelada@2025' },
    }),
  getAccountGeneral: (t, token) => t.api('clientApi', 'GET', '/client/general', { token }),
  getAccountCommercial: (t, token) => t.api('clientApi', 'GET', '/client/commercial', { token }),
  getNotificationSettings: (t, token) => t.api('clientApi', 'GET', '/client/notifications', { token }),
  updateNotificationSettings: (t, token) =>
    t.api('clientApi', 'PUT', '/client/notifications', { token, json: { acceptMail: false, acceptMessages: true } }),
  updatePicture: async (t, token) => [
    await t.api('clientApi', 'POST', '/client/update-picture', {
      token,
      body: form({}, { profile: { bytes: PNG, type: 'image/png', name: 'perfil.png' } }),
    }),
    await t.api('clientApi', 'POST', '/client/update-picture', { token, body: form({}) }),
  ],
  listMyDebts: (t, token) => t.api('clientApi', 'GET', '/client/my-debits', { token }),
  listEquipmentRequests: (t, token) => t.api('clientApi', 'GET', '/client/equipments', { token }),

  // products API
  getLastOrderInfo: (t, token) => t.api('productsApi', 'GET', '/lastOrder', { token, headers: { 'client-code': C } }),
  listCatalogProducts: async (t, token) => [
    await t.api('productsApi', 'GET', '/catalog/products', {
      token,
      headers: catalogueHeaders(C, { category: 'Cervejas', brand: 'Brahma' }),
    }),
    await t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { category: 'Aguas' }) }),
    await t.api('productsApi', 'GET', '/catalog/products', {
      token,
      headers: catalogueHeaders(C, { category: 'Cervejas', 'current-page': '3' }),
    }),
    await t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { category: 'combo' }) }),
    await t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { search: 'guarana antar' }) }),
  ],
  listCatalogNews: (t, token) => t.api('productsApi', 'GET', '/catalog/news', { token, headers: catalogueHeaders(C) }),
  listCatalogFavorites: (t, token) =>
    t.api('productsApi', 'GET', '/catalog/favorites', { token, headers: catalogueHeaders(C, { days: '30' }) }),
  listCatalogBonus: (t, token) => t.api('productsApi', 'GET', '/catalog/bonus', { token, headers: { 'client-code': C, total: '1250.40' } }),
  listSegments: (t, token) => t.api('productsApi', 'GET', '/images/segments', { token, headers: { 'client-code': C } }),
  listBrands: (t, token) =>
    t.api('productsApi', 'GET', '/images/brands', { token, headers: { 'client-code': C, category: 'Refrigerantes' } }),
  getClientLimits: (t, token) => t.api('productsApi', 'GET', '/client/limits', { token, headers: { 'client-code': C } }),
  sendOrder: (t, token) => t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': C }, json: [saleItem()] }),
};

const successStatus = (op: (typeof operations)[number]) => Number(Object.keys(op.op.responses).find((s) => s.startsWith('2')));
const isPdf = (op: (typeof operations)[number]) => {
  const ok = op.op.responses[String(successStatus(op))] as { content?: Record<string, unknown> } | undefined;
  return Boolean(ok?.content?.['application/pdf']);
};

async function expectContract(method: Method, path: string, res: Response, status: number) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  const result = validateResponse(method, path, res.status, body);
  expect(result.errors, `${method.toUpperCase()} ${path} ${res.status}: ${JSON.stringify(body).slice(0, 400)}`).toEqual([]);
  return body;
}

/**
 * The seed is built relative to the clock, so the sweep runs at a mid-month day and at the two
 * edges where a UTC date would differ from the Brazilian one (00:30 on the 1st, 23:30 on the last day).
 */
const CLOCKS = [
  ['mid-month', FIXED_NOW],
  ['first day of the year, 00:30 in São Paulo', new Date('2026-01-01T00:30:00-03:00')],
  ['last day of February, 23:30 in São Paulo', new Date('2025-02-28T23:30:00-03:00')],
] as const;

it('has a sweep case for each of the 55 operations and no stale ones (R111)', () => {
  expect(operations).toHaveLength(55);
  expect(Object.keys(OK).sort()).toEqual(operations.map((o) => o.operationId).sort());
});

describe.each(CLOCKS)('contract sweep (%s): every operation answers its contract (R111)', (_label, at) => {
  for (const op of operations) {
    it(`${op.operationId}: ${op.method.toUpperCase()} ${op.path}`, async () => {
      const t = setup({ at });
      const { token } = await t.login();
      const make = OK[op.operationId];
      expect(make, `no sweep case for ${op.operationId}`).toBeDefined();
      const answers = [await make!(t, token)].flat();
      for (const res of answers) {
        expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
        if (isPdf(op)) {
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('application/pdf');
          expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="(nf|boleto_\d{44})\.pdf"$/);
          const bytes = new Uint8Array(await res.arrayBuffer());
          expect(new TextDecoder('latin1').decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
          expect(new TextDecoder('latin1').decode(bytes.slice(-6))).toBe('%%EOF\n');
        } else {
          await expectContract(op.method, op.path, res, successStatus(op));
        }
      }
    });
  }
});

// ───────────────────────────── documented errors ─────────────────────────────

/** The minimal request of an operation (valid headers, no or a valid body) to check 401s. */
const MINIMAL_HEADERS: Record<string, Record<string, string>> = {
  listFlexibleCampaigns: { flexibleClient: C },
  updateFlexibleTermStatus: { flexibleClientsCode: C, flexibleCampaignsId: '102' },
  listBanners: { flexibleClient: C },
  getFlexibleCampaignDetails: flexHeaders(101),
  getFlexibleCampaignData: flexHeaders(101),
  getCurrentPeriodEvaluation: { flexibleClientCode: C, flexibleCampaignId: '101' },
  getHistoryPeriodEvaluation: { flexiblePeriodId: '10103', clientCode: C, flexibleCampaignId: '101' },
  updateOldParticipation: { flexibleClientsCode: C, flexibleCampaignsId: '32' },
};

describe('401 without a valid session, on every secured operation (R111)', () => {
  const secured = operations.filter((o) => !Array.isArray((o.op as { security?: unknown }).security));
  it('covers every operation but the six signed-out ones (sign-in, first access ×2, token validation, resend, reset)', () => {
    expect(secured).toHaveLength(49);
  });
  for (const op of secured) {
    it(`${op.operationId}`, async () => {
      const t = setup();
      const headers = { 'client-code': C, ...MINIMAL_HEADERS[op.operationId] };
      const path =
        op.path +
        (op.operationId === 'listGroupRequests' ? `?client_code=${C}` : op.operationId === 'listMyOrdersFiltered' ? '?dias_pedido=45' : '');
      const json = op.method === 'get' ? undefined : {};
      const none = await t.api(op.service, op.method, path, { headers, json });
      await expectContract(op.method, op.path, none, 401);
      const bogus = await t.api(op.service, op.method, path, { headers, json, token: 'nao-existe' });
      await expectContract(op.method, op.path, bogus, 401);
      if (op.operationId !== 'refreshToken') {
        const { token } = await t.login();
        t.clock.now = new Date(t.clock.now.getTime() + 3601_000);
        const expired = await t.api(op.service, op.method, path, { headers, json, token });
        await expectContract(op.method, op.path, expired, 401);
      }
    });
  }
});

/** Bad input per operation, with the status the contract lists for it (422 when listed, else 400). */
const BAD: Record<string, { status: number; run: Single }> = {
  registerIdentify: {
    status: 400,
    run: (t) => t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: 'abc', username: '11111111111', ageCheck: false } }),
  },
  registerFinish: {
    status: 422,
    run: (t) =>
      t.api('usersApi', 'POST', '/auth/finish-register', {
        json: registration({ password: 'fraca', confirmEmail: 'outro@x.com', phone: '12' }),
      }),
  },
  validateToken: { status: 422, run: (t) => t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: '123' } }) },
  login: { status: 400, run: (t) => t.api('usersApi', 'POST', '/auth/login', { json: { username: '', password: '123' } }) },
  resetPassword: { status: 400, run: (t) => t.api('usersApi', 'POST', '/auth/reset-password', { json: { email: 'sem-arroba' } }) },
  resendToken: { status: 400, run: (t) => t.api('usersApi', 'POST', '/auth/resend-token', { json: {} }) },
  listFlexibleCampaigns: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'GET', '/campaigns/flexibles/clientCampaignTerm', { token }),
  },
  updateFlexibleTermStatus: {
    status: 400,
    run: (t, token) =>
      t.api('campaignsApi', 'PUT', '/campaigns/flexibles/clientCampaignTerm', {
        token,
        headers: { flexibleClientsCode: C, flexibleCampaignsId: '102' },
        json: { clientTermStatusesId: 2 },
      }),
  },
  listBanners: { status: 400, run: (t, token) => t.api('campaignsApi', 'GET', '/banners', { token, headers: { flexibleClient: '999' } }) },
  getFlexibleCampaignDetails: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/details', { token, headers: { flexibleclientid: C } }),
  },
  getFlexibleCampaignData: {
    status: 400,
    run: (t, token) =>
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/data', {
        token,
        headers: { flexibleclientid: C, flexiblecampaignid: 'abc' },
      }),
  },
  getCurrentPeriodEvaluation: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', { token, headers: { flexibleCampaignId: '101' } }),
  },
  getHistoryPeriodEvaluation: {
    status: 400,
    run: (t, token) =>
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/periods/evaluation', {
        token,
        headers: { clientCode: C, flexibleCampaignId: '101' },
      }),
  },
  uploadIndicatorPhoto: {
    status: 422,
    run: (t, token) =>
      t.api('campaignsApi', 'POST', '/campaigns/flexibles/photographies/', {
        token,
        body: form(
          { flexibleCampaignId: '101', flexibleClientCode: C },
          { storage: { bytes: new TextEncoder().encode('não é imagem'), type: 'text/plain', name: 'a.txt' } },
        ),
      }),
  },
  getOldCampaign: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'POST', '/oldCampaign/buscarCampanhaID', { token, json: { id: '31' } }),
  },
  listOldCampaignBanners: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'POST', '/oldCampaign/pegarBannersCampanha', { token, json: {} }),
  },
  listOldCampaignPeriods: {
    status: 400,
    run: (t, token) =>
      t.api('campaignsApi', 'POST', '/oldCampaign/pegarProsperaPeriodo', { token, json: { campaignId: 31, type: 'futuro' } }),
  },
  listOldCampaignIndicators: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'POST', '/oldCampaign/pegarIndicadoresProspera', { token, json: { campaignId: 'x' } }),
  },
  getOldIndicatorResult: {
    status: 400,
    run: (t, token) =>
      t.api('campaignsApi', 'POST', '/oldCampaign/pegarIndicadoresProsperaID', {
        token,
        json: { campaignId: 31, indicatorId: 9, dtini: '01/03/2025' },
      }),
  },
  listOldAccumulatedPeriods: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'POST', '/oldCampaign/pegarPeriodosAcumulados', { token }),
  },
  listOldPeriodResults: {
    status: 400,
    run: (t, token) => t.api('campaignsApi', 'POST', '/oldCampaign/pegarResultadoPeriodo', { token, json: [] }),
  },
  updateOldParticipation: {
    status: 400,
    run: (t, token) =>
      t.api('campaignsApi', 'PUT', '/oldCampaign/participarCampanha', {
        token,
        headers: { flexibleClientsCode: C, flexibleCampaignsId: '32' },
        json: { clientTermStatusesId: 1 },
      }),
  },
  listMyCompanies: { status: 400, run: (t, token) => t.api('clientApi', 'GET', '/client/myCompanies?page=zero', { token }) },
  loginWithAnotherCompany: {
    status: 400,
    run: (t, token) => t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: 'abc' } }),
  },
  listGroupRequests: { status: 400, run: (t, token) => t.api('clientApi', 'GET', '/group-requests', { token }) },
  createGroupRequest: {
    status: 422,
    run: (t, token) =>
      t.api('clientApi', 'POST', '/group-requests', {
        token,
        json: {
          group_name: '',
          requested_documents: ['11111111111111', '52998224725', '52998224725'],
          requesting_document: 'x',
          notes: '',
        },
      }),
  },
  validateGroupName: { status: 422, run: (t, token) => t.api('clientApi', 'GET', '/group-requests/validate-name?name=', { token }) },
  listMyOrdersFiltered: {
    status: 400,
    run: (t, token) => t.api('clientApi', 'GET', '/client/my-updated-orders?dias_pedido=10&type=outros', { token }),
  },
  updatePassword: {
    status: 422,
    run: (t, token) =>
      t.api('clientApi', 'PUT', '/client/update-password', {
        token,
        json: { password: 'Errada@1', newPassword: 'fraca', confirmationNewPassword: 'outra' },
      }),
  },
  registerPush: { status: 400, run: (t, token) => t.api('clientApi', 'PUT', '/client/push', { token, json: { playerId: ' ' } }) },
  unregisterPush: { status: 400, run: (t, token) => t.api('clientApi', 'DELETE', '/client/push', { token, json: {} }) },
  updateNotificationSettings: {
    status: 400,
    run: (t, token) => t.api('clientApi', 'PUT', '/client/notifications', { token, json: { acceptMail: 'sim' } }),
  },
  updatePicture: {
    status: 422,
    run: (t, token) =>
      t.api('clientApi', 'POST', '/client/update-picture', {
        token,
        body: form({}, { profile: { bytes: new TextEncoder().encode('%PDF-1.4'), type: 'image/png', name: 'x.png' } }),
      }),
  },
  getLastOrderInfo: { status: 400, run: (t, token) => t.api('productsApi', 'GET', '/lastOrder', { token }) },
  listCatalogProducts: {
    status: 400,
    run: (t, token) => t.api('productsApi', 'GET', '/catalog/products', { token, headers: { 'client-code': C, category: 'Cervejas' } }),
  },
  listCatalogNews: {
    status: 400,
    run: (t, token) => t.api('productsApi', 'GET', '/catalog/news', { token, headers: catalogueHeaders(C, { 'current-page': '0' }) }),
  },
  listCatalogFavorites: {
    status: 400,
    run: (t, token) => t.api('productsApi', 'GET', '/catalog/favorites', { token, headers: catalogueHeaders(C) }),
  },
  listCatalogBonus: {
    status: 400,
    run: (t, token) => t.api('productsApi', 'GET', '/catalog/bonus', { token, headers: { 'client-code': C, total: 'muito' } }),
  },
  listSegments: {
    status: 400,
    run: (t, token) => t.api('productsApi', 'GET', '/images/segments', { token, headers: { 'client-code': '100002' } }),
  },
  listBrands: { status: 400, run: (t, token) => t.api('productsApi', 'GET', '/images/brands', { token, headers: { 'client-code': C } }) },
  getClientLimits: { status: 400, run: (t, token) => t.api('productsApi', 'GET', '/client/limits', { token }) },
  sendOrder: {
    status: 422,
    run: (t, token) =>
      t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': C }, json: [saleItem({ total: 0, sku: '' })] }),
  },
};

describe('bad input answers the status and shape the contract lists (R111)', () => {
  it('every operation that lists 422 has a case', () => {
    const with422 = operations.filter((o) => '422' in o.op.responses).map((o) => o.operationId);
    expect(with422.filter((id) => BAD[id]?.status !== 422)).toEqual([]);
  });
  it('every operation with a body or required input that lists 400 has a case', () => {
    const needs = operations.filter((o) => {
      const params = ((o.op as { parameters?: Array<{ required?: boolean; $ref?: string }> }).parameters ?? []).length > 0;
      return '400' in o.op.responses && !('422' in o.op.responses) && (o.op.requestBody !== undefined || params);
    });
    expect(needs.map((o) => o.operationId).filter((id) => !BAD[id])).toEqual([]);
  });
  for (const [id, bad] of Object.entries(BAD)) {
    const op = operations.find((o) => o.operationId === id)!;
    it(`${id} → ${bad.status}`, async () => {
      const t = setup();
      const { token } = await t.login();
      const body = (await expectContract(op.method, op.path, await bad.run(t, token), bad.status)) as { details: unknown };
      expect(Array.isArray(body.details) || typeof body.details === 'string').toBe(true);
    });
  }
});

/** Unknown ids and keys answer 404. */
const NOT_FOUND: Record<string, Single> = {
  registerIdentify: (t) =>
    t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: '400001', username: '12345678909', ageCheck: true } }),
  registerFinish: (t) => t.api('usersApi', 'POST', '/auth/finish-register', { json: registration({ clientCode: '999999' }) }),
  validateToken: (t) => t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: 'ZZZZZZ' } }),
  resetPassword: (t) => t.api('usersApi', 'POST', '/auth/reset-password', { json: { email: 'ninguem@exemplo.com.br' } }),
  resendToken: (t) => t.api('usersApi', 'POST', '/auth/resend-token', { json: { email: 'contato@bardoze.com.br' } }),
  updateFlexibleTermStatus: (t, token) =>
    t.api('campaignsApi', 'PUT', '/campaigns/flexibles/clientCampaignTerm', {
      token,
      headers: { flexibleClientsCode: C, flexibleCampaignsId: '999' },
      json: { clientTermStatusesId: 1 },
    }),
  getFlexibleCampaignDetails: (t, token) =>
    t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/details', { token, headers: flexHeaders(999) }),
  getFlexibleCampaignData: (t, token) =>
    t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/data', { token, headers: flexHeaders(999) }),
  getCurrentPeriodEvaluation: (t, token) =>
    t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
      token,
      headers: { flexibleClientCode: C, flexibleCampaignId: '999' },
    }),
  getHistoryPeriodEvaluation: (t, token) =>
    t.api('campaignsApi', 'GET', '/campaigns/flexibles/periods/evaluation', {
      token,
      headers: { flexiblePeriodId: '999', clientCode: C, flexibleCampaignId: '101' },
    }),
  getOldCampaign: (t, token) => t.api('campaignsApi', 'POST', '/oldCampaign/buscarCampanhaID', { token, json: { id: 31, type: 'SOVI' } }),
  updateOldParticipation: (t, token) =>
    t.api('campaignsApi', 'PUT', '/oldCampaign/participarCampanha', {
      token,
      headers: { flexibleClientsCode: C, flexibleCampaignsId: '99' },
      json: { clientTermStatusesId: 1, type: 'X', subchannel: 'BAR' },
    }),
  loginWithAnotherCompany: (t, token) =>
    t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: '200001' } }),
  downloadInvoice: (t, token) => t.api('clientApi', 'POST', '/client/my-order-nf', { token, json: { nfkey: ['3'.repeat(44)] } }),
  downloadBoleto: async (t, token) => {
    // a bonus order's invoice has no payment slip
    const body = await json<{ pedidos: Array<{ Status: { AUART: string }; Notas?: { Nota: unknown } | null }> }>(
      t.api('clientApi', 'GET', '/client/my-orders', { token }),
    );
    const bonus = body.pedidos.find((o) => o.Status.AUART === 'ZS03' && o.Notas)!;
    const note = (Array.isArray(bonus.Notas!.Nota) ? bonus.Notas!.Nota[0] : bonus.Notas!.Nota) as { CHAVE_NF: string };
    return t.api('clientApi', 'POST', '/client/my-order-boleto', { token, json: { nfkey: [note.CHAVE_NF] } });
  },
  listCatalogProducts: (t, token) =>
    t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { category: 'Laticinios' }) }),
};

describe('unknown ids answer 404 with the contract shape (R111)', () => {
  for (const [id, run] of Object.entries(NOT_FOUND)) {
    const op = operations.find((o) => o.operationId === id)!;
    it(`${id}`, async () => {
      const t = setup();
      const { token } = await t.login();
      await expectContract(op.method, op.path, await run(t, token), 404);
    });
  }
});

describe('restrictions and other documented errors (R111)', () => {
  const cases: Array<[string, number, Single]> = [
    [
      'registerIdentify',
      403,
      (t) => t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: '500001', username: '39053344705', ageCheck: true } }),
    ],
    [
      'registerIdentify',
      409,
      (t) => t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: '100001', username: '12345678909', ageCheck: true } }),
    ],
    [
      'registerFinish',
      403,
      (t) =>
        t.api('usersApi', 'POST', '/auth/finish-register', {
          json: registration({ clientCode: '500001', cpfCnpj: '39053344705', username: '39053344705' }),
        }),
    ],
    [
      'registerFinish',
      409,
      (t) =>
        t.api('usersApi', 'POST', '/auth/finish-register', {
          json: registration({ clientCode: '300001', cpfCnpj: '12ABC34501DE35', username: '12ABC34501DE35' }),
        }),
    ],
    ['login', 401, (t) => t.api('usersApi', 'POST', '/auth/login', { json: { username: '12345678909', password: 'Errada@123' } })],
    ['login', 403, (t) => t.api('usersApi', 'POST', '/auth/login', { json: { username: '12ABC34501DE35', password: 'Demo@123' } })],
    [
      'validateGroupName',
      409,
      (t, token) => t.api('clientApi', 'GET', '/group-requests/validate-name?name=rede%20boteco%20carioca', { token }),
    ],
    [
      'uploadIndicatorPhoto',
      413,
      async (t, token) =>
        t.api('campaignsApi', 'POST', '/campaigns/flexibles/photographies/', {
          token,
          body: form(
            { flexibleCampaignId: '101', flexiblePeriodId: '10104', flexibleParamIndicatorId: '101047', flexibleClientCode: C },
            { storage: { bytes: new Uint8Array(5 * 1024 * 1024 + 1), type: 'image/jpeg', name: 'grande.jpg' } },
          ),
        }),
    ],
    [
      'updatePicture',
      413,
      (t, token) =>
        t.api('clientApi', 'POST', '/client/update-picture', {
          token,
          body: form({}, { profile: { bytes: new Uint8Array(800 * 1024 + 1), type: 'image/png', name: 'p.png' } }),
        }),
    ],
    [
      'sendOrder',
      400,
      (t, token) => t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': C }, json: [saleItem({ total: 2 })] }),
    ],
    [
      'sendOrder',
      422,
      (t, token) =>
        t.api('productsApi', 'POST', '/sales/', {
          token,
          headers: { 'client-code': C },
          json: [saleItem({ sku: '000000000000012450', total: 201 })],
        }),
    ],
    [
      'sendOrder',
      409,
      async (t, token) => {
        // Two sends with one key at once: the second finds the first in progress.
        const headers = { 'client-code': C, 'Idempotency-Key': '5b0f7c2e-1d3a-4e6b-8c9d-0a1b2c3d4e5f' };
        const answers = await Promise.all(
          [1, 2].map(() => t.api('productsApi', 'POST', '/sales/', { token, headers, json: [saleItem()] })),
        );
        return answers.find((res) => res.status === 409) ?? answers[1]!;
      },
    ],
    [
      'sendOrder',
      422,
      async (t, token) => {
        // The key of a created order, with another body.
        const headers = { 'client-code': C, 'Idempotency-Key': '5b0f7c2e-1d3a-4e6b-8c9d-0a1b2c3d4e5f' };
        await t.api('productsApi', 'POST', '/sales/', { token, headers, json: [saleItem()] });
        return t.api('productsApi', 'POST', '/sales/', { token, headers, json: [saleItem({ total: 13 })] });
      },
    ],
  ];
  for (const [id, status, run] of cases) {
    const op = operations.find((o) => o.operationId === id)!;
    it(`${id} → ${status}`, async () => {
      const t = setup();
      const { token } = await t.login();
      await expectContract(op.method, op.path, await run(t, token), status);
    });
  }
});
