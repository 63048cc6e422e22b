// Every fixture follows the contract, every zod schema accepts its fixture and rejects a broken copy,
// and every JSON-answering operation of the contract has both (so a new operation cannot slip in untested).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  acceptancesSchema,
  accountCommercialSchema,
  accountGeneralSchema,
  clientDataSchema,
  updatePictureResponseSchema,
} from '../../../src/lib/api/account.ts';
import { loginResponseSchema, registerIdentifyResponseSchema } from '../../../src/lib/api/auth.ts';
import { messageResponseSchema } from '../../../src/lib/api/message.ts';
import { detailsText, HttpError } from '../../../src/lib/api/errors.ts';
import { bannerListSchema, flexibleCampaignDetailsSchema, flexibleCampaignListSchema } from '../../../src/lib/api/campaigns.ts';
import { coverCampaignListSchema, coverPeriodSchema } from '../../../src/lib/api/campaign-cover.ts';
import { currentPeriodSchema, flexibleCampaignDataSchema, flexiblePeriodSchema } from '../../../src/lib/api/campaign-progress.ts';
import {
  bonusListSchema,
  brandListSchema,
  catalogPageSchema,
  clientLimitsSchema,
  lastOrderInfoSchema,
  segmentListSchema,
} from '../../../src/lib/api/catalogue.ts';
import { companyListSchema, groupRequestListSchema, groupRequestSchema } from '../../../src/lib/api/companies.ts';
import { debtListSchema } from '../../../src/lib/api/debts.ts';
import { equipmentRequestListSchema } from '../../../src/lib/api/equipment.ts';
import { orderStatusListSchema, ordersResponseSchema, type OrdersResponseWire } from '../../../src/lib/api/orders.ts';
import {
  prosperaAccumulatedPeriodListSchema,
  prosperaBannerImageListSchema,
  prosperaCampaignListSchema,
  prosperaCampaignSchema,
  prosperaIndicatorListSchema,
  prosperaIndicatorResultSchema,
  prosperaPeriodListSchema,
  prosperaPeriodResultListSchema,
} from '../../../src/lib/api/prospera.ts';
import { saleResponseSchema, salesErrorSchema } from '../../../src/lib/api/sales.ts';
import { tokenResponseSchema } from '../../../src/lib/api/token-response.ts';
import { operations, validateResponse } from '../../support/contract.ts';

type Key = string | number;
/** Where to break a fixture: delete the value at `path`, or set it to `to` (a wrong type or enum value). */
type Break = { path: Key[]; to?: unknown };
interface Row {
  schema: z.ZodMiniType;
  break: Break;
}

/** operationId → the zod schema its call parses with, and how to break its fixture. */
const table: Record<string, Row> = {
  // users service
  registerIdentify: { schema: registerIdentifyResponseSchema, break: { path: ['message'] } },
  registerFinish: { schema: messageResponseSchema, break: { path: ['message'], to: 42 } },
  validateToken: { schema: messageResponseSchema, break: { path: ['message'] } },
  login: { schema: loginResponseSchema, break: { path: ['user', 'storeAccess'], to: 'sim' } },
  logout: { schema: messageResponseSchema, break: { path: ['message'] } },
  refreshToken: { schema: tokenResponseSchema, break: { path: ['access_token'] } },
  resetPassword: { schema: messageResponseSchema, break: { path: ['message'], to: null } },
  resendToken: { schema: messageResponseSchema, break: { path: ['details'], to: ['Token reenviado'] } },
  // campaigns service — flexible
  listFlexibleCampaigns: { schema: flexibleCampaignListSchema, break: { path: [0, 'term_status', 'id'], to: 4 } },
  updateFlexibleTermStatus: { schema: messageResponseSchema, break: { path: ['message'] } },
  listBanners: { schema: bannerListSchema, break: { path: [0, 'id'], to: '3' } },
  getFlexibleCampaignDetails: { schema: flexibleCampaignDetailsSchema, break: { path: ['currentTerm', 'kit'] } },
  getFlexibleCampaignData: { schema: flexibleCampaignDataSchema, break: { path: ['periods', 0, 'acceptedOnTime'], to: 'true' } },
  getCurrentPeriodEvaluation: {
    schema: currentPeriodSchema,
    break: { path: ['evaluation', 'indicators', 2, 'flexible_indicator_id'], to: 3 },
  },
  getHistoryPeriodEvaluation: { schema: flexiblePeriodSchema, break: { path: ['flexible_period_id'] } },
  uploadIndicatorPhoto: { schema: messageResponseSchema, break: { path: ['message'] } },
  // campaigns service — old
  listOldCampaigns: { schema: prosperaCampaignListSchema, break: { path: [0, 'participando'], to: 'S' } },
  getOldCampaign: { schema: prosperaCampaignSchema, break: { path: ['termo'] } },
  listOldCampaignBanners: { schema: prosperaBannerImageListSchema, break: { path: [0, 'imagem'], to: null } },
  listOldCampaignPeriods: { schema: prosperaPeriodListSchema, break: { path: [0, 'final_date'] } },
  listOldCampaignIndicators: { schema: prosperaIndicatorListSchema, break: { path: [0, 'name'], to: 'volumes' } },
  getOldIndicatorResult: {
    schema: prosperaIndicatorResultSchema,
    break: { path: ['prod_prc', 'status_produto', 0, 'bateu'], to: 'S' },
  },
  listOldAccumulatedPeriods: { schema: prosperaAccumulatedPeriodListSchema, break: { path: [0, 'periodo_info', 'pontuacaoMaxima'] } },
  listOldPeriodResults: { schema: prosperaPeriodResultListSchema, break: { path: [0, 'resultado'], to: '55,1' } },
  updateOldParticipation: { schema: messageResponseSchema, break: { path: ['message'] } },
  // plain client API
  listMyCompanies: { schema: companyListSchema, break: { path: [0, 'address', 'city'] } },
  loginWithAnotherCompany: { schema: loginResponseSchema, break: { path: ['user', 'group'], to: 'Rede Sabor Carioca' } },
  listGroupRequests: { schema: groupRequestListSchema, break: { path: [0, 'request_status'], to: 'approved' } },
  createGroupRequest: { schema: groupRequestSchema, break: { path: ['requested_documents'] } },
  validateGroupName: { schema: messageResponseSchema, break: { path: ['message'] } },
  listMyOrders: { schema: ordersResponseSchema, break: { path: ['pedidos', 0, 'Itens', 'Item', 0, 'KWMENG'], to: '10' } },
  listMyOrdersFiltered: { schema: ordersResponseSchema, break: { path: ['pedidos', 0, 'Status'] } },
  listMyOrderStatuses: { schema: orderStatusListSchema, break: { path: [0], to: 1 } },
  getClientData: { schema: clientDataSchema, break: { path: ['Minimoorder'], to: '300' } },
  registerPush: { schema: messageResponseSchema, break: { path: ['message'] } },
  unregisterPush: { schema: messageResponseSchema, break: { path: ['message'] } },
  updatePassword: { schema: messageResponseSchema, break: { path: ['message'] } },
  getAccountGeneral: { schema: accountGeneralSchema, break: { path: ['profile'] } },
  getAccountCommercial: { schema: accountCommercialSchema, break: { path: ['cellphone'] } },
  getNotificationSettings: { schema: acceptancesSchema, break: { path: ['acceptMail'], to: 'true' } },
  updateNotificationSettings: { schema: messageResponseSchema, break: { path: ['message'] } },
  updatePicture: { schema: updatePictureResponseSchema, break: { path: ['profile'], to: 42 } },
  listMyDebts: { schema: debtListSchema, break: { path: [0, 'docValue'], to: '1234,56' } },
  listEquipmentRequests: { schema: equipmentRequestListSchema, break: { path: [0, 'TPSOL'], to: 'INSTALACAO' } },
  // products API
  getLastOrderInfo: { schema: lastOrderInfoSchema, break: { path: ['nextDeliveryDate'] } },
  listCatalogProducts: { schema: catalogPageSchema, break: { path: ['data', 0, 'estoque'], to: '860' } },
  listCatalogNews: { schema: catalogPageSchema, break: { path: ['data', 0, 'preco'] } },
  listCatalogFavorites: { schema: catalogPageSchema, break: { path: ['currentPage'] } },
  listCatalogBonus: { schema: bonusListSchema, break: { path: [0, 'estoque'], to: 1.5 } },
  listSegments: { schema: segmentListSchema, break: { path: [0, 'url'] } },
  listBrands: { schema: brandListSchema, break: { path: [0, 'name'], to: null } },
  getClientLimits: { schema: clientLimitsSchema, break: { path: ['Limitecredito'] } },
  sendOrder: { schema: saleResponseSchema, break: { path: ['VALOR'], to: '498,60' } },
};

/** Further samples: a second success shape, and error answers with the status the contract gives them. */
const extraSamples: Array<{ file: string; operationId: string; status: number; schema?: z.ZodMiniType }> = [
  { file: 'listCatalogProducts.combo', operationId: 'listCatalogProducts', status: 200, schema: catalogPageSchema },
  { file: 'sendOrder.error', operationId: 'sendOrder', status: 422, schema: salesErrorSchema },
  { file: 'sendOrder.budget.error', operationId: 'sendOrder', status: 400, schema: salesErrorSchema },
  { file: 'login.error', operationId: 'login', status: 401 },
  { file: 'registerIdentify.error', operationId: 'registerIdentify', status: 403 },
  { file: 'registerFinish.error', operationId: 'registerFinish', status: 422 },
  { file: 'validateGroupName.error', operationId: 'validateGroupName', status: 409 },
  { file: 'getFlexibleCampaignData.error', operationId: 'getFlexibleCampaignData', status: 404 },
];

const fixtureUrl = (name: string) => new URL(`../../fixtures/${name}.json`, import.meta.url);
const load = (name: string): unknown => JSON.parse(readFileSync(fixtureUrl(name), 'utf8'));

function operation(operationId: string) {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in the contract`);
  return op;
}

/** The success status of an operation (200, or 201 for creations) and whether it answers JSON. */
function success(op: (typeof operations)[number]): { status: number; json: boolean } {
  const status = ['200', '201'].find((s) => op.op.responses[s]);
  if (!status) throw new Error(`${op.operationId} has no success response`);
  const response = op.op.responses[status]!;
  const content = 'content' in response ? (response.content ?? {}) : {};
  return { status: Number(status), json: Object.keys(content).some((t) => t.includes('json')) };
}

/** A deep copy of `value` with the value at `path` deleted or replaced. */
function broken(value: unknown, { path, to }: Break): unknown {
  const copy = structuredClone(value) as Record<Key, unknown>;
  let parent: Record<Key, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<Key, unknown>;
  const last = path.at(-1)!;
  if (!(last in parent)) throw new Error(`fixture has nothing at ${path.join('.')}`);
  if (to !== undefined) parent[last] = to;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

function contractCheck(operationId: string, status: number, body: unknown) {
  const op = operation(operationId);
  return validateResponse(op.method, op.path, status, body);
}

describe('fixtures and schemas, per operation (R112)', () => {
  describe.each(Object.entries(table))('%s', (operationId, row) => {
    const { status } = success(operation(operationId));
    // Read inside each test, so a missing fixture fails its tests (and completeness) instead of the whole file.
    const fixture = () => load(operationId);

    it('fixture follows the contract', () => {
      expect(contractCheck(operationId, status, fixture()).errors).toEqual([]);
    });

    it('zod schema accepts the fixture', () => {
      const result = row.schema.safeParse(fixture());
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it(`zod schema and contract reject it with ${row.break.path.join('.')} broken`, () => {
      const bad = broken(fixture(), row.break);
      expect(contractCheck(operationId, status, bad).ok).toBe(false);
      expect(row.schema.safeParse(bad).success).toBe(false);
    });
  });
});

describe('extra samples', () => {
  it.each(extraSamples)('$file follows the contract ($operationId, $status)', ({ file, operationId, status, schema }) => {
    const sample = load(file);
    expect(contractCheck(operationId, status, sample).errors).toEqual([]);
    if (schema) expect(schema.safeParse(sample).error?.issues ?? []).toEqual([]);
  });

  it('the stock error lists each line with its available quantity', () => {
    const parsed = salesErrorSchema.parse(load('sendOrder.error'));
    expect(parsed.error).toBe('Estoque insuficiente');
    expect(parsed.details).toEqual([
      expect.objectContaining({ sku: '000000000000013870', availableQty: 8 }),
      expect.objectContaining({ sku: '000000000000014200', availableQty: 0 }),
    ]);
  });

  it('a sales error without `error` is rejected', () => {
    const { error: _heading, ...rest } = salesErrorSchema.parse(load('sendOrder.error'));
    expect(salesErrorSchema.safeParse(rest).success).toBe(false);
  });
});

describe('completeness', () => {
  const jsonOperations = operations.filter((op) => success(op).json).map((op) => op.operationId);

  it('the contract has 55 operations, 53 of them answering JSON', () => {
    expect(operations).toHaveLength(55);
    expect(jsonOperations).toHaveLength(53);
  });

  it.each(jsonOperations)('%s has a fixture and a zod schema', (operationId) => {
    expect(existsSync(fixtureUrl(operationId)), `tests/fixtures/${operationId}.json`).toBe(true);
    expect(table[operationId], `schema table entry for ${operationId}`).toBeDefined();
  });

  it('the table names only operations of the contract', () => {
    expect(Object.keys(table).filter((id) => !jsonOperations.includes(id))).toEqual([]);
  });
});

describe('shapes the portal relies on', () => {
  it('order items and invoices come out as lists, whether the ERP sent one object or a list (R87)', () => {
    const wire = load('listMyOrders') as OrdersResponseWire;
    expect(Array.isArray(wire.pedidos[1]!.Itens.Item)).toBe(false);
    expect(Array.isArray(wire.pedidos[0]!.Notas!.Nota)).toBe(false);

    const parsed = ordersResponseSchema.parse(wire);
    const [delivered, bonus, partial] = parsed.pedidos;
    expect(delivered!.Itens.Item).toHaveLength(3);
    expect(delivered!.Notas?.Nota).toHaveLength(1);
    expect(bonus!.Itens.Item).toEqual([expect.objectContaining({ MATNR: '000000000000031200', KWMENG: 2 })]);
    expect(bonus!.Notas).toBeNull();
    expect(partial!.Notas?.Nota).toHaveLength(2);
    expect(parsed.pedidosNaoProcessados[0]!.Itens.Item).toHaveLength(1);
    expect(parsed.pedidosNaoProcessados[0]!.Notas).toBeUndefined();
  });

  it('the current period may be null (no period running)', () => {
    expect(contractCheck('getCurrentPeriodEvaluation', 200, null).ok).toBe(true);
    expect(currentPeriodSchema.parse(null)).toBeNull();
  });

  it("the cart's estimate reads the campaigns' and the period's fixtures for its fields, and refuses a broken group (R318)", () => {
    expect(coverCampaignListSchema.parse(load('listFlexibleCampaigns'))[0]).toEqual({
      campaign: { id: 7, name: 'Desafio Verão Gelado 2026', final_date: '2027-03-31' },
      term_status: { id: 1 },
    });
    const period = load('getCurrentPeriodEvaluation') as {
      evaluation: { indicators: Array<{ product_groups?: Array<Record<string, unknown>> }> };
    };
    expect(coverPeriodSchema.parse(period)?.evaluation?.indicators[1]?.product_groups?.[0]?.status).toBe(false);
    expect(coverPeriodSchema.parse(null)).toBeNull();
    const broken = structuredClone(period);
    broken.evaluation.indicators[1]!.product_groups![0]!['status'] = 'false';
    expect(coverPeriodSchema.safeParse(broken).success).toBe(false);
  });

  it('a catalogue page of combos parses as combos', () => {
    const page = catalogPageSchema.parse(load('listCatalogProducts.combo'));
    for (const item of page.data) expect('description' in item && !('descricao' in item)).toBe(true);
  });

  it('unknown extra fields are tolerated (R112)', () => {
    const fixture = load('login') as Record<string, unknown>;
    expect(loginResponseSchema.safeParse({ ...fixture, refresh_token: 'x', scope: 'portal' }).success).toBe(true);
  });

  it.each([0, -1, -3600])('a token that lives %s seconds is refused, in a refresh and in a sign-in answer (R192)', (expiresIn) => {
    const login = load('login') as Record<string, unknown>;
    expect(loginResponseSchema.safeParse(login).success).toBe(true);
    expect(loginResponseSchema.safeParse({ ...login, expires_in: expiresIn }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ ...(load('refreshToken') as object), expires_in: expiresIn }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ ...(load('refreshToken') as object), expires_in: 1 }).success).toBe(true);
  });

  it('names and descriptions come out without their bidirectional and zero-width controls (R295)', () => {
    const spoof = (text: string) => `\u202E${text}\u200B\uFEFF`;
    const page = load('listCatalogProducts') as { data: Array<Record<string, unknown>> };
    const product = { ...page.data[0]!, descricao: spoof('Cerveja Brahma'), complemento: spoof('Lata') };
    const parsedProduct = catalogPageSchema.parse({ ...page, data: [product] }).data[0] as { descricao: string; complemento: string };
    expect([parsedProduct.descricao, parsedProduct.complemento]).toEqual(['Cerveja Brahma', 'Lata']);
    const companies = load('listMyCompanies') as Array<Record<string, unknown>>;
    expect(companyListSchema.parse([{ ...companies[0]!, name: spoof('Bar do Zé') }])[0]!.name).toBe('Bar do Zé');
    const campaigns = load('listFlexibleCampaigns') as Array<{ campaign: Record<string, unknown> }>;
    const campaign = { ...campaigns[0]!, campaign: { ...campaigns[0]!.campaign, name: spoof('Desafio Verão') } };
    expect(flexibleCampaignListSchema.parse([campaign])[0]!.campaign.name).toBe('Desafio Verão');
    expect(messageResponseSchema.parse({ message: spoof('Ok'), details: spoof('Feito') })).toEqual({ message: 'Ok', details: 'Feito' });
  });

  it('an error body’s texts, read by hand, lose their controls too (R295)', () => {
    expect(detailsText('\u202EEstoque\u200B insuficiente ')).toBe('Estoque insuficiente');
    expect(detailsText(['\u2066a\u2069', '\uFEFFb'])).toBe('a b');
    expect(detailsText([{ sku: '1', message: '\u202Ec', availableQty: 0 }])).toBe('c');
    expect(detailsText('\u200B')).toBeUndefined();
    const refused = new HttpError(422, { serviceMessage: ' \u202ERecusado', errorTitle: '\u200BPedido recusado' });
    expect([refused.userMessage, refused.serviceMessage, refused.errorTitle]).toEqual(['Recusado', ' Recusado', 'Pedido recusado']);
  });

  it('image addresses the portal does not draw come out empty (R296)', () => {
    const page = load('listCatalogProducts') as { data: Array<Record<string, unknown>> };
    const images = ['http://evil.example/p.png', 'javascript:alert(1)', '//evil.example/p.png', 'https://cdn.example/p.png'];
    const parsed = catalogPageSchema.parse({ ...page, data: images.map((image) => ({ ...page.data[0]!, image })) });
    expect(parsed.data.map((item) => item.image)).toEqual(['', '', '', 'https://cdn.example/p.png']);
    expect(bannerListSchema.parse([{ id: 1, image_url: 'data:text/html,<script>' }])[0]!.image_url).toBe('');
    expect(segmentListSchema.parse([{ name: 'Águas', url: '/static/a.svg' }])[0]!.url).toBe('/static/a.svg');
  });

  it('numbers sent as strings are refused, as the contract says (R112)', () => {
    expect(clientLimitsSchema.safeParse({ Minimoorder: '300', Limitecredito: '5000' }).success).toBe(false);
  });
});
