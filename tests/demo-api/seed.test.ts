// The seed data: deterministic catalogue, valid documents, dates relative to the clock, and the
// variety the portal's screens need.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, brazilDay, brDay, isoDay } from '../../demo-api/lib/dates.ts';
import { isCnpj, isCpf, isDocument } from '../../demo-api/lib/documents.ts';
import { buildCatalogue } from '../../demo-api/seed/catalogue.ts';
import { buildState, DEFAULT_SEED } from '../../demo-api/seed/index.ts';
import { GONE_CODE } from '../../demo-api/seed/orders.ts';
import { parseCalendarDate } from '../../src/lib/domain/dates.ts';
import { usualProducts } from '../../src/lib/domain/usual-order.ts';
import { FIXED_NOW, setup } from './helpers.ts';

const today = brazilDay(FIXED_NOW);

describe('documents', () => {
  it('validates CPFs, numeric CNPJs and the 2026 alphanumeric CNPJ', () => {
    expect(isCpf('12345678909')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('39053344705')).toBe(true);
    expect(isCpf('12345678900')).toBe(false);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    expect(isCnpj('12ABC34501DE36')).toBe(false);
    expect(isCnpj('11111111111111')).toBe(false);
  });

  it('every document in the seed is valid', () => {
    const state = buildState(FIXED_NOW, DEFAULT_SEED);
    const docs = [
      ...[...state.clients.values()].flatMap((c) => [c.cnpj_cpf, ...(c.ownerDocument ? [c.ownerDocument] : [])]),
      ...[...state.accounts.keys()],
      ...state.groupRequests.flatMap((g) => g.requested_documents.map((d) => d.requested_document)),
    ];
    expect(docs.filter((d) => !isDocument(d))).toEqual([]);
  });
});

describe('catalogue', () => {
  const catalogue = buildCatalogue(DEFAULT_SEED, today);
  const products = catalogue.products;

  it('is deterministic for a seed and different for another', () => {
    expect(buildCatalogue(DEFAULT_SEED, today)).toEqual(catalogue);
    expect(buildCatalogue(7, today).products.map((p) => p.sku)).not.toEqual(products.map((p) => p.sku));
  });

  it('has 250 to 400 products over seven segments, each with brands', () => {
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(products.length).toBeLessThanOrEqual(400);
    expect(catalogue.segments.map((s) => s.name)).toEqual([
      'Cervejas',
      'Refrigerantes',
      'Águas',
      'Energéticos',
      'Sucos',
      'Destilados',
      'Vinhos',
    ]);
    for (const s of catalogue.segments) expect(catalogue.brands.filter((b) => b.segment === s.name).length, s.name).toBeGreaterThan(0);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.every((p) => /^\d{18}$/.test(p.sku))).toBe(true);
  });

  it('covers the stock bands with their boundaries, tiers, limits, bottles, news and missing images', () => {
    const stock = products.map((p) => p.estoque);
    expect(stock).toContain(0);
    expect(stock).toContain(1);
    expect(stock).toContain(199);
    expect(stock).toContain(200);
    expect(stock.filter((s) => s > 0 && s < 200).length).toBeGreaterThan(20);
    expect(stock.filter((s) => s >= 200).length).toBeGreaterThan(100);
    expect(products.some((p) => p.kdkg2 === 0 && p.faixaVolume2 === 0)).toBe(true);
    expect(products.some((p) => p.kdkg5 > 0)).toBe(true);
    expect(products.some((p) => p.faixaVolume3 > 0 && p.kdkg3 === 0 && p.kdkg4 > 0)).toBe(true);
    expect(products.some((p) => p.maximum !== null)).toBe(true);
    expect(products.some((p) => p.minimum !== null)).toBe(true);
    expect(products.filter((p) => p.vessel > 0).length).toBeGreaterThan(10);
    expect(products.some((p) => p.news)).toBe(true);
    expect(products.some((p) => p.image === null)).toBe(true);
    for (const p of products) {
      for (const n of [2, 3, 4, 5] as const) if (p[`kdkg${n}`] > 0) expect(p[`kdkg${n}`]).toBeLessThan(p.preco);
    }
    expect(catalogue.combos.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.combos.some((c) => c.empties)).toBe(true);
    expect(catalogue.combos.some((c) => c.prod_stock === 0)).toBe(true);
  });
});

describe('dates follow the clock (Brazil calendar days)', () => {
  const clocks = [
    FIXED_NOW,
    new Date('2026-01-01T00:30:00-03:00'),
    new Date('2025-02-28T23:30:00-03:00'),
    new Date('2027-07-15T08:00:00-03:00'),
  ];
  for (const now of clocks) {
    it(`at ${now.toISOString()}`, () => {
      const day = brazilDay(now);
      const iso = isoDay(day);
      const state = buildState(now, DEFAULT_SEED);
      const campaigns = state.flexible.get('100001')!;
      const running = campaigns.find((c) => c.campaign.id === 101)!;
      expect(running.periods.filter((p) => p.period.initial_date <= iso && iso <= p.period.final_date)).toHaveLength(1);
      expect(campaigns.some((c) => c.campaign.final_date! < iso)).toBe(true);
      const old = state.prospera.get('100001')!;
      expect(old.find((c) => c.campaign.idcampanha === 31)!.periods.filter((p) => p.dtini <= iso && iso <= p.dtfim)).toHaveLength(1);
      expect(old.some((c) => c.campaign.dt_fim_insc! < iso)).toBe(true);
      expect(old.some((c) => c.campaign.dt_fim_insc! >= iso && c.participando === '')).toBe(true);
      const due = state.debts.get('100001')!.map((d) => d.ticketExpiration);
      expect(due).toContain(brDay(day));
      expect(due).toContain(brDay(addDays(day, -2)));
      expect(due).toContain(brDay(addDays(day, 7)));
      const orders = state.orders.get('100001')!.map((o) => o.order.Status.ERDAT);
      expect(orders).toContain(iso);
      expect(orders.some((d) => d < isoDay(addDays(day, -45)))).toBe(true);
    });
  }
});

describe('variety for the screens', () => {
  const state = buildState(FIXED_NOW, DEFAULT_SEED);

  it('equipment requests use every flag, both request types and both delivery markers', () => {
    const list = state.equipment.get('100001')!;
    const flags = new Set(
      list.flatMap((e) => [e.STATUS_ABERTA, e.STATUS_APROVADO, e.STATUS_FATURADO, e.STATUS_COMD_GERADO, e.STATUS_ENTREGA, e.STATUS_FINAL]),
    );
    expect(flags).toEqual(new Set(['S', 'W', 'E', '']));
    expect(new Set(list.map((e) => e.TPSOL))).toEqual(new Set(['INS', 'REC']));
    expect(list.some((e) => e.ENTREGA_PEND === 'X')).toBe(true);
    expect(list.some((e) => e.SAIU_ENTREGA === 'X')).toBe(true);
    expect(list.every((e) => /^\d{2}\/\d{2}\/\d{4}$/.test(e.ERDAT))).toBe(true);
  });

  it('orders carry several refusal reasons, every invoice state and PIX codes', () => {
    const orders = state.orders.get('100001')!.map((r) => r.order);
    const items = orders.flatMap((o) => [o.Itens.Item].flat());
    const reasons = new Set(items.map((i) => i.BEZEI).filter(Boolean));
    for (const r of ['NF Denegada', 'Canc. Cliente', 'Ruptura', 'Título em Atraso', 'Limite de Crédito', 'Insc. Suspensa', 'Fora de Rota'])
      expect(reasons).toContain(r);
    const invoices = orders.flatMap((o) => (o.Notas ? [o.Notas.Nota].flat() : []));
    expect(new Set(invoices.map((n) => n.DOCSTAT))).toEqual(new Set(['1', '2', '3']));
    expect(invoices.some((n) => n.CANCEL === 'X')).toBe(true);
    expect(invoices.some((n) => n.PIX_QRCODE)).toBe(true);
    expect(orders.some((o) => o.Transporte)).toBe(true);
  });

  it('the last order of 100001 shows every case of Repetir pedido (R180)', () => {
    const last = state.orders.get('100001')![0]!.order;
    expect(last.Status).toMatchObject({ AUART: 'ZS43', ERDAT: isoDay(today) });
    const items = [last.Itens.Item].flat();
    const product = (sku: string) => state.catalogue.products.find((p) => p.sku === sku);
    const cases = items.map((item) => {
      const p = product(item.MATNR);
      if (!p) return 'gone';
      if (p.estoque < 1) return 'out of stock';
      return item.KWMENG > Math.min(p.estoque, p.maximum ?? Infinity) ? 'capped' : 'in stock';
    });
    expect(new Set(cases)).toEqual(new Set(['in stock', 'capped', 'out of stock', 'gone']));
    expect(items.find((item) => !product(item.MATNR))?.MATNR).toBe(GONE_CODE);
  });

  it("company 100002 restocks on a rhythm: 'O de sempre' has Skol 600ml weekly and Antarctica 269ml every other week (R314)", () => {
    const orders = state.orders.get('100002')!.map(({ order }) => ({ Status: order.Status, Itens: { Item: [order.Itens.Item].flat() } }));
    expect(usualProducts(orders, parseCalendarDate(isoDay(today))!, { storeAccess: true })).toEqual([
      expect.objectContaining({ name: 'Cerveja Antarctica Pilsen Lata 269ml', purchases: 2, quantity: 10, gapDays: 14, daysSinceLast: 13 }),
      expect.objectContaining({ name: 'Cerveja Skol Pilsen Garrafa 600ml', purchases: 4, quantity: 6, gapDays: 7, daysSinceLast: 6 }),
    ]);
  });

  it('old campaign images resolve to files the portal serves from /img/campanhas/ (R51)', () => {
    const paths = [...state.prospera.values()]
      .flat()
      .flatMap((r) => [r.campaign.imagem, ...r.banners.map((b) => b.imagem)])
      .filter((p): p is string => p !== null);
    expect(paths.length).toBeGreaterThan(3);
    for (const p of paths) expect(existsSync(new URL(`../../public/img/campanhas/${p.split('/').pop()}`, import.meta.url)), p).toBe(true);
  });

  it('client 200001 (no store access) has campaigns too, fewer', () => {
    expect(state.flexible.get('200001')!.length).toBeGreaterThan(0);
    expect(state.flexible.get('200001')!.length).toBeLessThan(state.flexible.get('100001')!.length);
    expect(state.prospera.get('200001')!.length).toBeGreaterThan(0);
  });
});

describe('outbox page', () => {
  it('lists the e-mails newest first in an accessible pt-BR page', async () => {
    const t = setup();
    await t.api('usersApi', 'POST', '/auth/reset-password', { json: { email: 'contato@bardoze.com.br' } });
    const res = await t.call('GET', '/outbox');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<th scope="col">Código</th>');
    expect(html.indexOf('Senha temporária')).toBeLessThan(html.indexOf('NH7K2Q'));
  });
});

describe('tutorial video (R258)', () => {
  it("the photo indicators' tutorial is the video file the demo serves, so the portal plays it in place (R258)", async () => {
    const t = setup();
    const { token } = await t.login();
    const res = await t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
      token,
      headers: { flexibleClientCode: '100001', flexibleCampaignId: '101' },
    });
    const period = (await res.json()) as {
      evaluation: { indicators: Array<{ flexible_indicator_id: number; movieLink?: string | null }> };
    };
    const links = new Set(period.evaluation.indicators.filter((i) => i.flexible_indicator_id === 5).map((i) => i.movieLink));
    expect([...links]).toEqual(['http://localhost/static/tutorials/foto-indicador.webm']);
    const video = await t.demoRequest('http://localhost/static/tutorials/foto-indicador.webm');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    // A WebM file starts with the EBML magic number.
    expect([...new Uint8Array(await video.arrayBuffer()).slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await t.demoRequest('http://localhost/static/tutorials/outro.webm')).status).toBe(404);
  });
});
