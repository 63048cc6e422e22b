// Campaigns service, old ('prospera') campaigns: list, details, banners, periods, indicators,
// results and participation. Most reads are POSTs with a JSON body, as the service defines them; each
// opts in to the retry of reads (`retry: true`, product-rules R104), which a POST does not get by default.
import * as z from 'zod/mini';
import { shownText } from './shown-text.ts';
import { integer } from './integer.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request } from './client.ts';

/** The participation flag: 'X' participating, '' not. */
const participationFlagSchema = z.literal(['X', '']);
export type ParticipationFlag = z.infer<typeof participationFlagSchema>;

/** One prospera campaign card of the campaigns home. */
const prosperaCampaignListItemSchema = z.object({
  idcampanha: integer,
  nome: shownText,
  desc_curta: shownText,
  tipo: z.string(),
  imagem: z.nullable(z.string()),
  participando: participationFlagSchema,
  dt_ini_insc: z.nullable(z.string()),
  dt_fim_insc: z.nullable(z.string()),
});
type ProsperaCampaignListItem = z.infer<typeof prosperaCampaignListItemSchema>;
/** Prospera campaigns list. */
export const prosperaCampaignListSchema = z.array(prosperaCampaignListItemSchema);

/** A prospera campaign's details (terms as HTML, to be sanitised before display). */
export const prosperaCampaignSchema = z.object({
  idcampanha: integer,
  nome: shownText,
  desc_long: shownText,
  kit: z.nullable(shownText),
  termo: z.string(),
  dt_ini_insc: z.nullable(z.string()),
  dt_fim_insc: z.nullable(z.string()),
  imagem: z.nullable(z.string()),
  participando: participationFlagSchema,
  tipo: z.string(),
});
export type ProsperaCampaign = z.infer<typeof prosperaCampaignSchema>;

/** A banner image of a prospera campaign (`imagem` is a path; only its last segment is used). */
const prosperaBannerImageSchema = z.object({ idprospera_imagens: integer, imagem: z.string() });
type ProsperaBannerImage = z.infer<typeof prosperaBannerImageSchema>;
/** Banner images of one prospera campaign. */
export const prosperaBannerImageListSchema = z.array(prosperaBannerImageSchema);

/** A period of a prospera campaign; `final_date` is 'yyyy-mm-dd HH:mm:ss' (Brazil time). */
export const prosperaPeriodSchema = z.object({
  idprospera_periodos: integer,
  dtini: z.string(),
  dtfim: z.string(),
  final_date: z.string(),
  descricao: shownText,
});
export type ProsperaPeriod = z.infer<typeof prosperaPeriodSchema>;
/** Periods of one prospera campaign. */
export const prosperaPeriodListSchema = z.array(prosperaPeriodSchema);

/** Prospera indicator id: 1 volume, 2 cover, 3 priceExec, 4 internalActivation, 5 externalActivation, 6 freezerLoad, 7 exclusiveFreezer, 8 sovi. */
export const prosperaIndicatorIdSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8]);
export type ProsperaIndicatorId = z.infer<typeof prosperaIndicatorIdSchema>;

/** Prospera indicator type key, matching its id. */
const prosperaIndicatorNameSchema = z.literal([
  'volume',
  'cover',
  'priceExec',
  'internalActivation',
  'externalActivation',
  'freezerLoad',
  'exclusiveFreezer',
  'sovi',
]);
export type ProsperaIndicatorName = z.infer<typeof prosperaIndicatorNameSchema>;

/** An indicator of a prospera campaign with its weight (points). */
const prosperaIndicatorSchema = z.object({
  idprospera_indicadores: prosperaIndicatorIdSchema,
  nome: shownText,
  name: prosperaIndicatorNameSchema,
  descricao: z.nullable(shownText),
  peso: z.number(),
});
type ProsperaIndicator = z.infer<typeof prosperaIndicatorSchema>;
/** Indicators of one prospera campaign. */
export const prosperaIndicatorListSchema = z.array(prosperaIndicatorSchema);

/** The client's result for one indicator in one period; which fields come depends on the indicator type. */
export const prosperaIndicatorResultSchema = z.object({
  percentage: z.optional(z.number()),
  volumeTotal: z.optional(z.number()),
  meta_cli_volume: z.optional(z.array(z.object({ meta: z.optional(z.number()), meta_sovi: z.optional(z.number()) }))),
  resultados: z.optional(
    z.array(
      z.object({
        id: integer,
        descricao: shownText,
        porcentagem_compra: z.number(),
        produtos: z.array(z.object({ cod_produto: z.string(), sku: z.string(), comprou: z.boolean() })),
      }),
    ),
  ),
  prod_prc: z.optional(
    z.object({
      percentual: z.number(),
      status_produto: z.array(z.object({ sku: z.nullable(z.string()), descricao: z.optional(z.nullable(shownText)), bateu: z.boolean() })),
    }),
  ),
  result_red: z.optional(z.object({ resultado: z.optional(z.number()), resultado_informado: z.optional(z.number()) })),
  valor_result: z.optional(z.number()),
});
type ProsperaIndicatorResult = z.infer<typeof prosperaIndicatorResultSchema>;

/** An accumulated period with its sub-periods (months) and points. */
export const prosperaAccumulatedPeriodSchema = z.object({
  periodo_info: z.object({
    idprospera_periodos_acumulado: integer,
    descricao: shownText,
    dtini: z.string(),
    dtfim: z.string(),
    resultadoTotal: z.number(),
    pontuacaoMaxima: z.number(),
  }),
  resultados: z.array(z.object({ id: integer, dtini: z.string(), dtfim: z.string(), porcentagem: z.number() })),
});
export type ProsperaAccumulatedPeriod = z.infer<typeof prosperaAccumulatedPeriodSchema>;
/** Accumulated periods of one prospera campaign. */
export const prosperaAccumulatedPeriodListSchema = z.array(prosperaAccumulatedPeriodSchema);

/** The client's result (percent) of one period (`periodo` = idprospera_periodos) and of each indicator in it. */
const prosperaPeriodResultSchema = z.object({
  periodo: integer,
  resultado: z.number(),
  resultados: z.array(z.object({ idprospera_indicadores: integer, resultado: z.number() })),
});
type ProsperaPeriodResult = z.infer<typeof prosperaPeriodResultSchema>;
/** Period results of one prospera campaign. */
export const prosperaPeriodResultListSchema = z.array(prosperaPeriodResultSchema);

/** Which periods to list: the current one ('atual') or the past ones ('historico'). */
type ProsperaPeriodsType = 'atual' | 'historico';

/** What identifies one indicator result: the campaign, the indicator and the period. */
interface ProsperaIndicatorResultQuery {
  campaignId: number;
  indicatorId: ProsperaIndicatorId;
  /** The period's dtini (yyyy-mm-dd). */
  dtini: string;
  /** The period's dtfim (yyyy-mm-dd). */
  dtfim: string;
  /** The period's idprospera_periodos. */
  periodId: number;
}

/** A participation change of a prospera campaign. */
interface ProsperaParticipationChange {
  clientCode: string;
  campaignId: number;
  /** 1 accept, 3 refuse. */
  clientTermStatusesId: 1 | 3;
  /** The campaign's tipo. */
  type: string;
  /** The current client's subchannel. */
  subchannel: string;
}

/** Prospera campaigns of the signed-in client. */
export function getProsperaCampaigns(): Promise<ProsperaCampaignListItem[]> {
  return request('campaignsApi', '/oldCampaign', { schema: prosperaCampaignListSchema });
}

/** One prospera campaign by idcampanha and tipo (buscarCampanhaID). */
export function getProsperaCampaign(id: number, type: string): Promise<ProsperaCampaign> {
  return request('campaignsApi', '/oldCampaign/buscarCampanhaID', {
    method: 'POST',
    retry: true,
    body: { id, type },
    schema: prosperaCampaignSchema,
  });
}

/** Banner images of a prospera campaign. */
export function getProsperaCampaignBanners(campaignId: number, type: string): Promise<ProsperaBannerImage[]> {
  return request('campaignsApi', '/oldCampaign/pegarBannersCampanha', {
    method: 'POST',
    retry: true,
    body: { campaignId, type },
    schema: prosperaBannerImageListSchema,
  });
}

/** The current period ('atual', a list of at most one) or the past periods ('historico', newest first). */
export function getProsperaPeriods(campaignId: number, type: ProsperaPeriodsType): Promise<ProsperaPeriod[]> {
  return request('campaignsApi', '/oldCampaign/pegarProsperaPeriodo', {
    method: 'POST',
    retry: true,
    body: { campaignId, type },
    schema: prosperaPeriodListSchema,
  });
}

/** Indicators of a prospera campaign. */
export function getProsperaIndicators(campaignId: number): Promise<ProsperaIndicator[]> {
  return request('campaignsApi', '/oldCampaign/pegarIndicadoresProspera', {
    method: 'POST',
    retry: true,
    body: { campaignId },
    schema: prosperaIndicatorListSchema,
  });
}

/** The client's result for one indicator in one period. */
export function getProsperaIndicatorResult(query: ProsperaIndicatorResultQuery): Promise<ProsperaIndicatorResult> {
  const { campaignId, indicatorId, dtini, dtfim, periodId } = query;
  return request('campaignsApi', '/oldCampaign/pegarIndicadoresProsperaID', {
    method: 'POST',
    retry: true,
    body: { campaignId, indicatorId, dtini, dtfim, periodId },
    schema: prosperaIndicatorResultSchema,
  });
}

/** Accumulated periods of a prospera campaign. */
export function getProsperaAccumulatedPeriods(campaignId: number): Promise<ProsperaAccumulatedPeriod[]> {
  return request('campaignsApi', '/oldCampaign/pegarPeriodosAcumulados', {
    method: 'POST',
    retry: true,
    body: { campaignId },
    schema: prosperaAccumulatedPeriodListSchema,
  });
}

/** The client's result of each period (current and past) of a prospera campaign. */
export function getProsperaPeriodResults(campaignId: number): Promise<ProsperaPeriodResult[]> {
  return request('campaignsApi', '/oldCampaign/pegarResultadoPeriodo', {
    method: 'POST',
    retry: true,
    body: { campaignId },
    schema: prosperaPeriodResultListSchema,
  });
}

/** Accepts (1) or refuses (3) a prospera campaign. */
export function updateProsperaParticipation(change: ProsperaParticipationChange): Promise<MessageResponse> {
  const { clientCode, campaignId, clientTermStatusesId, type, subchannel } = change;
  return request('campaignsApi', '/oldCampaign/participarCampanha', {
    method: 'PUT',
    headers: { flexibleClientsCode: clientCode, flexibleCampaignsId: campaignId },
    body: { clientTermStatusesId, type, subchannel },
    schema: messageResponseSchema,
  });
}
