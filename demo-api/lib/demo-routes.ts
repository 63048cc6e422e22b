// Demo-only control routes under /__demo: fault switches, reset, a state summary, a manual photo
// evaluation, the field data's endpoint and an order's next step with its push. Never part of the real services.
import { Hono } from 'hono';
import type { DemoContext, DemoEnv } from './context.ts';
import { parseFault, type Fault } from './faults.ts';
import { fail, isRecord, jsonBody } from './http.ts';
import { nextStatus, ORDER_WAY, sendOrderStatus } from './push.ts';
import { MAX_BATCHES, parseTelemetryBatch, telemetryPage, telemetrySummary } from './telemetry.ts';

/**
 * Photos counted per client and photo indicator id (its `attempt`), for the indicators with at least
 * one: a test counts how many uploads an indicator took (product-rules R210).
 */
function photoAttempts(ctx: DemoContext): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const [clientCode, campaigns] of ctx.state.flexible) {
    for (const { period } of campaigns.flatMap((campaign) => campaign.periods)) {
      for (const indicator of period.evaluation?.indicators ?? []) {
        const attempt = indicator.evaluation.attempt ?? 0;
        if (indicator.flexible_indicator_id === 5 && attempt > 0) (counts[clientCode] ??= {})[String(indicator.id)] = attempt;
      }
    }
  }
  return counts;
}

/** The /__demo router. */
export function demoRoutes(ctx: DemoContext, reset: () => void): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();

  r.get('/faults', (c) => c.json(ctx.state.faults));

  r.post('/faults', async (c) => {
    const body = await jsonBody(c);
    const items = Array.isArray(body) ? body : [body];
    const added: Fault[] = [];
    const problems: string[] = [];
    items.forEach((item, i) => {
      const parsed = parseFault(item);
      if ('errors' in parsed) problems.push(...parsed.errors.map((e) => (items.length > 1 ? `[${i}] ${e}` : e)));
      else {
        ctx.state.counters.fault += 1;
        added.push({ ...parsed.fault, id: ctx.state.counters.fault, hits: 0 });
      }
    });
    if (problems.length) return fail(c, 422, 'Falha inválida', problems);
    ctx.state.faults.push(...added);
    return c.json({ message: 'Falha ativada', faults: added }, 201);
  });

  r.delete('/faults', (c) => {
    const cleared = ctx.state.faults.length;
    ctx.state.faults = [];
    return c.json({ message: 'Falhas removidas', cleared });
  });

  r.delete('/faults/:id', (c) => {
    const id = Number(c.req.param('id'));
    const before = ctx.state.faults.length;
    ctx.state.faults = ctx.state.faults.filter((f) => f.id !== id);
    if (ctx.state.faults.length === before) return fail(c, 404, 'Não encontrado', `Nenhuma falha com id ${id}.`);
    return c.json({ message: 'Falha removida', cleared: 1 });
  });

  // Token lifetime per client, so an e2e test can have short-lived tokens for its own client while the other
  // tests' tokens keep the default: `{clientCode, seconds}` applies to tokens issued from then on (sign-in,
  // refresh, company switch) for sessions whose current company is that client.
  r.post('/token-ttl', async (c) => {
    const body = await jsonBody(c);
    const b = isRecord(body) ? body : {};
    const clientCode = typeof b.clientCode === 'string' && ctx.state.clients.has(b.clientCode) ? b.clientCode : undefined;
    const seconds = typeof b.seconds === 'number' && Number.isInteger(b.seconds) && b.seconds > 0 ? b.seconds : undefined;
    if (clientCode === undefined || seconds === undefined) {
      const problems: string[] = [];
      if (clientCode === undefined) problems.push('clientCode deve ser o código (texto) de um cliente da demonstração, ex.: "100001".');
      if (seconds === undefined) problems.push('seconds deve ser um inteiro maior que zero.');
      return fail(c, 422, 'Dados inválidos', problems);
    }
    ctx.state.tokenTtlByClient.set(clientCode, seconds);
    return c.json({ message: 'Validade dos tokens alterada', tokenTtlByClient: Object.fromEntries(ctx.state.tokenTtlByClient) });
  });

  /** Back to the default lifetime: for every client, or only `?clientCode=`. */
  r.delete('/token-ttl', (c) => {
    const clientCode = c.req.query('clientCode');
    const lifetimes = ctx.state.tokenTtlByClient;
    const cleared = clientCode === undefined ? lifetimes.size : Number(lifetimes.delete(clientCode));
    if (clientCode === undefined) lifetimes.clear();
    return c.json({ message: 'Validade dos tokens restaurada', cleared });
  });

  // The field data (docs/field-data.md, product-rules R266): the portal's beacon posts its JSON as text/plain.
  r.post('/telemetry', async (c) => {
    const parsed = parseTelemetryBatch(await jsonBody(c));
    if ('problems' in parsed) return fail(c, 422, 'Relatório inválido', parsed.problems);
    ctx.state.telemetry.push(parsed.batch);
    ctx.state.telemetry.splice(0, ctx.state.telemetry.length - MAX_BATCHES);
    return c.body(null, 204);
  });

  /** p75 per route template and metric: JSON, or a small table for a browser (Accept: text/html). */
  r.get('/telemetry', (c) => {
    const summary = telemetrySummary(ctx.state.telemetry);
    return c.req.header('accept')?.includes('text/html') ? c.html(telemetryPage(summary)) : c.json(summary);
  });

  r.delete('/telemetry', (c) => {
    const cleared = ctx.state.telemetry.length;
    ctx.state.telemetry = [];
    return c.json({ message: 'Dados de campo removidos', cleared });
  });

  // An order moves one step along its way (or to `{status}`), and the devices of its client's accounts get a push (R309).
  r.post('/orders/:number/advance', async (c) => {
    const number = c.req.param('number');
    const found = [...ctx.state.orders].flatMap(([clientCode, records]) => records.map((record) => ({ clientCode, record })));
    const hit = found.find(({ record }) => record.order.Status.VBELN === number);
    if (!hit) return fail(c, 404, 'Não encontrado', `Nenhum pedido ${number}.`);
    const body = await jsonBody(c);
    const asked = isRecord(body) && typeof body.status === 'string' ? body.status : undefined;
    if (asked !== undefined && !(ORDER_WAY as readonly string[]).includes(asked))
      return fail(c, 422, 'Status inválido', `Um destes: ${ORDER_WAY.join(', ')}.`);
    const status = asked ?? nextStatus(hit.record.order.Status.STATUS);
    if (!status) return fail(c, 409, 'Pedido no fim do caminho', `O pedido ${number} está em ${hit.record.order.Status.STATUS}.`);
    hit.record.order.Status.STATUS = status;
    hit.record.processed = true;
    const pushes = await sendOrderStatus(ctx.state, ctx.vapid, { order: number, status, clientCode: hit.clientCode }, ctx.now());
    return c.json({ order: number, status, pushes });
  });

  /** The VAPID public key, the devices registered per account, and the pushes sent (R309). */
  r.get('/push', (c) =>
    c.json({
      vapidPublicKey: ctx.vapid.publicKey,
      devices: Object.fromEntries([...ctx.state.accounts.values()].map((a) => [a.username, a.playerIds.length])),
      sent: ctx.state.pushSent,
    }),
  );

  r.post('/reset', (c) => {
    reset();
    return c.json({ message: 'Estado da demonstração restaurado' });
  });

  r.get('/state', (c) => {
    const s = ctx.state;
    return c.json({
      now: ctx.now().toISOString(),
      tokenTtlSeconds: ctx.tokenTtlSeconds,
      refreshGraceSeconds: ctx.refreshGraceSeconds,
      tokenTtlByClient: Object.fromEntries(s.tokenTtlByClient),
      accounts: [...s.accounts.values()].map((a) => ({
        username: a.username,
        status: a.status,
        storeAccess: a.storeAccess,
        clientCodes: a.clientCodes,
        email: a.email,
      })),
      sessions: s.sessions.size,
      retiredTokens: s.retiredTokens.size,
      outbox: s.outbox.length,
      products: s.catalogue.products.length,
      combos: s.catalogue.combos.length,
      orders: Object.fromEntries([...s.orders].map(([code, list]) => [code, list.length])),
      groupRequests: s.groupRequests.length,
      uploads: s.uploads.size,
      photoAttempts: photoAttempts(ctx),
      faults: s.faults,
    });
  });

  /** Approves (1) or rejects (3) the photo awaiting evaluation on an indicator: {clientCode, indicatorId, status, reason?}. */
  r.post('/photo-evaluation', async (c) => {
    const body = await jsonBody(c);
    const b = isRecord(body) ? body : {};
    if (typeof b.clientCode !== 'string' || typeof b.indicatorId !== 'number' || (b.status !== 1 && b.status !== 3)) {
      return fail(c, 422, 'Dados inválidos', ['Envie {clientCode: string, indicatorId: number, status: 1 | 3, reason?: string}.']);
    }
    for (const campaign of ctx.state.flexible.get(b.clientCode) ?? []) {
      for (const { period } of campaign.periods) {
        const indicator = period.evaluation?.indicators.find((i) => i.id === b.indicatorId && i.flexible_indicator_id === 5);
        if (!indicator) continue;
        if (indicator.evaluation.status !== 2)
          return fail(c, 409, 'Sem foto aguardando avaliação', 'Este indicador não tem foto aguardando avaliação.');
        const attempt = indicator.evaluation.attempt ?? 1;
        const reason = b.status === 3 ? (typeof b.reason === 'string' && b.reason ? b.reason : 'Foto reprovada na avaliação.') : null;
        if (indicator.photograph) indicator.photograph.param_evaluation = [...indicator.photograph.param_evaluation, { attempt, reason }];
        const total = indicator.evaluation.totalPoints ?? 0;
        indicator.evaluation = {
          ...indicator.evaluation,
          status: b.status,
          clientPercentage: b.status === 1 ? 100 : 0,
          clientPoints: b.status === 1 ? total : 0,
        };
        return c.json({ message: b.status === 1 ? 'Foto aprovada' : 'Foto reprovada', indicator: indicator.id });
      }
    }
    return fail(c, 404, 'Não encontrado', 'Indicador de foto não encontrado para este cliente.');
  });

  return r;
}
