// Campaigns service (base-URL name campaignsApi): flexible campaigns (terms, periods, evaluations,
// photo proof) and old 'prospera' campaigns.
import { Hono } from 'hono';
import { requireAuth } from '../lib/auth.ts';
import type { DemoContext, DemoEnv } from '../lib/context.ts';
import { brazilDay, isoDay } from '../lib/dates.ts';
import { checkHeaders, fail, invalid, isRecord, jsonBody, notFound, positiveInt, send, unlessTooLarge, type Ctx } from '../lib/http.ts';
import { imageType } from '../lib/images.ts';
import type { FlexCampaignRecord, FlexPeriodRecord, ProsperaRecord } from '../lib/state.ts';
import type { FlexibleIndicator, FlexiblePeriod, OldIndicatorResult } from '../lib/types.ts';
import { accumulate } from '../seed/flexible.ts';
import { accumulatedFor, periodResult } from '../seed/prospera.ts';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const today = (ctx: DemoContext) => isoDay(brazilDay(ctx.now()));

function flexibleOf(ctx: DemoContext, c: Ctx): FlexCampaignRecord[] {
  return ctx.state.flexible.get(c.get('session').clientCode) ?? [];
}

function currentPeriod(ctx: DemoContext, record: FlexCampaignRecord): FlexPeriodRecord | undefined {
  const day = today(ctx);
  return record.periods.find((p) => p.period.initial_date <= day && day <= p.period.final_date);
}

/** A header holding a campaign or period id; answers 400 when it is not a number. */
function idHeader(c: Ctx, name: string): number | Response {
  const id = positiveInt(c.req.header(name));
  return id ?? invalid(c, 400, [`O cabeçalho ${name} deve ser um número inteiro positivo.`]);
}

const withoutEvaluation = (p: FlexiblePeriod): FlexiblePeriod => {
  const { evaluation: _e, ...rest } = p;
  return rest;
};

/** The period after a late acceptance: the client is in it but scores nothing. */
function zeroed(period: FlexiblePeriod): FlexiblePeriod {
  const indicators = (period.evaluation?.indicators ?? []).map((ind): FlexibleIndicator => ({
    ...ind,
    ...(ind.photograph === undefined ? {} : { photograph: null }),
    evaluation: {
      ...ind.evaluation,
      clientPercentage: 0,
      clientPoints: 0,
      ...(ind.evaluation.total === undefined ? {} : { total: 0 }),
      ...(ind.flexible_indicator_id === 5 ? { status: 0 as const, attempt: 0 } : {}),
    },
    ...(ind.product_groups
      ? {
          product_groups: ind.product_groups.map((g) => ({
            ...g,
            status: false,
            products: g.products.map((p) => ({ ...p, orderQuantity: 0 })),
          })),
        }
      : {}),
  }));
  return { ...period, acceptedOnTime: false, client_score: 0, evaluation: { clientPercentage: 0, indicators } };
}

function oldRecord(ctx: DemoContext, c: Ctx, campaignId: number): ProsperaRecord | undefined {
  return (ctx.state.prospera.get(c.get('session').clientCode) ?? []).find((r) => r.campaign.idcampanha === campaignId);
}

/** A zero result with the fields of the indicator's type. */
function emptyResult(type: number): OldIndicatorResult {
  switch (type) {
    case 1:
      return { percentage: 0, volumeTotal: 0, meta_cli_volume: [{ meta: 0 }] };
    case 2:
      return { resultados: [] };
    case 3:
      return { prod_prc: { percentual: 0, status_produto: [] } };
    case 8:
      return { valor_result: 0, meta_cli_volume: [{ meta_sovi: 0 }], result_red: { resultado_informado: 0 } };
    default:
      return { result_red: { resultado: 0 } };
  }
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The campaigns service router (mounted at /campaigns-service). */
export function campaignsService(ctx: DemoContext): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();
  r.use('*', requireAuth(ctx));

  // ── flexible campaigns ──
  r.get('/campaigns/flexibles/clientCampaignTerm', (c) => {
    const bad = checkHeaders(c, ['flexibleClient'], 'flexibleClient');
    if (bad) return bad;
    return send(
      ctx,
      c,
      flexibleOf(ctx, c).map((rec) => ({
        campaign: {
          id: rec.campaign.id,
          name: rec.campaign.name,
          initial_date: rec.campaign.initial_date,
          final_date: rec.campaign.final_date,
          banner_data: rec.campaign.banner_data,
        },
        term_status: { id: rec.termStatus },
      })),
    );
  });

  r.put('/campaigns/flexibles/clientCampaignTerm', async (c) => {
    const bad = checkHeaders(c, ['flexibleClientsCode', 'flexibleCampaignsId'], 'flexibleClientsCode');
    if (bad) return bad;
    const id = idHeader(c, 'flexibleCampaignsId');
    if (id instanceof Response) return id;
    const body = await jsonBody(c);
    const status = isRecord(body) ? body.clientTermStatusesId : undefined;
    if (status !== 1 && status !== 3) return invalid(c, 400, ['clientTermStatusesId deve ser 1 (aceitar) ou 3 (recusar).']);
    const record = flexibleOf(ctx, c).find((rec) => rec.campaign.id === id);
    if (!record) return notFound(c, 'Campanha não encontrada');
    if (status === 1 && record.campaign.final_date && record.campaign.final_date < today(ctx)) {
      return fail(c, 400, 'Inscrições finalizadas', 'O prazo de inscrição desta campanha terminou.');
    }
    const current = currentPeriod(ctx, record);
    if (status === 1 && record.termStatus !== 1 && current) {
      current.participated = true;
      current.period = zeroed(current.period);
    }
    if (status === 3 && current) current.participated = false;
    record.termStatus = status;
    record.accumulated = accumulate(record.periods, record.campaign.id);
    return c.json({ message: 'Status atualizado', details: status === 1 ? 'Participação confirmada!' : 'Rejeição confirmada!' });
  });

  r.get('/banners', (c) => {
    const bad = checkHeaders(c, ['flexibleClient'], 'flexibleClient');
    if (bad) return bad;
    return send(
      ctx,
      c,
      ctx.state.banners.map((b) => ({ id: b.id, image_url: b.image })),
    );
  });

  const findCampaign = (c: Ctx): FlexCampaignRecord | Response => {
    const bad = checkHeaders(c, ['flexibleclientid', 'flexiblecampaignid'], 'flexibleclientid');
    if (bad) return bad;
    const id = idHeader(c, 'flexiblecampaignid');
    if (id instanceof Response) return id;
    return flexibleOf(ctx, c).find((rec) => rec.campaign.id === id) ?? notFound(c, 'Campanha não encontrada');
  };

  r.get('/campaigns/flexibles/campaigns/details', (c) => {
    const record = findCampaign(c);
    if (record instanceof Response) return record;
    return send(ctx, c, {
      ...record.campaign,
      client_term_statuses_id: record.termStatus,
      currentTerm: { term: record.term, kit: { description: record.kit } },
    });
  });

  r.get('/campaigns/flexibles/campaigns/data', (c) => {
    const record = findCampaign(c);
    if (record instanceof Response) return record;
    const day = today(ctx);
    const past = record.periods
      .filter((p) => p.participated && p.period.final_date < day)
      .map((p) => withoutEvaluation(p.period))
      .reverse();
    return send(ctx, c, { campaign: record.campaign, periods: past, accumulated_periods: record.accumulated });
  });

  r.get('/campaigns/trackings/evaluation', (c) => {
    const bad = checkHeaders(c, ['flexibleClientCode', 'flexibleCampaignId'], 'flexibleClientCode');
    if (bad) return bad;
    const id = idHeader(c, 'flexibleCampaignId');
    if (id instanceof Response) return id;
    const record = flexibleOf(ctx, c).find((rec) => rec.campaign.id === id);
    if (!record) return notFound(c, 'Campanha não encontrada');
    const current = record.termStatus === 1 ? currentPeriod(ctx, record) : undefined;
    return send(ctx, c, current?.participated ? current.period : null);
  });

  r.get('/campaigns/flexibles/periods/evaluation', (c) => {
    const bad = checkHeaders(c, ['flexiblePeriodId', 'clientCode', 'flexibleCampaignId'], 'clientCode');
    if (bad) return bad;
    const periodId = idHeader(c, 'flexiblePeriodId');
    if (periodId instanceof Response) return periodId;
    const id = idHeader(c, 'flexibleCampaignId');
    if (id instanceof Response) return id;
    const record = flexibleOf(ctx, c).find((rec) => rec.campaign.id === id);
    if (!record) return notFound(c, 'Campanha não encontrada');
    const period = record.periods.find((p) => p.participated && p.period.flexible_period_id === periodId);
    if (!period) return notFound(c, 'Período não encontrado');
    return send(ctx, c, period.period);
  });

  const uploadPhoto = async (c: Ctx) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      unlessTooLarge(error);
      return invalid(c, 400, ['Envie a foto como multipart/form-data.']);
    }
    const field = (name: string) => {
      const v = form[name];
      return typeof v === 'string' ? v.trim() : '';
    };
    const issues: string[] = [];
    for (const name of ['flexibleCampaignId', 'flexiblePeriodId', 'flexibleParamIndicatorId', 'flexibleClientCode']) {
      if (!field(name)) issues.push(`O campo ${name} é obrigatório.`);
      else if (!/^\d+$/.test(field(name))) issues.push(`O campo ${name} deve ser numérico.`);
    }
    const file = form.storage;
    if (!(file instanceof File)) issues.push('Envie a foto no campo storage.');
    if (issues.length) return invalid(c, 422, issues);
    const photo = file as File;
    if (photo.size > PHOTO_MAX_BYTES) return fail(c, 413, 'Arquivo muito grande', 'A foto deve ter no máximo 5 MB.');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const type = imageType(bytes);
    if (
      !type ||
      !['image/jpeg', 'image/png', 'image/webp', 'image/heic'].includes(type) ||
      (photo.type && !photo.type.startsWith('image/'))
    ) {
      return invalid(c, 422, ['O arquivo enviado não é uma foto (JPG ou PNG).']);
    }
    if (field('flexibleClientCode') !== c.get('session').clientCode)
      return invalid(c, 422, ['O cliente informado não corresponde à sessão.']);
    const record = flexibleOf(ctx, c).find((rec) => String(rec.campaign.id) === field('flexibleCampaignId'));
    if (!record || record.termStatus !== 1) return invalid(c, 422, ['Você não participa desta campanha.']);
    const current = currentPeriod(ctx, record);
    if (!current?.participated || String(current.period.flexible_period_id) !== field('flexiblePeriodId')) {
      return invalid(c, 422, ['O período informado não é o período atual da campanha.']);
    }
    const indicator = current.period.evaluation?.indicators.find(
      (i) => String(i.id) === field('flexibleParamIndicatorId') && i.flexible_indicator_id === 5,
    );
    if (!indicator) return invalid(c, 422, ['Indicador de foto não encontrado neste período.']);
    const day = today(ctx);
    const status = indicator.evaluation.status ?? 0;
    const attempt = indicator.evaluation.attempt ?? 0;
    if (indicator.initial_photo_period && day < indicator.initial_photo_period)
      return invalid(c, 422, ['O período de envio desta foto ainda não começou.']);
    if (indicator.final_photo_period && day > indicator.final_photo_period)
      return invalid(c, 422, ['O período de envio desta foto terminou.']);
    if (status === 1) return invalid(c, 422, ['Esta foto já foi aprovada.']);
    if (status === 2) return invalid(c, 422, ['Esta foto já está aguardando avaliação.']);
    if (attempt >= 3) return invalid(c, 422, ['Você já usou as 3 tentativas de envio desta foto.']);

    ctx.state.counters.upload += 1;
    const uploadId = `foto-${ctx.state.counters.upload}`;
    ctx.state.uploads.set(uploadId, { type, bytes });
    indicator.photograph = { based_image: `/static/uploads/${uploadId}`, param_evaluation: indicator.photograph?.param_evaluation ?? [] };
    indicator.evaluation = { ...indicator.evaluation, status: 2, attempt: attempt + 1 };
    return c.json({ message: 'Foto enviada', details: 'Foto enviada com sucesso! Aguarde a avaliação.' });
  };
  r.post('/campaigns/flexibles/photographies/', uploadPhoto);
  r.post('/campaigns/flexibles/photographies', uploadPhoto);

  // ── old ('prospera') campaigns ──
  r.get('/oldCampaign', (c) => {
    const list = (ctx.state.prospera.get(c.get('session').clientCode) ?? []).filter((rec) => !rec.refused);
    return send(
      ctx,
      c,
      list.map((rec) => ({
        idcampanha: rec.campaign.idcampanha,
        nome: rec.campaign.nome,
        desc_curta: rec.campaign.desc_curta,
        tipo: rec.campaign.tipo,
        imagem: rec.campaign.imagem,
        participando: rec.participando,
        dt_ini_insc: rec.campaign.dt_ini_insc,
        dt_fim_insc: rec.campaign.dt_fim_insc,
      })),
    );
  });

  /** The body's campaignId (and extra checks); answers 400 listing the problems. */
  const oldBody = async (
    c: Ctx,
    idField: 'campaignId' | 'id',
    more: (body: Record<string, unknown>, issues: string[]) => void = () => {},
  ) => {
    const body = await jsonBody(c);
    const issues: string[] = [];
    const record = isRecord(body) ? body : {};
    if (!isInt(record[idField])) issues.push(`${idField} deve ser um número inteiro.`);
    more(record, issues);
    if (issues.length) return invalid(c, 400, issues);
    return { body: record, id: record[idField] as number };
  };

  r.post('/oldCampaign/buscarCampanhaID', async (c) => {
    const parsed = await oldBody(c, 'id', (b, issues) => {
      if (typeof b.type !== 'string' || !b.type.trim()) issues.push('type é obrigatório.');
    });
    if (parsed instanceof Response) return parsed;
    const record = oldRecord(ctx, c, parsed.id);
    if (!record || record.campaign.tipo.toLowerCase() !== String(parsed.body.type).trim().toLowerCase())
      return notFound(c, 'Campanha não encontrada');
    const { desc_curta: _short, ...campaign } = record.campaign;
    return send(ctx, c, { ...campaign, participando: record.participando });
  });

  r.post('/oldCampaign/pegarBannersCampanha', async (c) => {
    const parsed = await oldBody(c, 'campaignId', (b, issues) => {
      if (typeof b.type !== 'string') issues.push('type é obrigatório.');
    });
    if (parsed instanceof Response) return parsed;
    return send(ctx, c, oldRecord(ctx, c, parsed.id)?.banners ?? []);
  });

  r.post('/oldCampaign/pegarProsperaPeriodo', async (c) => {
    const parsed = await oldBody(c, 'campaignId', (b, issues) => {
      if (b.type !== 'atual' && b.type !== 'historico') issues.push("type deve ser 'atual' ou 'historico'.");
    });
    if (parsed instanceof Response) return parsed;
    const periods = oldRecord(ctx, c, parsed.id)?.periods ?? [];
    const day = today(ctx);
    const list =
      parsed.body.type === 'atual'
        ? periods.filter((p) => p.dtini <= day && day <= p.dtfim)
        : periods.filter((p) => p.dtfim < day).reverse();
    return send(ctx, c, list);
  });

  r.post('/oldCampaign/pegarIndicadoresProspera', async (c) => {
    const parsed = await oldBody(c, 'campaignId');
    if (parsed instanceof Response) return parsed;
    return send(ctx, c, oldRecord(ctx, c, parsed.id)?.indicators ?? []);
  });

  r.post('/oldCampaign/pegarIndicadoresProsperaID', async (c) => {
    const parsed = await oldBody(c, 'campaignId', (b, issues) => {
      if (!isInt(b.indicatorId) || b.indicatorId < 1 || b.indicatorId > 8) issues.push('indicatorId deve ser um inteiro de 1 a 8.');
      if (!isInt(b.periodId)) issues.push('periodId deve ser um número inteiro.');
      for (const f of ['dtini', 'dtfim'])
        if (typeof b[f] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b[f])) issues.push(`${f} deve ser uma data yyyy-mm-dd.`);
    });
    if (parsed instanceof Response) return parsed;
    const indicatorId = parsed.body.indicatorId as number;
    const result = oldRecord(ctx, c, parsed.id)
      ?.results.get(parsed.body.periodId as number)
      ?.get(indicatorId);
    return send(ctx, c, result?.detail ?? emptyResult(indicatorId));
  });

  r.post('/oldCampaign/pegarPeriodosAcumulados', async (c) => {
    const parsed = await oldBody(c, 'campaignId');
    if (parsed instanceof Response) return parsed;
    return send(ctx, c, oldRecord(ctx, c, parsed.id)?.accumulated ?? []);
  });

  r.post('/oldCampaign/pegarResultadoPeriodo', async (c) => {
    const parsed = await oldBody(c, 'campaignId');
    if (parsed instanceof Response) return parsed;
    const record = oldRecord(ctx, c, parsed.id);
    if (!record || record.participando !== 'X') return send(ctx, c, []);
    const day = today(ctx);
    return send(
      ctx,
      c,
      record.periods
        .filter((p) => p.dtini <= day)
        .reverse()
        .map((p) => ({ periodo: p.idprospera_periodos, ...periodResult(record, p.idprospera_periodos) })),
    );
  });

  r.put('/oldCampaign/participarCampanha', async (c) => {
    const bad = checkHeaders(c, ['flexibleClientsCode', 'flexibleCampaignsId'], 'flexibleClientsCode');
    if (bad) return bad;
    const id = idHeader(c, 'flexibleCampaignsId');
    if (id instanceof Response) return id;
    const body = await jsonBody(c);
    const b = isRecord(body) ? body : {};
    const issues: string[] = [];
    if (b.clientTermStatusesId !== 1 && b.clientTermStatusesId !== 3)
      issues.push('clientTermStatusesId deve ser 1 (aceitar) ou 3 (recusar).');
    if (typeof b.type !== 'string' || !b.type.trim()) issues.push('type é obrigatório.');
    if (typeof b.subchannel !== 'string' || !b.subchannel.trim()) issues.push('subchannel é obrigatório.');
    if (issues.length) return invalid(c, 400, issues);
    const record = oldRecord(ctx, c, id);
    if (!record) return notFound(c, 'Campanha não encontrada');
    if (record.campaign.dt_fim_insc && record.campaign.dt_fim_insc < today(ctx)) {
      return fail(c, 400, 'Inscrições finalizadas', 'O período de inscrição desta campanha terminou.');
    }
    if (b.clientTermStatusesId === 1) {
      record.participando = 'X';
      record.refused = false;
      record.accumulated = accumulatedFor(record);
    } else {
      record.participando = '';
      record.refused = true;
    }
    return c.json({
      message: 'Participação atualizada',
      details: b.clientTermStatusesId === 1 ? 'Participação confirmada!' : 'Rejeição confirmada!',
    });
  });

  return r;
}
