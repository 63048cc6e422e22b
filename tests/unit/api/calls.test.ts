// Each call function sends what the contract says, letter for letter: service, path and method of its
// operation, header and query names (and values), a body the contract's request schema accepts, the
// schema it parses with, and the retry of reads only (a POST that reads opts in; a write is sent once). The
// client core is mocked: only the arguments count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import {
  acceptancesSchema,
  accountCommercialSchema,
  accountGeneralSchema,
  clientDataSchema,
  getAccountCommercial,
  getAccountGeneral,
  getClientData,
  getNotificationSettings,
  updateNotificationSettings,
  updatePassword,
  updatePicture,
  updatePictureResponseSchema,
} from '../../../src/lib/api/account.ts';
import {
  finishRegister,
  loginResponseSchema,
  registerIdentify,
  registerIdentifyResponseSchema,
  resendToken,
  resetPassword,
  signIn,
  validateToken,
  type FinishRegisterRequest,
} from '../../../src/lib/api/auth.ts';
import { logout } from '../../../src/lib/api/logout.ts';
import { registerPush, unregisterPush } from '../../../src/lib/api/push.ts';
import {
  bannerListSchema,
  flexibleCampaignDetailsSchema,
  flexibleCampaignListSchema,
  getBanners,
  getCampaignDetails,
  getFlexibleCampaignTerms,
  updateFlexibleTermStatus,
} from '../../../src/lib/api/campaigns.ts';
import {
  currentPeriodSchema,
  flexibleCampaignDataSchema,
  flexiblePeriodSchema,
  getCampaignData,
  getCurrentPeriod,
  getPastPeriodEvaluation,
} from '../../../src/lib/api/campaign-progress.ts';
import { uploadIndicatorPhoto } from '../../../src/lib/api/campaign-photos.ts';
import { coverCampaignListSchema, coverPeriodSchema, getCoverCampaigns, getCoverPeriod } from '../../../src/lib/api/campaign-cover.ts';
import {
  bonusListSchema,
  brandListSchema,
  catalogPageSchema,
  clientLimitsSchema,
  getBonus,
  getBrands,
  getCatalogProducts,
  getClientLimits,
  getCombos,
  getFavorites,
  getLastOrder,
  getNews,
  getSegments,
  lastOrderInfoSchema,
  segmentListSchema,
} from '../../../src/lib/api/catalogue.ts';
import { request, type RequestOptions } from '../../../src/lib/api/client.ts';
import { requestBlob } from '../../../src/lib/api/files.ts';
import {
  companyListSchema,
  createGroupRequest,
  getCompanies,
  getGroupRequests,
  groupRequestListSchema,
  groupRequestSchema,
  validateGroupName,
} from '../../../src/lib/api/companies.ts';
import { switchCompany } from '../../../src/lib/api/company-switch.ts';
import { messageResponseSchema } from '../../../src/lib/api/message.ts';
import { debtListSchema, getDebts } from '../../../src/lib/api/debts.ts';
import { equipmentRequestListSchema, getEquipmentRequests } from '../../../src/lib/api/equipment.ts';
import {
  downloadBoleto,
  downloadInvoice,
  getOrders,
  getOrderStatuses,
  getUpdatedOrders,
  orderStatusListSchema,
  ordersResponseSchema,
} from '../../../src/lib/api/orders.ts';
import {
  getProsperaAccumulatedPeriods,
  getProsperaCampaign,
  getProsperaCampaignBanners,
  getProsperaCampaigns,
  getProsperaIndicatorResult,
  getProsperaIndicators,
  getProsperaPeriodResults,
  getProsperaPeriods,
  prosperaAccumulatedPeriodListSchema,
  prosperaBannerImageListSchema,
  prosperaCampaignListSchema,
  prosperaCampaignSchema,
  prosperaIndicatorListSchema,
  prosperaIndicatorResultSchema,
  prosperaPeriodListSchema,
  prosperaPeriodResultListSchema,
  updateProsperaParticipation,
} from '../../../src/lib/api/prospera.ts';
import { saleResponseSchema, sendOrder, type SaleItem } from '../../../src/lib/api/sales.ts';
import { openapi, operations } from '../../support/contract.ts';

vi.mock('../../../src/lib/api/client.ts', () => ({
  request: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('../../../src/lib/api/files.ts', () => ({
  requestBlob: vi.fn(() => Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))),
}));

const CLIENT = '1002345';
const NFKEY = '33261111987654000177550010001234511000123450';

const registration: FinishRegisterRequest = {
  clientCode: CLIENT,
  cpfCnpj: '45723174000110',
  ageCheck: true,
  answers: [],
  username: '45723174000110',
  email: 'contato@bardoze.com.br',
  confirmEmail: 'contato@bardoze.com.br',
  password: 'Gelada@2025',
  phone: '21987654321',
  confirmPassword: 'Gelada@2025',
  policyCheck: true,
  notificationCheck: false,
};

const saleLine: SaleItem = {
  sku: '000000000000012450',
  total: 12,
  price: 42.9,
  usePrice: 41.5,
  stock: 860,
  vessel: 0,
  complement: 'CX 12 UN',
  product: 'Cerveja Brahma Chopp Lata 350ml',
  DATBI: '2026-12-31',
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
};
const bonusLine: SaleItem = {
  ...saleLine,
  sku: '000000000000031200',
  total: 2,
  price: 0,
  usePrice: 0,
  descricao: 'Água Mineral AMA sem Gás 500ml',
  product: 'Água Mineral AMA sem Gás 500ml',
  bonus: true,
  bonus_proportion: 0.5,
  budget: 'TRADE_MARKETING',
};

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

type FormValue = string | { name: string; type: string };
interface Row {
  /** The contract operation the call implements. */
  operationId: string;
  /** What distinguishes this row from another of the same operation. */
  title: string;
  call: () => Promise<unknown>;
  /** The schema `request` must parse with; absent for the PDF downloads (`requestBlob`). */
  schema?: z.ZodMiniType;
  headers?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** The JSON body, exactly. */
  body?: unknown;
  /** The multipart fields, exactly (files by name and type). */
  form?: Record<string, FormValue>;
  /** true: a POST that only reads, opted in to the retry of reads; false: an order, never retried (product-rules R104). */
  retry?: boolean;
  /** Sent to outlive the page (fetch `keepalive`). */
  keepalive?: true;
}

const rows: Row[] = [
  // ── users service ──
  {
    operationId: 'registerIdentify',
    title: 'registerIdentify',
    call: () => registerIdentify({ clientCode: CLIENT, username: '45723174000110', ageCheck: true }),
    schema: registerIdentifyResponseSchema,
    body: { clientCode: CLIENT, username: '45723174000110', ageCheck: true },
    retry: true,
  },
  {
    operationId: 'registerFinish',
    title: 'finishRegister',
    call: () => finishRegister(registration),
    schema: messageResponseSchema,
    body: registration,
  },
  {
    operationId: 'validateToken',
    title: 'validateToken',
    call: () => validateToken('A8K3Z9'),
    schema: messageResponseSchema,
    body: { token: 'A8K3Z9' },
  },
  {
    operationId: 'login',
    title: 'signIn',
    call: () => signIn('45723174000110', 'Gelada@2025'),
    schema: loginResponseSchema,
    body: { username: '45723174000110', password: 'Gelada@2025' },
  },
  {
    operationId: 'logout',
    title: 'logout',
    call: () => logout('old-token'),
    schema: messageResponseSchema,
    // The session is already forgotten when the call goes out: its token is handed in.
    headers: { Authorization: 'Bearer old-token' },
    keepalive: true,
  },
  {
    operationId: 'resetPassword',
    title: 'resetPassword',
    call: () => resetPassword('contato@bardoze.com.br'),
    schema: messageResponseSchema,
    body: { email: 'contato@bardoze.com.br' },
  },
  {
    operationId: 'resendToken',
    title: 'resendToken',
    call: () => resendToken('contato@bardoze.com.br'),
    schema: messageResponseSchema,
    body: { email: 'contato@bardoze.com.br' },
  },
  // ── campaigns service — flexible ──
  {
    operationId: 'listFlexibleCampaigns',
    title: 'getFlexibleCampaignTerms',
    call: () => getFlexibleCampaignTerms(CLIENT),
    schema: flexibleCampaignListSchema,
    headers: { flexibleClient: CLIENT },
  },
  {
    operationId: 'updateFlexibleTermStatus',
    title: 'updateFlexibleTermStatus (accept)',
    call: () => updateFlexibleTermStatus(CLIENT, 9, 1),
    schema: messageResponseSchema,
    headers: { flexibleClientsCode: CLIENT, flexibleCampaignsId: 9 },
    body: { clientTermStatusesId: 1 },
  },
  {
    operationId: 'updateFlexibleTermStatus',
    title: 'updateFlexibleTermStatus (refuse)',
    call: () => updateFlexibleTermStatus(CLIENT, 9, 3),
    schema: messageResponseSchema,
    headers: { flexibleClientsCode: CLIENT, flexibleCampaignsId: 9 },
    body: { clientTermStatusesId: 3 },
  },
  {
    operationId: 'listBanners',
    title: 'getBanners',
    call: () => getBanners(CLIENT),
    schema: bannerListSchema,
    headers: { flexibleClient: CLIENT },
  },
  {
    operationId: 'getFlexibleCampaignDetails',
    title: 'getCampaignDetails',
    call: () => getCampaignDetails(CLIENT, 9),
    schema: flexibleCampaignDetailsSchema,
    headers: { flexibleclientid: CLIENT, flexiblecampaignid: 9 },
  },
  {
    operationId: 'getFlexibleCampaignData',
    title: 'getCampaignData',
    call: () => getCampaignData(CLIENT, 7),
    schema: flexibleCampaignDataSchema,
    headers: { flexibleclientid: CLIENT, flexiblecampaignid: 7 },
  },
  {
    operationId: 'getCurrentPeriodEvaluation',
    title: 'getCurrentPeriod',
    call: () => getCurrentPeriod(CLIENT, 7),
    schema: currentPeriodSchema,
    headers: { flexibleClientCode: CLIENT, flexibleCampaignId: 7 },
  },
  // The cart's estimate reads the same two calls for fewer fields (R318).
  {
    operationId: 'listFlexibleCampaigns',
    title: 'getCoverCampaigns',
    call: () => getCoverCampaigns(CLIENT),
    schema: coverCampaignListSchema,
    headers: { flexibleClient: CLIENT },
  },
  {
    operationId: 'getCurrentPeriodEvaluation',
    title: 'getCoverPeriod',
    call: () => getCoverPeriod(CLIENT, 7),
    schema: coverPeriodSchema,
    headers: { flexibleClientCode: CLIENT, flexibleCampaignId: 7 },
  },
  {
    operationId: 'getHistoryPeriodEvaluation',
    title: 'getPastPeriodEvaluation',
    call: () => getPastPeriodEvaluation(CLIENT, 7, 41),
    schema: flexiblePeriodSchema,
    headers: { flexiblePeriodId: 41, clientCode: CLIENT, flexibleCampaignId: 7 },
  },
  {
    operationId: 'uploadIndicatorPhoto',
    title: 'uploadIndicatorPhoto',
    call: () => uploadIndicatorPhoto({ campaignId: 7, periodId: 42, indicatorId: 303, clientCode: CLIENT, photo }),
    schema: messageResponseSchema,
    form: {
      flexibleCampaignId: '7',
      flexiblePeriodId: '42',
      flexibleParamIndicatorId: '303',
      flexibleClientCode: CLIENT,
      storage: { name: 'foto.jpg', type: 'image/jpeg' },
    },
  },
  // ── campaigns service — old ──
  {
    operationId: 'listOldCampaigns',
    title: 'getProsperaCampaigns',
    call: () => getProsperaCampaigns(),
    schema: prosperaCampaignListSchema,
  },
  {
    operationId: 'getOldCampaign',
    title: 'getProsperaCampaign',
    call: () => getProsperaCampaign(31, 'PDV'),
    schema: prosperaCampaignSchema,
    body: { id: 31, type: 'PDV' },
    retry: true,
  },
  {
    operationId: 'listOldCampaignBanners',
    title: 'getProsperaCampaignBanners',
    call: () => getProsperaCampaignBanners(31, 'PDV'),
    schema: prosperaBannerImageListSchema,
    body: { campaignId: 31, type: 'PDV' },
    retry: true,
  },
  {
    operationId: 'listOldCampaignPeriods',
    title: 'getProsperaPeriods (atual)',
    call: () => getProsperaPeriods(31, 'atual'),
    schema: prosperaPeriodListSchema,
    body: { campaignId: 31, type: 'atual' },
    retry: true,
  },
  {
    operationId: 'listOldCampaignPeriods',
    title: 'getProsperaPeriods (historico)',
    call: () => getProsperaPeriods(31, 'historico'),
    schema: prosperaPeriodListSchema,
    body: { campaignId: 31, type: 'historico' },
    retry: true,
  },
  {
    operationId: 'listOldCampaignIndicators',
    title: 'getProsperaIndicators',
    call: () => getProsperaIndicators(31),
    schema: prosperaIndicatorListSchema,
    body: { campaignId: 31 },
    retry: true,
  },
  {
    operationId: 'getOldIndicatorResult',
    title: 'getProsperaIndicatorResult',
    call: () => getProsperaIndicatorResult({ campaignId: 31, indicatorId: 1, dtini: '2026-11-01', dtfim: '2026-11-30', periodId: 905 }),
    schema: prosperaIndicatorResultSchema,
    body: { campaignId: 31, indicatorId: 1, dtini: '2026-11-01', dtfim: '2026-11-30', periodId: 905 },
    retry: true,
  },
  {
    operationId: 'listOldAccumulatedPeriods',
    title: 'getProsperaAccumulatedPeriods',
    call: () => getProsperaAccumulatedPeriods(31),
    schema: prosperaAccumulatedPeriodListSchema,
    body: { campaignId: 31 },
    retry: true,
  },
  {
    operationId: 'listOldPeriodResults',
    title: 'getProsperaPeriodResults',
    call: () => getProsperaPeriodResults(31),
    schema: prosperaPeriodResultListSchema,
    body: { campaignId: 31 },
    retry: true,
  },
  {
    operationId: 'updateOldParticipation',
    title: 'updateProsperaParticipation',
    call: () =>
      updateProsperaParticipation({ clientCode: CLIENT, campaignId: 34, clientTermStatusesId: 1, type: 'FREEZER', subchannel: 'BAR' }),
    schema: messageResponseSchema,
    headers: { flexibleClientsCode: CLIENT, flexibleCampaignsId: 34 },
    body: { clientTermStatusesId: 1, type: 'FREEZER', subchannel: 'BAR' },
  },
  // ── plain client API ──
  { operationId: 'listMyCompanies', title: 'getCompanies', call: () => getCompanies(), schema: companyListSchema },
  {
    operationId: 'listMyCompanies',
    title: 'getCompanies (page 2)',
    call: () => getCompanies(2),
    schema: companyListSchema,
    query: { page: 2 },
  },
  {
    operationId: 'loginWithAnotherCompany',
    title: 'switchCompany',
    call: () => switchCompany('1002346'),
    schema: loginResponseSchema,
    body: { clientCode: '1002346' },
  },
  {
    operationId: 'listGroupRequests',
    title: 'getGroupRequests',
    call: () => getGroupRequests(CLIENT),
    schema: groupRequestListSchema,
    query: { client_code: CLIENT },
  },
  {
    operationId: 'createGroupRequest',
    title: 'createGroupRequest',
    call: () =>
      createGroupRequest({
        group_name: 'Rede Sabor Carioca',
        requested_documents: ['73045819000149', '52998224725'],
        requesting_document: '45723174000110',
        notes: 'Mesma sócia, loja nova em Botafogo.',
      }),
    schema: groupRequestSchema,
    body: {
      group_name: 'Rede Sabor Carioca',
      requested_documents: ['73045819000149', '52998224725'],
      requesting_document: '45723174000110',
      notes: 'Mesma sócia, loja nova em Botafogo.',
    },
  },
  {
    operationId: 'validateGroupName',
    title: 'validateGroupName',
    call: () => validateGroupName('Rede Sabor Carioca'),
    schema: messageResponseSchema,
    query: { name: 'Rede Sabor Carioca' },
  },
  { operationId: 'listMyOrders', title: 'getOrders', call: () => getOrders(), schema: ordersResponseSchema },
  {
    operationId: 'listMyOrdersFiltered',
    title: 'getUpdatedOrders (days only)',
    call: () => getUpdatedOrders({ days: 45 }),
    schema: ordersResponseSchema,
    query: { dias_pedido: 45 },
  },
  {
    operationId: 'listMyOrdersFiltered',
    title: 'getUpdatedOrders (all filters)',
    call: () => getUpdatedOrders({ days: 15, type: 'bonificacao', status: 'PEDIDO ENTREGUE' }),
    schema: ordersResponseSchema,
    query: { dias_pedido: 15, type: 'bonificacao', status: 'PEDIDO ENTREGUE' },
  },
  { operationId: 'listMyOrderStatuses', title: 'getOrderStatuses', call: () => getOrderStatuses(), schema: orderStatusListSchema },
  { operationId: 'downloadInvoice', title: 'downloadInvoice', call: () => downloadInvoice([NFKEY]), body: { nfkey: [NFKEY] }, retry: true },
  { operationId: 'downloadBoleto', title: 'downloadBoleto', call: () => downloadBoleto([NFKEY]), body: { nfkey: [NFKEY] }, retry: true },
  { operationId: 'getClientData', title: 'getClientData', call: () => getClientData(), schema: clientDataSchema },
  {
    operationId: 'registerPush',
    title: 'registerPush',
    call: () => registerPush('3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47'),
    schema: messageResponseSchema,
    body: { playerId: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47' },
    // Sent as a page opens, which the user may leave at once (R308).
    keepalive: true,
  },
  {
    operationId: 'unregisterPush',
    title: 'unregisterPush',
    call: () => unregisterPush('3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47'),
    schema: messageResponseSchema,
    body: { playerId: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47' },
    keepalive: true,
  },
  {
    operationId: 'unregisterPush',
    title: "unregisterPush on 'Sair', with the old token",
    call: () => unregisterPush('3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47', 'old-token'),
    schema: messageResponseSchema,
    body: { playerId: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47' },
    headers: { Authorization: 'Bearer old-token' },
    keepalive: true,
  },
  {
    operationId: 'updatePassword',
    title: 'updatePassword',
    call: () => updatePassword({ password: 'Gelada@2025', newPassword: 'Gelada@2026', confirmationNewPassword: 'Gelada@2026' }),
    schema: messageResponseSchema,
    body: { password: 'Gelada@2025', newPassword: 'Gelada@2026', confirmationNewPassword: 'Gelada@2026' },
  },
  { operationId: 'getAccountGeneral', title: 'getAccountGeneral', call: () => getAccountGeneral(), schema: accountGeneralSchema },
  {
    operationId: 'getAccountCommercial',
    title: 'getAccountCommercial',
    call: () => getAccountCommercial(),
    schema: accountCommercialSchema,
  },
  {
    operationId: 'getNotificationSettings',
    title: 'getNotificationSettings',
    call: () => getNotificationSettings(),
    schema: acceptancesSchema,
  },
  {
    operationId: 'updateNotificationSettings',
    title: 'updateNotificationSettings',
    call: () => updateNotificationSettings({ acceptMail: false, acceptMessages: true }),
    schema: messageResponseSchema,
    body: { acceptMail: false, acceptMessages: true },
  },
  {
    operationId: 'updatePicture',
    title: 'updatePicture (set)',
    call: () => updatePicture(photo),
    schema: updatePictureResponseSchema,
    form: { profile: { name: 'perfil.jpg', type: 'image/jpeg' } },
  },
  {
    operationId: 'updatePicture',
    title: 'updatePicture (a chosen file keeps its name)',
    call: () => updatePicture(new File([photo], 'minha-foto.png', { type: 'image/png' })),
    schema: updatePictureResponseSchema,
    form: { profile: { name: 'minha-foto.png', type: 'image/png' } },
  },
  {
    operationId: 'updatePicture',
    title: 'updatePicture (remove)',
    call: () => updatePicture(null),
    schema: updatePictureResponseSchema,
    form: {},
  },
  { operationId: 'listMyDebts', title: 'getDebts', call: () => getDebts(), schema: debtListSchema },
  {
    operationId: 'listEquipmentRequests',
    title: 'getEquipmentRequests',
    call: () => getEquipmentRequests(),
    schema: equipmentRequestListSchema,
  },
  // ── products API ──
  {
    operationId: 'getLastOrderInfo',
    title: 'getLastOrder',
    call: () => getLastOrder(CLIENT),
    schema: lastOrderInfoSchema,
    headers: { 'client-code': CLIENT },
  },
  {
    operationId: 'listCatalogProducts',
    title: 'getCatalogProducts (category with accents, brand)',
    call: () => getCatalogProducts({ clientCode: CLIENT, category: 'Águas', brand: 'AMA', page: 2 }),
    schema: catalogPageSchema,
    headers: { 'client-code': CLIENT, category: 'Aguas', brand: 'AMA', 'per-page': 24, 'current-page': 2 },
  },
  {
    operationId: 'listCatalogProducts',
    title: 'getCatalogProducts (no brand)',
    call: () => getCatalogProducts({ clientCode: CLIENT, category: 'Cervejas', page: 1 }),
    schema: catalogPageSchema,
    headers: { 'client-code': CLIENT, category: 'Cervejas', 'per-page': 24, 'current-page': 1 },
  },
  {
    operationId: 'listCatalogProducts',
    title: 'getCombos',
    call: () => getCombos({ clientCode: CLIENT, page: 3 }),
    schema: catalogPageSchema,
    headers: { 'client-code': CLIENT, category: 'combo', 'per-page': 24, 'current-page': 3 },
  },
  {
    operationId: 'listCatalogNews',
    title: 'getNews',
    call: () => getNews({ clientCode: CLIENT, page: 1 }),
    schema: catalogPageSchema,
    headers: { 'client-code': CLIENT, 'per-page': 24, 'current-page': 1 },
  },
  {
    operationId: 'listCatalogFavorites',
    title: 'getFavorites',
    call: () => getFavorites({ clientCode: CLIENT, page: 2 }),
    schema: catalogPageSchema,
    headers: { 'client-code': CLIENT, days: 30, 'per-page': 24, 'current-page': 2 },
  },
  {
    operationId: 'listCatalogBonus',
    title: 'getBonus',
    call: () => getBonus(CLIENT, 1250.4),
    schema: bonusListSchema,
    headers: { 'client-code': CLIENT, total: 1250.4 },
  },
  {
    operationId: 'listSegments',
    title: 'getSegments',
    call: () => getSegments(CLIENT),
    schema: segmentListSchema,
    headers: { 'client-code': CLIENT },
  },
  {
    operationId: 'listBrands',
    title: 'getBrands (category with accents)',
    call: () => getBrands(CLIENT, 'Energéticos'),
    schema: brandListSchema,
    headers: { 'client-code': CLIENT, category: 'Energeticos' },
  },
  {
    operationId: 'getClientLimits',
    title: 'getClientLimits',
    call: () => getClientLimits(CLIENT),
    schema: clientLimitsSchema,
    headers: { 'client-code': CLIENT },
  },
  {
    operationId: 'sendOrder',
    title: 'sendOrder',
    call: () => sendOrder(CLIENT, [saleLine, bonusLine], '0f8c2a7e-3b1d-4c5e-9a6f-1234567890ab'),
    schema: saleResponseSchema,
    headers: { 'client-code': CLIENT, 'Idempotency-Key': '0f8c2a7e-3b1d-4c5e-9a6f-1234567890ab' },
    body: [saleLine, bonusLine],
    retry: false,
  },
];

// ── the contract's side: parameters and request bodies of each operation ──

type Json = Record<string, unknown>;
const components = openapi.components as unknown as { parameters: Record<string, Json>; schemas: Record<string, Json> };
const resolve = (node: Json): Json => (typeof node['$ref'] === 'string' ? resolve(pointer(node['$ref'])) : node);
function pointer(ref: string): Json {
  const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
  const found = (components as unknown as Record<string, Record<string, Json>>)[kind ?? '']?.[name ?? ''];
  if (!found) throw new Error(`Unresolved ${ref}`);
  return found;
}

function operation(operationId: string) {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in the contract`);
  return op;
}

/** Names of the operation's parameters in `where`, split into required and all. */
function parameters(operationId: string, where: 'header' | 'query'): { required: string[]; all: string[] } {
  const op = operation(operationId).op as unknown as { parameters?: Json[]; security?: unknown[] };
  const list = (op.parameters ?? []).map(resolve);
  const mine = list.filter((p) => p['in'] === where);
  // An operation under the bearer scheme may carry its Authorization header itself (sign-out does).
  const bearer = where === 'header' && (op.security ?? (openapi as { security?: unknown[] }).security ?? []).length > 0;
  return {
    required: mine.filter((p) => p['required'] === true).map((p) => String(p['name'])),
    all: [...mine.map((p) => String(p['name'])), ...(bearer ? ['Authorization'] : [])],
  };
}

function requestBody(operationId: string): { mediaType: string; schema: Json } | undefined {
  const body = (operation(operationId).op as unknown as { requestBody?: { content: Record<string, { schema: Json }> } }).requestBody;
  if (!body) return undefined;
  const [mediaType, media] = Object.entries(body.content)[0]!;
  return { mediaType, schema: resolve(media.schema) };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openapi, 'openapi');
const escape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

/** Errors of a JSON body against the operation's request schema in the contract. */
function jsonBodyErrors(operationId: string, body: unknown): string[] {
  const { path, method } = operation(operationId);
  const validate = ajv.compile({ $ref: `openapi#/paths/${escape(path)}/${method}/requestBody/content/application~1json/schema` });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
}

const defined = (record: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([, value]) => value !== undefined));

function formFields(form: FormData): Record<string, FormValue> {
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : { name: value.name, type: value.type }]),
  );
}

const requestMock = vi.mocked(request);
const blobMock = vi.mocked(requestBlob);

/** The one call the function made to the client core: service, path and options. */
function sent(row: Row): { service: string; path: string; options: Omit<RequestOptions<z.ZodMiniType>, 'schema'> & { schema?: unknown } } {
  const calls = row.schema ? requestMock.mock.calls : blobMock.mock.calls;
  const other = row.schema ? blobMock.mock.calls : requestMock.mock.calls;
  expect(calls).toHaveLength(1);
  expect(other).toHaveLength(0);
  const [service, path, options] = calls[0]!;
  return { service, path, options };
}

beforeEach(() => {
  requestMock.mockClear();
  blobMock.mockClear();
});

describe.each(rows)('$title', (row) => {
  const contract = operation(row.operationId);

  it(`goes to ${contract.service} ${contract.method.toUpperCase()} ${contract.path}`, async () => {
    await row.call();
    const { service, path, options } = sent(row);
    expect(service).toBe(contract.service);
    expect(path).toBe(contract.path);
    expect(options.method ?? 'GET').toBe(contract.method.toUpperCase());
  });

  it('parses with its schema', async () => {
    await row.call();
    const { options } = sent(row);
    if (row.schema) expect(options.schema).toBe(row.schema);
    else expect(options).not.toHaveProperty('schema');
  });

  it('sends the headers and query the contract names, with their values (R111)', async () => {
    await row.call();
    const { options } = sent(row);
    const headers = defined(options.headers);
    const query = defined(options.query);
    expect(headers).toEqual(row.headers ?? {});
    expect(query).toEqual(row.query ?? {});
    for (const [where, names] of [
      ['header', Object.keys(headers)],
      ['query', Object.keys(query)],
    ] as const) {
      const { required, all } = parameters(row.operationId, where);
      expect(
        names.filter((n) => !all.includes(n)),
        `${where} names outside the contract`,
      ).toEqual([]);
      expect(
        required.filter((n) => !names.includes(n)),
        `required ${where} names missing`,
      ).toEqual([]);
    }
  });

  it('sends a body the contract accepts (R111)', async () => {
    await row.call();
    const { options } = sent(row);
    const contractBody = requestBody(row.operationId);
    if (!contractBody) {
      expect(options.body).toBeUndefined();
    } else if (contractBody.mediaType === 'multipart/form-data') {
      expect(options.body).toBeInstanceOf(FormData);
      const fields = formFields(options.body as FormData);
      expect(fields).toEqual(row.form);
      const properties = Object.keys(contractBody.schema['properties'] ?? {});
      const required = (contractBody.schema['required'] ?? []) as string[];
      expect(
        Object.keys(fields).filter((n) => !properties.includes(n)),
        'form fields outside the contract',
      ).toEqual([]);
      expect(
        required.filter((n) => !(n in fields)),
        'required form fields missing',
      ).toEqual([]);
    } else {
      expect(options.body).toEqual(row.body);
      expect(jsonBodyErrors(row.operationId, options.body)).toEqual([]);
    }
  });

  const retryTitle =
    row.retry === true
      ? 'a read sent as a POST: opts in to the retry'
      : row.retry === false
        ? 'an order: never retried, whatever the default'
        : 'keeps the default retry (a GET once more, a write never)';
  it(retryTitle, async () => {
    await row.call();
    const { options } = sent(row);
    expect(options.retry).toBe(row.retry);
  });

  it(row.keepalive ? 'outlives the page (keepalive) (R132)' : 'ends with the page', async () => {
    await row.call();
    expect(sent(row).options.keepalive).toBe(row.keepalive);
  });
});

describe('coverage', () => {
  it("every operation but refreshToken (the client core's) has a call", () => {
    const covered = new Set(rows.map((r) => r.operationId));
    const missing = operations.map((o) => o.operationId).filter((id) => id !== 'refreshToken' && !covered.has(id));
    expect(missing).toEqual([]);
  });

  it('the POSTs that only read are the only calls that opt in to the retry; every other write is sent once (R104)', () => {
    const optedIn = [...new Set(rows.filter((r) => r.retry).map((r) => r.operationId))].sort();
    expect(optedIn).toEqual([
      'downloadBoleto',
      'downloadInvoice',
      'getOldCampaign',
      'getOldIndicatorResult',
      'listOldAccumulatedPeriods',
      'listOldCampaignBanners',
      'listOldCampaignIndicators',
      'listOldCampaignPeriods',
      'listOldPeriodResults',
      'registerIdentify',
    ]);
    for (const id of optedIn) expect(operation(id).method, id).toBe('post');
  });
});

describe('push registration', () => {
  it('PUT and DELETE /client/push are sent by the device module alone, which no first load imports (R308)', () => {
    const src = fileURLToPath(new URL('../../../src/', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx|astro)$/.test(file));
    const naming = (pattern: RegExp) =>
      files.filter((file) => pattern.test(readFileSync(join(src, file), 'utf8'))).map((file) => file.split(sep).join('/'));
    expect(naming(/\b(un)?registerPush\b/)).toEqual(['lib/api/push.ts', 'lib/stores/push-device.ts']);
    expect(naming(/\/api\/push\.ts'/)).toEqual(['lib/stores/push-device.ts']);
    // Loaded on demand only: by the switch's store, by 'Sair' and by the worker's registration.
    expect(naming(/from '[./a-z]*push-device\.ts'/)).toEqual(['lib/stores/push-switch.ts']);
    expect(naming(/import\('[./a-z]*push-device\.ts'\)/).sort()).toEqual(['lib/stores/sign-out-calls.ts', 'scripts/pwa.ts']);
  });
});
