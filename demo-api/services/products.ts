// Products API (base-URL name productsApi): catalogue pages, segments and brands, limits, the
// order-in-progress check and order sending. Every call carries the client-code header.
import { Hono } from 'hono';
import { requireAuth } from '../lib/auth.ts';
import type { DemoContext, DemoEnv } from '../lib/context.ts';
import { addDays, brazilDay, brDay, compactDay, isoDay, nextDeliveryDay } from '../lib/dates.ts';
import { checkHeaders, fail, isRecord, jsonBody, notFound, positiveInt, send, type Ctx } from '../lib/http.ts';
import { bodyFingerprint, idempotencyError } from '../lib/idempotency.ts';
import type { OrderRecord, ProductRecord, SalesKeyRecord } from '../lib/state.ts';
import { cents, fold, headerText, money } from '../lib/text.ts';
import type { Combo, OrderItem } from '../lib/types.ts';
import { BONUS_BUDGETS, bonusCandidates, publicProduct } from '../seed/catalogue.ts';

const IN_PROGRESS = new Set([
  'PEDIDO EM PROCESSAMENTO',
  'FINANCEIRO APROVADO',
  'FATURAMENTO PENDENTE',
  'PEDIDO FATURADO',
  'PEDIDO EM SEPARACAO',
  'PEDIDO EM TRANSITO',
]);
/** Share of the purchase value that may be spent on bonus items. */
const BONUS_SHARE = 0.1;

/** An Idempotency-Key as the contract types it (a UUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The answer of a created order. */
type SaleAnswer = { ORDEM: string; ENTREGA: string; VALOR: number };

/** A refusal of POST /sales/: the SalesError shape (`error` is what tells the portal it is a refusal). */
function refuse(
  c: Ctx,
  status: 400 | 422,
  error: string,
  message: string,
  details?: string[] | Array<{ sku: string; message: string; availableQty: number }>,
  extra: Record<string, unknown> = {},
): Response {
  return fail(c, status, message, details, { error, ...extra });
}

/** The unit price for a quantity: the highest band reached whose price is above 0, else the base price. */
function tierPrice(p: ProductRecord, quantity: number): number {
  const bands = [
    [p.faixaVolume5, p.kdkg5],
    [p.faixaVolume4, p.kdkg4],
    [p.faixaVolume3, p.kdkg3],
    [p.faixaVolume2, p.kdkg2],
  ] as const;
  for (const [threshold, price] of bands) if (threshold > 0 && price > 0 && quantity >= threshold) return price;
  return p.preco;
}

function comboPrice(combo: Combo, quantity: number): number {
  const reached = combo.price_ranges.filter((r) => quantity >= r.quantity).sort((a, b) => b.quantity - a.quantity)[0];
  return reached?.price ?? combo.price;
}

/** Reads per-page and current-page; answers 400 when missing or not numbers. */
function paging(c: Ctx): { perPage: number; page: number } | Response {
  const missing = checkHeaders(c, ['per-page', 'current-page']);
  if (missing) return missing;
  const perPage = positiveInt(c.req.header('per-page'));
  const page = positiveInt(c.req.header('current-page'));
  const issues: string[] = [];
  if (!perPage || perPage > 100) issues.push('O cabeçalho per-page deve ser um inteiro entre 1 e 100.');
  if (!page) issues.push('O cabeçalho current-page deve ser um inteiro a partir de 1.');
  if (issues.length) return fail(c, 400, 'Requisição inválida', issues);
  return { perPage: perPage!, page: page! };
}

function pageOf<T>(items: T[], perPage: number, page: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return { data: items.slice((page - 1) * perPage, page * perPage), currentPage: page, lastPage, pages: lastPage };
}

/** The products API router (mounted at /products-api). */
export function productsService(ctx: DemoContext): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();
  r.use('*', requireAuth(ctx));
  const catalogue = () => ctx.state.catalogue;
  const ordersOf = (c: Ctx) => ctx.state.orders.get(c.get('session').clientCode) ?? [];
  const segmentNamed = (header: string | undefined) => {
    const wanted = fold(headerText(header ?? ''));
    return catalogue().segments.find((s) => fold(s.name) === wanted);
  };

  r.get('/lastOrder', (c) => {
    const bad = checkHeaders(c, ['client-code'], 'client-code');
    if (bad) return bad;
    const today = isoDay(brazilDay(ctx.now()));
    const open = ordersOf(c)
      .filter((o) => (!o.processed || IN_PROGRESS.has(o.order.Status.STATUS)) && o.deliveryDate >= today)
      .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate));
    return c.json({ isOrderInProgress: open.length > 0, nextDeliveryDate: open[0]?.deliveryDate ?? null });
  });

  r.get('/catalog/products', (c) => {
    const search = c.req.header('search');
    // Fault 'ignore-search': a service without the contract's assumed search, which ignores the header it
    // does not know and answers the category's products, or every product without one.
    const ignored = search !== undefined && c.get('ignoreSearch') === true;
    const bad = checkHeaders(c, search === undefined ? ['client-code', 'category'] : ['client-code'], 'client-code');
    if (bad) return bad;
    const p = paging(c);
    if (p instanceof Response) return p;
    if (ignored && c.req.header('category') === undefined)
      return send(ctx, c, pageOf(catalogue().products.map(publicProduct), p.perPage, p.page));
    if (search !== undefined && !ignored) return searchProducts(c, headerText(search), p);
    const category = headerText(c.req.header('category') ?? '');
    if (fold(category) === 'combo' || fold(category) === 'combos') return send(ctx, c, pageOf(catalogue().combos, p.perPage, p.page));
    const segment = segmentNamed(category);
    if (!segment) return notFound(c, `Categoria não encontrada: ${category}`);
    const brand = c.req.header('brand');
    const wantedBrand = brand ? fold(headerText(brand)) : '';
    const list = catalogue().products.filter((prod) => prod.segment === segment.name && (!wantedBrand || fold(prod.brand) === wantedBrand));
    return send(ctx, c, pageOf(list.map(publicProduct), p.perPage, p.page));
  });

  /** The search header's answer (contract: listCatalogProducts › search): every word in the name or complement, or the code in full. */
  function searchProducts(c: Ctx, text: string, p: { perPage: number; page: number }): Response {
    const query = fold(text)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (query.length < 2) return fail(c, 400, 'Requisição inválida', ['O cabeçalho search deve ter ao menos 2 caracteres.']);
    const category = c.req.header('category');
    const segment = category === undefined ? undefined : segmentNamed(category);
    if (category !== undefined && !segment) return notFound(c, `Categoria não encontrada: ${headerText(category)}`);
    const brand = c.req.header('brand');
    const wantedBrand = brand ? fold(headerText(brand)) : '';
    const words = query.split(' ');
    const digits = /^\d+$/.test(query) ? query.replace(/^0+(?=.)/, '') : null;
    const list = catalogue().products.filter((prod) => {
      if (segment && prod.segment !== segment.name) return false;
      if (wantedBrand && fold(prod.brand) !== wantedBrand) return false;
      if (digits && (prod.sku.replace(/^0+(?=.)/, '') === digits || prod.ean === query)) return true;
      const name = fold(`${prod.descricao} ${prod.complemento ?? ''}`).replace(/[^a-z0-9]+/g, ' ');
      return words.every((word) => name.includes(word));
    });
    return send(ctx, c, pageOf(list.map(publicProduct), p.perPage, p.page));
  }

  r.get('/catalog/news', (c) => {
    const bad = checkHeaders(c, ['client-code'], 'client-code');
    if (bad) return bad;
    const p = paging(c);
    if (p instanceof Response) return p;
    return send(
      ctx,
      c,
      pageOf(
        catalogue()
          .products.filter((prod) => prod.news)
          .map(publicProduct),
        p.perPage,
        p.page,
      ),
    );
  });

  r.get('/catalog/favorites', (c) => {
    const bad = checkHeaders(c, ['client-code', 'days'], 'client-code');
    if (bad) return bad;
    const p = paging(c);
    if (p instanceof Response) return p;
    const days = positiveInt(c.req.header('days'));
    if (!days || days > 365) return fail(c, 400, 'Requisição inválida', ['O cabeçalho days deve ser um inteiro entre 1 e 365.']);
    const since = isoDay(addDays(brazilDay(ctx.now()), -days));
    const skus: string[] = [];
    for (const rec of [...ordersOf(c)].sort((a, b) => b.order.Status.ERDAT.localeCompare(a.order.Status.ERDAT))) {
      if (rec.order.Status.ERDAT < since) continue;
      const items = Array.isArray(rec.order.Itens.Item) ? rec.order.Itens.Item : [rec.order.Itens.Item];
      for (const item of items) if (!skus.includes(item.MATNR)) skus.push(item.MATNR);
    }
    const list = skus
      .map((sku) => catalogue().products.find((prod) => prod.sku === sku))
      .filter((x): x is ProductRecord => x !== undefined);
    return send(ctx, c, pageOf(list.map(publicProduct), p.perPage, p.page));
  });

  r.get('/catalog/bonus', (c) => {
    const bad = checkHeaders(c, ['client-code', 'total'], 'client-code');
    if (bad) return bad;
    const total = Number(c.req.header('total'));
    if (!Number.isFinite(total) || total < 0)
      return fail(c, 400, 'Requisição inválida', ['O cabeçalho total deve ser um valor em reais (ex.: 1250.40).']);
    const budget = total * BONUS_SHARE;
    const list = bonusCandidates(catalogue().products)
      .map((prod) => ({ prod, max: Math.min(prod.estoque, Math.floor(budget / prod.preco)) }))
      .filter((x) => x.max > 0)
      .map(({ prod, max }) => ({
        ...publicProduct(prod),
        bonus: true,
        budget: prod.segment === 'Cervejas' ? BONUS_BUDGETS.beer : BONUS_BUDGETS.other,
        maximum: max,
        minimum: null,
      }));
    return send(ctx, c, list);
  });

  r.get('/images/segments', (c) => {
    const bad = checkHeaders(c, ['client-code'], 'client-code');
    if (bad) return bad;
    return send(
      ctx,
      c,
      catalogue().segments.map((s) => ({ name: s.name, url: s.image })),
    );
  });

  r.get('/images/brands', (c) => {
    const bad = checkHeaders(c, ['client-code', 'category'], 'client-code');
    if (bad) return bad;
    const segment = segmentNamed(c.req.header('category'));
    const brands = segment ? catalogue().brands.filter((b) => b.segment === segment.name) : [];
    return send(
      ctx,
      c,
      brands.map((b) => ({ name: b.name, image_url: b.image })),
    );
  });

  r.get('/client/limits', (c) => {
    const bad = checkHeaders(c, ['client-code'], 'client-code');
    if (bad) return bad;
    const client = c.get('client');
    return c.json({ Minimoorder: client.Minimoorder, Limitecredito: client.Limitecredito });
  });

  /** Checks a cart body and creates its order: the created order's answer, or the refusal (a 4xx SalesError). */
  const placeOrder = (c: Ctx, body: unknown): SaleAnswer | Response => {
    if (!Array.isArray(body) || body.length === 0)
      return refuse(c, 422, 'Pedido inválido', 'O pedido deve ter ao menos um item.', ['Envie a lista de itens do carrinho.']);

    const issues: string[] = [];
    const lines: Array<{
      n: number;
      sku: string;
      total: number;
      bonus: boolean;
      budget: string | null;
      product?: ProductRecord;
      combo?: Combo;
    }> = [];
    body.forEach((item: unknown, i) => {
      const n = i + 1;
      if (!isRecord(item)) return void issues.push(`Item ${n}: formato inválido.`);
      const sku = typeof item.sku === 'string' ? item.sku.trim() : '';
      if (!sku) issues.push(`Item ${n}: sku é obrigatório.`);
      const total = item.total;
      if (typeof total !== 'number' || !Number.isInteger(total) || total < 1 || total > 9999)
        issues.push(`Item ${n}: a quantidade (total) deve ser um inteiro entre 1 e 9999.`);
      for (const f of ['price', 'usePrice', 'vessel'])
        if (typeof item[f] !== 'number' || item[f] < 0) issues.push(`Item ${n}: ${f} deve ser um número.`);
      if (typeof item.stock !== 'number' || !Number.isInteger(item.stock)) issues.push(`Item ${n}: stock deve ser um inteiro.`);
      if (typeof item.descricao !== 'string') issues.push(`Item ${n}: descricao é obrigatória.`);
      if (typeof item.bonus !== 'boolean') issues.push(`Item ${n}: bonus deve ser verdadeiro ou falso.`);
      // SaleItem in the contract: bonus_proportion a number or null, products a list of objects or null.
      if (item.bonus_proportion != null && (typeof item.bonus_proportion !== 'number' || !Number.isFinite(item.bonus_proportion))) {
        issues.push(`Item ${n}: bonus_proportion deve ser um número ou nulo.`);
      }
      if (item.products != null && (!Array.isArray(item.products) || !item.products.every(isRecord)))
        issues.push(`Item ${n}: products deve ser uma lista ou nulo.`);
      if (!sku) return;
      const product = catalogue().products.find((p) => p.sku === sku);
      const combo = catalogue().combos.find((p) => p.sku === sku);
      if (!product && !combo) return void issues.push(`Item ${n}: produto ${sku} não encontrado no catálogo.`);
      const qty = typeof total === 'number' ? total : 0;
      const bonus = item.bonus === true;
      if (lines.some((l) => l.sku === sku && l.bonus === bonus)) issues.push(`Item ${n}: o produto ${sku} está repetido no pedido.`);
      if (product?.maximum && qty > product.maximum)
        issues.push(`Item ${n}: a quantidade máxima de ${product.descricao} é ${product.maximum} caixas.`);
      if (product?.minimum && qty < product.minimum)
        issues.push(`Item ${n}: a quantidade mínima de ${product.descricao} é ${product.minimum} caixas.`);
      if (combo && qty < combo.minimum_quantity)
        issues.push(`Item ${n}: a quantidade mínima do ${combo.description.split(':')[0]} é ${combo.minimum_quantity}.`);
      if (combo?.maximum && qty > combo.maximum)
        issues.push(`Item ${n}: a quantidade máxima do ${combo.description.split(':')[0]} é ${combo.maximum}.`);
      lines.push({
        n,
        sku,
        total: qty,
        bonus,
        budget: typeof item.budget === 'string' ? item.budget : null,
        ...(product ? { product } : {}),
        ...(combo ? { combo } : {}),
      });
    });
    if (issues.length) return refuse(c, 422, 'Pedido inválido', 'Verifique os itens do pedido.', issues);

    const stockIssues: Array<{ sku: string; message: string; availableQty: number }> = [];
    for (const sku of new Set(lines.map((l) => l.sku))) {
      const same = lines.filter((l) => l.sku === sku);
      const wanted = same.reduce((s, l) => s + l.total, 0);
      const first = same[0]!;
      const available = first.product ? first.product.estoque : (first.combo?.prod_stock ?? 0);
      const name = first.product
        ? `${first.product.descricao} ${first.product.complemento ?? ''}`.trim()
        : (first.combo?.description.split(':')[0] ?? sku);
      if (wanted > available) stockIssues.push({ sku, message: `${name}: quantidade indisponível`, availableQty: available });
    }
    if (stockIssues.length) return refuse(c, 422, 'Estoque insuficiente', 'Alguns produtos não têm estoque suficiente.', stockIssues);

    const unit = (l: (typeof lines)[number]) => (l.product ? tierPrice(l.product, l.total) : comboPrice(l.combo!, l.total));
    const purchase = lines.filter((l) => !l.bonus);
    const bonusLines = lines.filter((l) => l.bonus);
    const value = cents(purchase.reduce((s, l) => s + unit(l) * l.total, 0));
    const bonusValue = cents(bonusLines.reduce((s, l) => s + (l.product?.preco ?? l.combo?.price ?? 0) * l.total, 0));
    const allowance = cents(value * BONUS_SHARE);
    if (bonusLines.length && bonusValue > allowance) {
      return refuse(
        c,
        400,
        'Verba de bonificação excedida',
        `Os itens de bonificação (${money(bonusValue)}) ultrapassam a verba disponível de ${money(allowance)}.`,
        undefined,
        {
          budget: bonusLines[0]!.budget ?? BONUS_BUDGETS.beer,
        },
      );
    }
    const client = c.get('client');
    if (value < client.Minimoorder) {
      return refuse(
        c,
        400,
        'Pedido mínimo não atingido',
        `É necessário atingir o pedido mínimo de ${money(client.Minimoorder)}. Valor do pedido: ${money(value)}.`,
      );
    }

    for (const l of lines) {
      if (l.product) l.product.estoque -= l.total;
      if (l.combo) l.combo.prod_stock -= l.total;
    }
    const today = brazilDay(ctx.now());
    const delivery = nextDeliveryDay(today);
    const records = ctx.state.orders.get(client.clientCode) ?? [];
    ctx.state.orders.set(client.clientCode, records);
    const makeOrder = (type: 'ZS43' | 'ZS03', list: typeof lines): OrderRecord => {
      ctx.state.counters.order += 1;
      const items: OrderItem[] = list.map((l) => ({
        MATNR: l.sku,
        ARKTX: l.product?.descricao ?? l.combo?.description.split(':')[0] ?? l.sku,
        KWMENG: l.total,
        BEZEI: '',
      }));
      return {
        order: {
          Status: {
            VBELN: String(81_260_000 + ctx.state.counters.order).padStart(10, '0'),
            AUART: type,
            ERDAT: isoDay(today),
            STATUS: 'PEDIDO EM PROCESSAMENTO',
          },
          Itens: { Item: items.length === 1 ? items[0]! : items },
          Notas: null,
          Transporte: null,
        },
        processed: false,
        deliveryDate: isoDay(delivery),
        invoiceValues: {},
      };
    };
    const main = makeOrder('ZS43', purchase);
    records.push(main);
    if (bonusLines.length) records.push(makeOrder('ZS03', bonusLines));
    client.ultimoPedido = brDay(today);
    return { ORDEM: main.order.Status.VBELN, ENTREGA: compactDay(delivery), VALOR: value };
  };

  const sendOrder = async (c: Ctx) => {
    const missing = checkHeaders(c, ['client-code'], 'client-code');
    if (missing) return refuse(c, 400, 'Requisição inválida', 'O cabeçalho client-code é obrigatório e deve ser o cliente da sessão.');
    if (!c.get('account').storeAccess)
      return refuse(c, 400, 'Pedido não enviado', 'Seu usuário não tem permissão para fazer pedidos pelo portal.');
    const key = c.req.header('Idempotency-Key')?.trim();
    if (key !== undefined && !UUID.test(key)) return refuse(c, 400, 'Requisição inválida', 'O cabeçalho Idempotency-Key deve ser um UUID.');
    if (key === undefined) {
      const placed = placeOrder(c, await jsonBody(c));
      return placed instanceof Response ? placed : c.json(placed);
    }

    // Idempotency-Key (x-assumed in the contract, docs/product-rules.md R140), scoped to the client. The key is
    // recorded before the first await, so a second request with it arriving meanwhile finds it in progress.
    const keyId = `${c.get('session').clientCode} ${key.toLowerCase()}`;
    // /__demo/reset replaces the map: a send already under way settles its key in the map it started with.
    const keys = ctx.state.salesByKey;
    const known = keys.get(keyId);
    if (known?.phase === 'in-progress') return idempotencyError(c, 'in-progress');
    if (known) {
      const sameBody = bodyFingerprint(await jsonBody(c)) === known.fingerprint;
      return sameBody ? c.json(known.body, known.status) : idempotencyError(c, 'mismatch');
    }
    const record: SalesKeyRecord = { phase: 'in-progress', fingerprint: null };
    keys.set(keyId, record);
    try {
      const body = await jsonBody(c);
      const fingerprint = bodyFingerprint(body);
      record.fingerprint = fingerprint;
      const placed = placeOrder(c, body);
      // A refusal is not remembered: nothing was created, so the key may be used again.
      if (placed instanceof Response) {
        keys.delete(keyId);
        return placed;
      }
      keys.set(keyId, { phase: 'created', fingerprint, status: 200, body: placed });
      return c.json(placed);
    } catch (err) {
      // A failure (answered 500) is not remembered either: the contract forgets all but created orders.
      keys.delete(keyId);
      throw err;
    }
  };
  r.post('/sales/', sendOrder);
  r.post('/sales', sendOrder);

  return r;
}
