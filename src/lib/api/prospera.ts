// Campaigns service, old ('prospera') campaigns: list, details, banners, periods, indicators,
// results and participation. Most reads are POSTs with a JSON body, as the service defines them; each
// opts in to the retry of reads (`retry: true`, product-rules R104), which a POST does not get by default.
import * as z from 'zod/mini';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request } from './client.ts';

/** The participation flag: 'X' participating, '' not. */
const participationFlagSchema = z.enum(['X', '']);
export type ParticipationFlag = z.infer<typeof participationFlagSchema>;

/** One old campaign card of the campaigns home. */
const oldCampaignListItemSchema = z.object({
  idcampanha: z.int(),
  nome: z.string(),
  desc_curta: z.string(),
  tipo: z.string(),
  imagem: z.nullable(z.string()),
  participando: participationFlagSchema,
  dt_ini_insc: z.nullable(z.string()),
  dt_fim_insc: z.nullable(z.string()),
});
type OldCampaignListItem = z.infer<typeof oldCampaignListItemSchema>;
/** Old campaigns list. */
export const oldCampaignListSchema = z.array(oldCampaignListItemSchema);

/** An old campaign's details (terms as HTML, to be sanitised before display). */
export const oldCampaignSchema = z.object({
  idcampanha: z.int(),
  nome: z.string(),
  desc_long: z.string(),
  kit: z.nullable(z.string()),
  termo: z.string(),
  dt_ini_insc: z.nullable(z.string()),
  dt_fim_insc: z.nullable(z.string()),
  imagem: z.nullable(z.string()),
  participando: participationFlagSchema,
  tipo: z.string(),
});
export type OldCampaign = z.infer<typeof oldCampaignSchema>;

/** A banner image of an old campaign (`imagem` is a path; only its last segment is used). */
const oldBannerImageSchema = z.object({ idprospera_imagens: z.int(), imagem: z.string() });
type OldBannerImage = z.infer<typeof oldBannerImageSchema>;
/** Banner images of one old campaign. */
export const oldBannerImageListSchema = z.array(oldBannerImageSchema);

/** A period of an old campaign; `final_date` is 'yyyy-mm-dd HH:mm:ss' (Brazil time). */
export const oldPeriodSchema = z.object({
  idprospera_periodos: z.int(),
  dtini: z.string(),
  dtfim: z.string(),
  final_date: z.string(),
  descricao: z.string(),
});
export type OldPeriod = z.infer<typeof oldPeriodSchema>;
/** Periods of one old campaign. */
export const oldPeriodListSchema = z.array(oldPeriodSchema);

/** Old indicator id: 1 volume, 2 cover, 3 priceExec, 4 internalActivation, 5 externalActivation, 6 freezerLoad, 7 exclusiveFreezer, 8 sovi. */
export const oldIndicatorIdSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8]);
export type OldIndicatorId = z.infer<typeof oldIndicatorIdSchema>;

/** Old indicator type key, matching its id. */
const oldIndicatorNameSchema = z.enum([
  'volume',
  'cover',
  'priceExec',
  'internalActivation',
  'externalActivation',
  'freezerLoad',
  'exclusiveFreezer',
  'sovi',
]);
export type OldIndicatorName = z.infer<typeof oldIndicatorNameSchema>;

/** An indicator of an old campaign with its weight (points). */
const oldIndicatorSchema = z.object({
  idprospera_indicadores: oldIndicatorIdSchema,
  nome: z.string(),
  name: oldIndicatorNameSchema,
  descricao: z.nullable(z.string()),
  peso: z.number(),
});
type OldIndicator = z.infer<typeof oldIndicatorSchema>;
/** Indicators of one old campaign. */
export const oldIndicatorListSchema = z.array(oldIndicatorSchema);

/** The client's result for one indicator in one period; which fields come depends on the indicator type. */
export const oldIndicatorResultSchema = z.object({
  percentage: z.optional(z.number()),
  volumeTotal: z.optional(z.number()),
  meta_cli_volume: z.optional(z.array(z.object({ meta: z.optional(z.number()), meta_sovi: z.optional(z.number()) }))),
  resultados: z.optional(
    z.array(
      z.object({
        id: z.int(),
        descricao: z.string(),
        porcentagem_compra: z.number(),
        produtos: z.array(z.object({ cod_produto: z.string(), sku: z.string(), comprou: z.boolean() })),
      }),
    ),
  ),
  prod_prc: z.optional(
    z.object({
      percentual: z.number(),
      status_produto: z.array(z.object({ sku: z.nullable(z.string()), descricao: z.optional(z.nullable(z.string())), bateu: z.boolean() })),
    }),
  ),
  result_red: z.optional(z.object({ resultado: z.optional(z.number()), resultado_informado: z.optional(z.number()) })),
  valor_result: z.optional(z.number()),
});
type OldIndicatorResult = z.infer<typeof oldIndicatorResultSchema>;

/** An accumulated period with its sub-periods (months) and points. */
export const oldAccumulatedPeriodSchema = z.object({
  periodo_info: z.object({
    idprospera_periodos_acumulado: z.int(),
    descricao: z.string(),
    dtini: z.string(),
    dtfim: z.string(),
    resultadoTotal: z.number(),
    pontuacaoMaxima: z.number(),
  }),
  resultados: z.array(z.object({ id: z.int(), dtini: z.string(), dtfim: z.string(), porcentagem: z.number() })),
});
export type OldAccumulatedPeriod = z.infer<typeof oldAccumulatedPeriodSchema>;
/** Accumulated periods of one old campaign. */
export const oldAccumulatedPeriodListSchema = z.array(oldAccumulatedPeriodSchema);

/** The client's result (percent) of one period (`periodo` = idprospera_periodos) and of each indicator in it. */
const oldPeriodResultSchema = z.object({
  periodo: z.int(),
  resultado: z.number(),
  resultados: z.array(z.object({ idprospera_indicadores: z.int(), resultado: z.number() })),
});
type OldPeriodResult = z.infer<typeof oldPeriodResultSchema>;
/** Period results of one old campaign. */
export const oldPeriodResultListSchema = z.array(oldPeriodResultSchema);

/** Which periods to list: the current one ('atual') or the past ones ('historico'). */
type OldPeriodsType = 'atual' | 'historico';

/** What identifies one indicator result: the campaign, the indicator and the period. */
interface OldIndicatorResultQuery {
  campaignId: number;
  indicatorId: OldIndicatorId;
  /** The period's dtini (yyyy-mm-dd). */
  dtini: string;
  /** The period's dtfim (yyyy-mm-dd). */
  dtfim: string;
  /** The period's idprospera_periodos. */
  periodId: number;
}

/** A participation change of an old campaign. */
interface OldParticipationChange {
  clientCode: string;
  campaignId: number;
  /** 1 accept, 3 refuse. */
  clientTermStatusesId: 1 | 3;
  /** The campaign's tipo. */
  type: string;
  /** The current client's subchannel. */
  subchannel: string;
}

/** Old campaigns of the signed-in client. */
export function getOldCampaigns(): Promise<OldCampaignListItem[]> {
  return request('campaignsApi', '/oldCampaign', { schema: oldCampaignListSchema });
}

/** One old campaign by idcampanha and tipo (buscarCampanhaID). */
export function getOldCampaign(id: number, type: string): Promise<OldCampaign> {
  return request('campaignsApi', '/oldCampaign/buscarCampanhaID', {
    method: 'POST',
    retry: true,
    body: { id, type },
    schema: oldCampaignSchema,
  });
}

/** Banner images of an old campaign. */
export function getOldCampaignBanners(campaignId: number, type: string): Promise<OldBannerImage[]> {
  return request('campaignsApi', '/oldCampaign/pegarBannersCampanha', {
    method: 'POST',
    retry: true,
    body: { campaignId, type },
    schema: oldBannerImageListSchema,
  });
}

/** The current period ('atual', a list of at most one) or the past periods ('historico', newest first). */
export function getOldPeriods(campaignId: number, type: OldPeriodsType): Promise<OldPeriod[]> {
  return request('campaignsApi', '/oldCampaign/pegarProsperaPeriodo', {
    method: 'POST',
    retry: true,
    body: { campaignId, type },
    schema: oldPeriodListSchema,
  });
}

/** Indicators of an old campaign. */
export function getOldIndicators(campaignId: number): Promise<OldIndicator[]> {
  return request('campaignsApi', '/oldCampaign/pegarIndicadoresProspera', {
    method: 'POST',
    retry: true,
    body: { campaignId },
    schema: oldIndicatorListSchema,
  });
}

/** The client's result for one indicator in one period. */
export function getOldIndicatorResult(query: OldIndicatorResultQuery): Promise<OldIndicatorResult> {
  const { campaignId, indicatorId, dtini, dtfim, periodId } = query;
  return request('campaignsApi', '/oldCampaign/pegarIndicadoresProsperaID', {
    method: 'POST',
    retry: true,
    body: { campaignId, indicatorId, dtini, dtfim, periodId },
    schema: oldIndicatorResultSchema,
  });
}

/** Accumulated periods of an old campaign. */
export function getOldAccumulatedPeriods(campaignId: number): Promise<OldAccumulatedPeriod[]> {
  return request('campaignsApi', '/oldCampaign/pegarPeriodosAcumulados', {
    method: 'POST',
    retry: true,
    body: { campaignId },
    schema: oldAccumulatedPeriodListSchema,
  });
}

/** The client's result of each period (current and past) of an old campaign. */
export function getOldPeriodResults(campaignId: number): Promise<OldPeriodResult[]> {
  return request('campaignsApi', '/oldCampaign/pegarResultadoPeriodo', {
    method: 'POST',
    retry: true,
    body: { campaignId },
    schema: oldPeriodResultListSchema,
  });
}

/** Accepts (1) or refuses (3) an old campaign. */
export function updateOldParticipation(change: OldParticipationChange): Promise<MessageResponse> {
  const { clientCode, campaignId, clientTermStatusesId, type, subchannel } = change;
  return request('campaignsApi', '/oldCampaign/participarCampanha', {
    method: 'PUT',
    headers: { flexibleClientsCode: clientCode, flexibleCampaignsId: campaignId },
    body: { clientTermStatusesId, type, subchannel },
    schema: messageResponseSchema,
  });
}
