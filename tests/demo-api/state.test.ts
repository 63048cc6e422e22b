// The demo keeps real state: what one call changes, the next call sees.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../support/contract.ts';
import { GONE_CODE } from '../../demo-api/seed/orders.ts';
import { catalogueHeaders, form, PNG, setup } from './helpers.ts';

const C = '100001';

interface Product {
  sku: string;
  descricao: string;
  preco: number;
  estoque: number;
  complemento: string | null;
  vessel: number;
  faixaVolume2: number;
  kdkg2: number;
  faixaVolume3: number;
  kdkg3: number;
}
interface Page<T> {
  data: T[];
  currentPage: number;
  lastPage: number;
}
interface Orders {
  pedidos: Array<{
    Status: { VBELN: string; STATUS: string; AUART: string; ERDAT: string };
    Itens: { Item: unknown };
    Notas?: { Nota: unknown } | null;
  }>;
  statusPedidos: string[];
  pedidosNaoProcessados: Array<{ Status: { VBELN: string; STATUS: string; AUART: string; ERDAT: string }; Itens: { Item: unknown } }>;
}

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

const line = (p: Product, total: number, over: Record<string, unknown> = {}) => ({
  sku: p.sku,
  total,
  price: p.preco,
  usePrice: p.preco,
  stock: p.estoque,
  vessel: p.vessel,
  complement: p.complemento,
  product: p.descricao,
  DATBI: null,
  KVGR1: null,
  descricao: p.descricao,
  bonus: false,
  bonus_proportion: null,
  budget: null,
  products: null,
  ...over,
});

async function products(t: ReturnType<typeof setup>, token: string, category = 'Cervejas', extra: Record<string, string> = {}) {
  return json<Page<Product>>(
    t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { category, ...extra }) }),
  );
}

describe('orders', () => {
  it('an order sent appears in the history as PEDIDO EM PROCESSAMENTO, with stock decremented and the order in progress', async () => {
    const t = setup();
    const { token } = await t.login();
    const [brahma] = (await products(t, token, 'Cervejas', { brand: 'Brahma' })).data;
    expect(brahma!.descricao).toBe('Cerveja Brahma Chopp Lata 350ml');
    const res = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C },
      json: [line(brahma!, 12, { usePrice: 41.5 })],
    });
    const sale = (await res.json()) as { ORDEM: string; ENTREGA: string; VALOR: number };
    expect(res.status).toBe(200);
    expect(sale.ORDEM).toMatch(/^\d{10}$/);
    expect(sale).toEqual({ ORDEM: sale.ORDEM, ENTREGA: '20250319', VALOR: 498 });

    const history = await json<Orders>(t.api('clientApi', 'GET', '/client/my-orders', { token }));
    const sent = history.pedidosNaoProcessados.find((o) => o.Status.VBELN === sale.ORDEM)!;
    expect(sent.Status).toEqual({ VBELN: sale.ORDEM, AUART: 'ZS43', ERDAT: '2025-03-18', STATUS: 'PEDIDO EM PROCESSAMENTO' });
    expect(sent.Itens.Item).toMatchObject({ MATNR: brahma!.sku, KWMENG: 12 });
    const filtered = await json<Orders>(
      t.api('clientApi', 'GET', '/client/my-updated-orders?dias_pedido=7&type=compra&status=PEDIDO%20EM%20PROCESSAMENTO', { token }),
    );
    expect(filtered.pedidosNaoProcessados.map((o) => o.Status.VBELN)).toContain(sale.ORDEM);
    expect(filtered.pedidos).toEqual([]);

    const [after] = (await products(t, token, 'Cervejas', { brand: 'Brahma' })).data;
    expect(after!.estoque).toBe(brahma!.estoque - 12);
    const last = await json<{ isOrderInProgress: boolean; nextDeliveryDate: string | null }>(
      t.api('productsApi', 'GET', '/lastOrder', { token, headers: { 'client-code': C } }),
    );
    expect(last).toEqual({ isOrderInProgress: true, nextDeliveryDate: '2025-03-19' });
    const companies = await json<Array<{ clientCode: string; ultimoPedido: string | null }>>(
      t.api('clientApi', 'GET', '/client/myCompanies', { token }),
    );
    expect(companies.find((c) => c.clientCode === C)!.ultimoPedido).toBe('18/03/2025');
  });

  it('applies the highest tier whose price is above zero, and the combo price ranges (R56)', async () => {
    const t = setup();
    const { token } = await t.login();
    const skol = (await products(t, token, 'Cervejas', { brand: 'Skol' })).data.find(
      (p) => p.descricao === 'Cerveja Skol Pilsen Lata 350ml',
    )!;
    // bands: 10 → 38.90, 30 → 0 (unused), 50 → 36.90
    const at40 = await json<{ VALOR: number }>(
      t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': C }, json: [line(skol, 40)] }),
    );
    expect(at40.VALOR).toBe(40 * 38.9);
    const combos = await json<
      Page<{ sku: string; price: number; prod_stock: number; price_ranges: Array<{ quantity: number; price: number }> }>
    >(t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { category: 'combo' }) }));
    const combo = combos.data.find((x) => x.prod_stock > 10)!;
    const sale = await json<{ VALOR: number }>(
      t.api('productsApi', 'POST', '/sales/', {
        token,
        headers: { 'client-code': C },
        json: [
          {
            sku: combo.sku,
            total: 6,
            price: combo.price,
            usePrice: combo.price,
            stock: combo.prod_stock,
            vessel: 0,
            descricao: 'combo',
            bonus: false,
          },
        ],
      }),
    );
    expect(sale.VALOR).toBeCloseTo(6 * combo.price_ranges[1]!.price, 2);
  });

  it('refuses quantities above stock with the SalesError stock details', async () => {
    const t = setup();
    const { token } = await t.login();
    const list = (await products(t, token, 'Cervejas', { brand: 'Brahma' })).data;
    const at199 = list.find((p) => p.descricao === 'Cerveja Brahma Chopp Lata 269ml')!;
    const none = list.find((p) => p.descricao === 'Cerveja Brahma Zero Lata 350ml')!;
    expect([at199.estoque, none.estoque]).toEqual([199, 0]);
    const res = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C },
      json: [line(at199, 200), line(none, 1)],
    });
    const body: unknown = await res.json();
    expect(res.status).toBe(422);
    expect(validateResponse('post', '/sales/', 422, body).errors).toEqual([]);
    expect(body).toEqual({
      error: 'Estoque insuficiente',
      message: 'Alguns produtos não têm estoque suficiente.',
      details: [
        { sku: at199.sku, message: 'Cerveja Brahma Chopp Lata 269ml CX 15 UN: quantidade indisponível', availableQty: 199 },
        { sku: none.sku, message: 'Cerveja Brahma Zero Lata 350ml CX 12 UN: quantidade indisponível', availableQty: 0 },
      ],
    });
  });

  it('refuses an order below the minimum (400) and bonus lines above the budget (400 naming the budget)', async () => {
    const t = setup();
    const { token } = await t.login();
    const [brahma] = (await products(t, token, 'Cervejas', { brand: 'Brahma' })).data;
    const small = await t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': C }, json: [line(brahma!, 2)] });
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({ error: 'Pedido mínimo não atingido' });

    const bonus = await json<Array<Product & { maximum: number; budget: string }>>(
      t.api('productsApi', 'GET', '/catalog/bonus', { token, headers: { 'client-code': C, total: '415' } }),
    );
    expect(bonus.length).toBeGreaterThan(0);
    const b = bonus[0]!;
    expect(b.maximum).toBe(Math.floor(41.5 / b.preco)); // 10 × R$ 41,50 (tier price) = R$ 415,00, 10% of it for bonus
    const res = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C },
      json: [line(brahma!, 10), line(b, b.maximum + 1, { bonus: true, budget: b.budget })],
    });
    const body: unknown = await res.json();
    expect(res.status).toBe(400);
    expect(validateResponse('post', '/sales/', 400, body).errors).toEqual([]);
    expect(body).toMatchObject({ error: 'Verba de bonificação excedida', budget: b.budget });
    const within = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C },
      json: [line(brahma!, 10), line(b, b.maximum, { bonus: true, budget: b.budget })],
    });
    expect(within.status).toBe(200);
    const history = await json<Orders>(t.api('clientApi', 'GET', '/client/my-orders', { token }));
    expect(history.pedidosNaoProcessados.map((o) => o.Status.AUART).sort()).toEqual(['ZS03', 'ZS43', 'ZS43']);
  });

  it('checks bonus_proportion and products as the contract types them, and accepts a bonus and a combo line', async () => {
    const t = setup();
    const { token } = await t.login();
    const [brahma] = (await products(t, token, 'Cervejas', { brand: 'Brahma' })).data;
    const bonus = await json<Product[]>(
      t.api('productsApi', 'GET', '/catalog/bonus', { token, headers: { 'client-code': C, total: '415' } }),
    );
    const b = bonus[0]!;
    const combos = await json<Page<{ sku: string; description: string; price: number; prod_stock: number; products: unknown[] }>>(
      t.api('productsApi', 'GET', '/catalog/products', { token, headers: catalogueHeaders(C, { category: 'combo' }) }),
    );
    const combo = combos.data.find((c) => c.prod_stock > 10)!;
    const comboLine = {
      ...line(brahma!, 1),
      sku: combo.sku,
      price: combo.price,
      usePrice: combo.price,
      stock: combo.prod_stock,
      descricao: combo.description,
      product: combo.description,
      products: combo.products,
    };
    const bad = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C },
      json: [line(brahma!, 10), line(b, 1, { bonus: true, budget: 'x', bonus_proportion: '0.1' }), { ...comboLine, products: 'combo' }],
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      details: ['Item 2: bonus_proportion deve ser um número ou nulo.', 'Item 3: products deve ser uma lista ou nulo.'],
    });
    const good = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C },
      json: [line(brahma!, 10), line(b, 1, { bonus: true, budget: 'x', bonus_proportion: 0.1 }), comboLine],
    });
    expect(good.status).toBe(200);
  });

  it('a user without store access cannot send orders', async () => {
    const t = setup();
    const { token } = await t.login('11222333000181');
    const res = await t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': '200001' }, json: [{ sku: '1' }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Pedido não enviado' });
  });

  it('history covers every status text, single and listed items and invoices, and the filters', async () => {
    const t = setup();
    const { token } = await t.login();
    const all = await json<Orders>(t.api('clientApi', 'GET', '/client/my-orders', { token }));
    const statuses = await json<string[]>(t.api('clientApi', 'GET', '/client/my-status-orders', { token }));
    const texts = (await import('../support/contract.ts')).openapi.components.schemas.OrderStatusText!.examples as string[];
    expect([...statuses].sort()).toEqual([...texts].sort());
    expect(all.pedidos.some((o) => Array.isArray(o.Itens.Item))).toBe(true);
    expect(all.pedidos.some((o) => !Array.isArray(o.Itens.Item))).toBe(true);
    expect(all.pedidos.some((o) => o.Notas && Array.isArray(o.Notas.Nota))).toBe(true);
    expect(all.pedidos.some((o) => o.Notas && !Array.isArray(o.Notas.Nota))).toBe(true);
    expect(new Set(all.pedidos.map((o) => o.Status.AUART))).toEqual(new Set(['ZS03', 'ZS11', 'ZS43']));
    const counts = await Promise.all(
      [7, 15, 30, 45].map(async (d) => {
        const r = await json<Orders>(t.api('clientApi', 'GET', `/client/my-updated-orders?dias_pedido=${d}`, { token }));
        return r.pedidos.length + r.pedidosNaoProcessados.length;
      }),
    );
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[3]!);
    const bonus = await json<Orders>(t.api('clientApi', 'GET', '/client/my-updated-orders?dias_pedido=45&type=bonificacao', { token }));
    expect(bonus.pedidos.every((o) => o.Status.AUART === 'ZS03')).toBe(true);
    expect(bonus.pedidos.length).toBeGreaterThan(0);
  });

  it('invoice and payment-slip PDFs open in pdf-lib; unknown keys are 404', async () => {
    const t = setup();
    const { token } = await t.login();
    const all = await json<Orders>(t.api('clientApi', 'GET', '/client/my-orders', { token }));
    const purchase = all.pedidos.find((o) => o.Status.AUART === 'ZS43' && o.Notas && !Array.isArray(o.Notas.Nota))!;
    const key = (purchase.Notas!.Nota as { CHAVE_NF: string }).CHAVE_NF;
    for (const path of ['/client/my-order-nf', '/client/my-order-boleto']) {
      const res = await t.api('clientApi', 'POST', path, { token, json: { nfkey: [key] } });
      expect(res.status).toBe(200);
      const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(doc.getPageCount()).toBe(1);
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    }
    const other = await t.login('11222333000181');
    expect((await t.api('clientApi', 'POST', '/client/my-order-nf', { token: other.token, json: { nfkey: [key] } })).status).toBe(404);
  });
});

describe('campaigns', () => {
  it('an accepted term stays accepted (PUT then GET), and the late acceptance shows in the current period (R38)', async () => {
    const t = setup();
    const { token } = await t.login();
    const put = await t.api('campaignsApi', 'PUT', '/campaigns/flexibles/clientCampaignTerm', {
      token,
      headers: { flexibleClientsCode: C, flexibleCampaignsId: '102' },
      json: { clientTermStatusesId: 1 },
    });
    expect(await put.json()).toEqual({ message: 'Status atualizado', details: 'Participação confirmada!' });
    const list = await json<Array<{ campaign: { id: number }; term_status: { id: number } }>>(
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/clientCampaignTerm', { token, headers: { flexibleClient: C } }),
    );
    expect(list.find((x) => x.campaign.id === 102)!.term_status.id).toBe(1);
    const details = await json<{ client_term_statuses_id: number }>(
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/details', {
        token,
        headers: { flexibleclientid: C, flexiblecampaignid: '102' },
      }),
    );
    expect(details.client_term_statuses_id).toBe(1);
    const current = await json<{ acceptedOnTime: boolean } | null>(
      t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
        token,
        headers: { flexibleClientCode: C, flexibleCampaignId: '102' },
      }),
    );
    expect(current?.acceptedOnTime).toBe(false);
  });

  it('the ended campaign refuses enrolment; the seed has statuses 1, 2 and 3 and an acceptedOnTime false period', async () => {
    const t = setup();
    const { token } = await t.login();
    const list = await json<Array<{ campaign: { id: number; final_date: string }; term_status: { id: number } }>>(
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/clientCampaignTerm', { token, headers: { flexibleClient: C } }),
    );
    expect(new Set(list.map((x) => x.term_status.id))).toEqual(new Set([1, 2, 3]));
    const ended = list.find((x) => x.campaign.final_date < '2025-03-18')!;
    const res = await t.api('campaignsApi', 'PUT', '/campaigns/flexibles/clientCampaignTerm', {
      token,
      headers: { flexibleClientsCode: C, flexibleCampaignsId: String(ended.campaign.id) },
      json: { clientTermStatusesId: 1 },
    });
    expect(res.status).toBe(400);
    const late = await json<{ acceptedOnTime: boolean }>(
      t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
        token,
        headers: { flexibleClientCode: C, flexibleCampaignId: '106' },
      }),
    );
    expect(late.acceptedOnTime).toBe(false);
  });

  it('a photo sent moves the indicator to awaiting evaluation (2) and counts the attempt; resending is refused', async () => {
    const t = setup();
    const { token } = await t.login();
    type Ind = {
      id: number;
      flexible_indicator_id: number;
      evaluation: { status?: number | null; attempt?: number };
      photograph?: { based_image: string } | null;
    };
    const current = async () =>
      json<{ flexible_period_id: number; evaluation: { indicators: Ind[] } }>(
        t.api('campaignsApi', 'GET', '/campaigns/trackings/evaluation', {
          token,
          headers: { flexibleClientCode: C, flexibleCampaignId: '101' },
        }),
      );
    const before = await current();
    const photos = before.evaluation.indicators.filter((i) => i.flexible_indicator_id === 5);
    expect(new Set(photos.map((p) => p.evaluation.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(photos.find((p) => p.evaluation.status === 3)!.evaluation.attempt).toBe(3);
    const target = photos.find((p) => p.evaluation.status === 0)!;
    const send = () =>
      t.api('campaignsApi', 'POST', '/campaigns/flexibles/photographies/', {
        token,
        body: form(
          {
            flexibleCampaignId: '101',
            flexiblePeriodId: String(before.flexible_period_id),
            flexibleParamIndicatorId: String(target.id),
            flexibleClientCode: C,
          },
          { storage: { bytes: PNG, type: 'image/png', name: 'gondola.png' } },
        ),
      });
    const res = await send();
    expect(await res.json()).toEqual({ message: 'Foto enviada', details: 'Foto enviada com sucesso! Aguarde a avaliação.' });
    const after = (await current()).evaluation.indicators.find((i) => i.id === target.id)!;
    expect(after.evaluation).toMatchObject({ status: 2, attempt: 1 });
    // The summary counts it, for the e2e tests that check one photo took one attempt (product-rules R210).
    const summary = await json<{ photoAttempts: Record<string, Record<string, number>> }>(t.call('GET', '/__demo/state'));
    expect(summary.photoAttempts[C]?.[String(target.id)]).toBe(1);
    expect(summary.photoAttempts[C]?.[String(photos.find((p) => p.evaluation.status === 3)!.id)]).toBe(3);
    const image = await t.call('GET', new URL(after.photograph!.based_image).pathname);
    expect(image.headers.get('content-type')).toBe('image/png');
    const again = await send();
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: 'Dados inválidos', details: ['Esta foto já está aguardando avaliação.'] });

    const rejected = photos.find((p) => p.evaluation.status === 3)!;
    const third = await t.api('campaignsApi', 'POST', '/campaigns/flexibles/photographies/', {
      token,
      body: form(
        {
          flexibleCampaignId: '101',
          flexiblePeriodId: String(before.flexible_period_id),
          flexibleParamIndicatorId: String(rejected.id),
          flexibleClientCode: C,
        },
        { storage: { bytes: PNG, type: 'image/png', name: 'fachada.png' } },
      ),
    });
    expect(((await third.json()) as { details: string[] }).details).toEqual(['Você já usou as 3 tentativas de envio desta foto.']);

    const evaluated = await t.call('POST', '/__demo/photo-evaluation', {
      json: { clientCode: C, indicatorId: target.id, status: 3, reason: 'Foto escura.' },
    });
    expect(evaluated.status).toBe(200);
    expect((await current()).evaluation.indicators.find((i) => i.id === target.id)!.evaluation.status).toBe(3);
  });

  it('the dangerous term arrives as written (the portal sanitises it)', async () => {
    const t = setup();
    const { token } = await t.login();
    const details = await json<{ currentTerm: { term: string } }>(
      t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/details', {
        token,
        headers: { flexibleclientid: C, flexiblecampaignid: '102' },
      }),
    );
    expect(details.currentTerm.term).toContain('<img src=x onerror=alert(1)>');
    expect(details.currentTerm.term).toContain('<script>');
  });

  it('joining an old campaign with open enrolment makes it participating; closed enrolment is refused', async () => {
    const t = setup();
    const { token } = await t.login();
    const join = (id: string, type: string) =>
      t.api('campaignsApi', 'PUT', '/oldCampaign/participarCampanha', {
        token,
        headers: { flexibleClientsCode: C, flexibleCampaignsId: id },
        json: { clientTermStatusesId: 1, type, subchannel: 'BAR' },
      });
    expect((await join('32', 'SOVI')).status).toBe(200);
    const campaign = await json<{ participando: string }>(
      t.api('campaignsApi', 'POST', '/oldCampaign/buscarCampanhaID', { token, json: { id: 32, type: 'SOVI' } }),
    );
    expect(campaign.participando).toBe('X');
    expect((await join('33', 'FREEZER')).status).toBe(400);
    const list = await json<Array<{ idcampanha: number; participando: string; dt_fim_insc: string }>>(
      t.api('campaignsApi', 'GET', '/oldCampaign', { token }),
    );
    expect(list.map((c) => [c.idcampanha, c.participando])).toEqual([
      [31, 'X'],
      [32, 'X'],
      [33, ''],
    ]);
  });

  it('old indicators cover the eight types (R50)', async () => {
    const t = setup();
    const { token } = await t.login();
    const indicators = await json<Array<{ idprospera_indicadores: number; name: string }>>(
      t.api('campaignsApi', 'POST', '/oldCampaign/pegarIndicadoresProspera', { token, json: { campaignId: 31 } }),
    );
    expect(indicators.map((i) => i.idprospera_indicadores)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('account and companies', () => {
  it('notification switches persist', async () => {
    const t = setup();
    const { token } = await t.login();
    await t.api('clientApi', 'PUT', '/client/notifications', { token, json: { acceptMail: false, acceptMessages: true } });
    expect(await (await t.api('clientApi', 'GET', '/client/notifications', { token })).json()).toEqual({
      acceptMail: false,
      acceptMessages: true,
    });
  });

  it('profile photo: set (served back), too large (413), removed', async () => {
    const t = setup();
    const { token } = await t.login();
    const set = await json<{ profile: string }>(
      t.api('clientApi', 'POST', '/client/update-picture', {
        token,
        body: form({}, { profile: { bytes: PNG, type: 'image/png', name: 'eu.png' } }),
      }),
    );
    const general = await json<{ profile: string }>(t.api('clientApi', 'GET', '/client/general', { token }));
    expect(general.profile).toBe(set.profile);
    expect((await t.call('GET', new URL(set.profile).pathname)).headers.get('content-type')).toBe('image/png');
    const removed = await json<{ profile: null }>(t.api('clientApi', 'POST', '/client/update-picture', { token, body: form({}) }));
    expect(removed.profile).toBeNull();
  });

  it('a group request is listed newest first; a taken name answers 409', async () => {
    const t = setup();
    const { token } = await t.login();
    const created = await t.api('clientApi', 'POST', '/group-requests', {
      token,
      json: {
        group_name: 'Rede Sabor do Zé',
        requested_documents: ['11.444.777/0001-61', '12ABC34501DE35'],
        requesting_document: '45723174000110',
        notes: '',
      },
    });
    expect(created.status).toBe(201);
    const list = await json<Array<{ id: number; request_status: string; requested_documents: Array<{ requested_document: string }> }>>(
      t.api('clientApi', 'GET', `/group-requests?client_code=${C}`, { token }),
    );
    expect(list[0]!.requested_documents.map((d) => d.requested_document)).toEqual(['11444777000161', '12ABC34501DE35']);
    expect(list.map((g) => g.request_status)).toEqual(['created', 'created', 'concluded', 'canceled']);
    expect((await t.api('clientApi', 'GET', '/group-requests/validate-name?name=Grupo%20Pao%20de%20Mel', { token })).status).toBe(409);
    expect((await t.api('clientApi', 'GET', '/group-requests/validate-name?name=Rede%20Sabor%20do%20Z%C3%A9', { token })).status).toBe(200);
    const renamed = await t.api('clientApi', 'POST', '/group-requests', {
      token,
      json: { group_name: 'Outro Nome', requested_documents: ['11444777000161'], requesting_document: '45723174000110', notes: '' },
    });
    expect(renamed.status).toBe(422);
  });
});

describe('catalogue', () => {
  it('pages by per-page/current-page and filters category and brand without caring for accents', async () => {
    const t = setup();
    const { token } = await t.login();
    const page1 = await products(t, token, 'Cervejas');
    expect(page1.data).toHaveLength(24);
    expect(page1.lastPage).toBeGreaterThan(2);
    const last = await products(t, token, 'Cervejas', { 'current-page': String(page1.lastPage) });
    expect(last.data.length).toBeGreaterThan(0);
    expect(last.data[0]!.sku).not.toBe(page1.data[0]!.sku);
    const aguas = await products(t, token, 'Aguas');
    const accented = await products(t, token, 'Águas');
    expect(aguas.data.map((p) => p.sku)).toEqual(accented.data.map((p) => p.sku));
    expect(aguas.data.every((p) => p.descricao.startsWith('Água'))).toBe(true);
    const guarana = await products(t, token, 'Refrigerantes', { brand: 'Guarana Antarctica' });
    expect(guarana.data.length).toBeGreaterThan(0);
    expect(guarana.data.every((p) => p.descricao.includes('Guaraná Antarctica'))).toBe(true);
    const brands = await json<Array<{ name: string; image_url: string }>>(
      t.api('productsApi', 'GET', '/images/brands', { token, headers: { 'client-code': C, category: 'Energeticos' } }),
    );
    expect(brands.map((b) => b.name)).toEqual(['Red Bull', 'Monster', 'Fusion', 'TNT']);
    const image = await t.call('GET', new URL(brands[0]!.image_url).pathname + new URL(brands[0]!.image_url).search);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toContain('Red Bull');
  });

  it('favourites are the products bought in the last 30 days that the catalogue still has (R57)', async () => {
    const t = setup();
    const { token } = await t.login();
    const fav = await json<Page<Product>>(
      t.api('productsApi', 'GET', '/catalog/favorites', { token, headers: catalogueHeaders(C, { days: '30', 'per-page': '100' }) }),
    );
    const orders = await json<Orders>(t.api('clientApi', 'GET', '/client/my-updated-orders?dias_pedido=30', { token }));
    const bought = new Set(
      [...orders.pedidos, ...orders.pedidosNaoProcessados]
        .flatMap((o) => [o.Itens.Item].flat() as Array<{ MATNR: string }>)
        .map((i) => i.MATNR),
    );
    // The last order has a product gone since ('Repetir pedido', product-rules R180).
    expect(bought.delete(GONE_CODE)).toBe(true);
    expect(new Set(fav.data.map((p) => p.sku))).toEqual(bought);
  });
});

describe('reset', () => {
  it('POST /__demo/reset restores the seed and revokes sessions', async () => {
    const t = setup();
    const { token } = await t.login();
    await t.api('clientApi', 'PUT', '/client/notifications', { token, json: { acceptMail: false, acceptMessages: false } });
    expect((await t.call('POST', '/__demo/reset')).status).toBe(200);
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(401);
    const fresh = await t.login();
    expect(await (await t.api('clientApi', 'GET', '/client/notifications', { token: fresh.token })).json()).toEqual({
      acceptMail: true,
      acceptMessages: false,
    });
  });
});

describe('debts', () => {
  it('stay around the day they are asked on: a demo left running past midnight still has one due today', async () => {
    const t = setup({ at: new Date('2025-03-18T23:50:00-03:00') });
    const { token } = await t.login();
    const dueDays = async () =>
      ((await (await t.api('clientApi', 'GET', '/client/my-debits', { token })).json()) as Array<{ ticketExpiration: string }>).map(
        (d) => d.ticketExpiration,
      );
    expect(await dueDays()).toContain('18/03/2025');
    t.clock.now = new Date('2025-03-19T00:10:00-03:00');
    const next = await dueDays();
    expect(next).toContain('19/03/2025');
    expect(next).toContain('17/03/2025');
  });
});
