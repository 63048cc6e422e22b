// Order history per client: every status text of the contract for 100001, items as one object or a
// list, refusal reasons, invoices in every state, PIX codes and transport data.
import { addDays, isoDay } from '../lib/dates.ts';
import { nfeKey, pixCode } from '../lib/fiscal.ts';
import { createPrng, hashSeed } from '../lib/prng.ts';
import { cents } from '../lib/text.ts';
import type { OrderRecord, ProductRecord } from '../lib/state.ts';
import type { Invoice, Order, OrderItem } from '../lib/types.ts';
import { DISTRIBUTOR } from './accounts.ts';

interface OrderSpec {
  status: string;
  type: 'ZS03' | 'ZS11' | 'ZS43';
  daysAgo: number;
  items: number;
  /** refusal reasons for the first items */
  refusals?: string[];
  /** invoices: none, one (as an object) or several (as a list) */
  invoices?: Array<{ DOCSTAT: Invoice['DOCSTAT']; CANCEL?: 'X'; pix?: boolean }>;
  transport?: boolean;
  /** days from today to delivery (negative: already delivered) */
  delivery: number;
  processed?: boolean;
  /**
   * Lines by product name instead of drawn ones ('Repetir pedido', product-rules R180); a line
   * marked gone is a product that left the catalogue since, sent with GONE_CODE. The draw still
   * runs, so the other orders stay as they were.
   */
  pinned?: Array<[name: string, boxes: number, gone?: 'gone']>;
}

/** The code of a product that left the catalogue since it was ordered (none of the catalogue's codes). */
export const GONE_CODE = '000000000000099991';

const TRANSPORTS = [
  { FROTA: '1042', PLACA: 'RIO2A19', MOTORISTA_NOME: 'Marcos Vinícius Souza', MOTORISTA_TEL: '(21) 99876-5432' },
  { FROTA: '1107', PLACA: 'KXT4F23', MOTORISTA_NOME: 'Adriana Lopes Ferreira', MOTORISTA_TEL: '(21) 98123-4567' },
];

const ORDERS_100001: OrderSpec[] = [
  // The last order, to repeat: a line in stock at a volume band, one above stock and the maximum, one
  // out of stock, one gone from the catalogue, one with returnable bottles.
  {
    status: 'PEDIDO EM PROCESSAMENTO',
    type: 'ZS43',
    daysAgo: 0,
    items: 2,
    delivery: 1,
    processed: false,
    pinned: [
      ['Cerveja Brahma Chopp Lata 350ml', 12],
      ['Cerveja Skol Pilsen Garrafa 300ml', 30],
      ['Cerveja Brahma Zero Lata 350ml', 6],
      ['Cerveja Bohemia Weiss Garrafa 600ml', 5, 'gone'],
      ['Cerveja Brahma Chopp Garrafa 600ml', 6],
    ],
  },
  {
    status: 'PEDIDO EM TRANSITO',
    type: 'ZS43',
    daysAgo: 1,
    items: 1,
    invoices: [{ DOCSTAT: '1', pix: true }],
    transport: true,
    delivery: -1,
  },
  { status: 'PEDIDO ENTREGUE', type: 'ZS43', daysAgo: 3, items: 4, invoices: [{ DOCSTAT: '1', pix: true }], transport: true, delivery: -2 },
  { status: 'PEDIDO EM SEPARACAO', type: 'ZS43', daysAgo: 5, items: 3, invoices: [{ DOCSTAT: '1' }], delivery: -1 },
  {
    status: 'PEDIDO FATURADO',
    type: 'ZS43',
    daysAgo: 6,
    items: 2,
    invoices: [{ DOCSTAT: '1', pix: true }, { DOCSTAT: '1' }],
    delivery: -2,
  },
  { status: 'FATURAMENTO PENDENTE', type: 'ZS43', daysAgo: 8, items: 2, delivery: -3 },
  { status: 'FINANCEIRO APROVADO', type: 'ZS43', daysAgo: 9, items: 1, delivery: -4 },
  {
    status: 'FINANCEIRO NAO APROVADO',
    type: 'ZS43',
    daysAgo: 10,
    items: 2,
    refusals: ['Limite de Crédito', 'Limite de Crédito'],
    delivery: -5,
  },
  { status: 'PEDIDO CANCELADO', type: 'ZS43', daysAgo: 12, items: 2, refusals: ['Canc. Cliente', 'Canc. Cliente'], delivery: -7 },
  { status: 'PEDIDO ENTREGUE', type: 'ZS03', daysAgo: 13, items: 2, invoices: [{ DOCSTAT: '1' }], transport: true, delivery: -11 },
  { status: 'CANCELADO', type: 'ZS11', daysAgo: 14, items: 1, refusals: ['Título em Atraso'], delivery: -9 },
  { status: 'PEDIDO NAO FATURADO', type: 'ZS43', daysAgo: 16, items: 3, refusals: ['Ruptura', 'Insc. Suspensa'], delivery: -12 },
  { status: 'PEDIDO NOTA CANCELADA', type: 'ZS43', daysAgo: 18, items: 2, invoices: [{ DOCSTAT: '1', CANCEL: 'X' }], delivery: -15 },
  {
    status: 'PEDIDO RETORNADO',
    type: 'ZS43',
    daysAgo: 20,
    items: 2,
    refusals: ['Fora de Rota', 'Fora de Rota'],
    invoices: [{ DOCSTAT: '1' }],
    transport: true,
    delivery: -18,
  },
  {
    status: 'RETORNADO/DEVOLVIDO',
    type: 'ZS11',
    daysAgo: 22,
    items: 1,
    refusals: ['Produto avariado no transporte'],
    invoices: [{ DOCSTAT: '1' }],
    transport: true,
    delivery: -20,
  },
  {
    status: 'PARCIALMENTE ENTREGUE',
    type: 'ZS43',
    daysAgo: 25,
    items: 4,
    refusals: ['Ruptura'],
    invoices: [{ DOCSTAT: '1', pix: true }, { DOCSTAT: '2' }],
    transport: true,
    delivery: -23,
  },
  {
    status: 'PEDIDO PARCIALMENTE RECUSADO',
    type: 'ZS43',
    daysAgo: 28,
    items: 3,
    refusals: ['NF Denegada'],
    invoices: [{ DOCSTAT: '3' }],
    transport: true,
    delivery: -26,
  },
  {
    status: 'PEDIDO PARCIALMENTE RETORNADO',
    type: 'ZS43',
    daysAgo: 35,
    items: 3,
    refusals: ['Canc. Cliente'],
    invoices: [{ DOCSTAT: '1' }],
    transport: true,
    delivery: -33,
  },
  { status: 'PEDIDO ENTREGUE', type: 'ZS11', daysAgo: 41, items: 1, invoices: [{ DOCSTAT: '1' }], transport: true, delivery: -39 },
  { status: 'PEDIDO ENTREGUE', type: 'ZS43', daysAgo: 52, items: 3, invoices: [{ DOCSTAT: '1' }], transport: true, delivery: -50 },
  { status: 'PEDIDO ENTREGUE', type: 'ZS03', daysAgo: 70, items: 1, invoices: [{ DOCSTAT: '1' }], transport: true, delivery: -68 },
];

// Empório do Zé restocks on a rhythm ('O de sempre', product-rules R314): Skol 600ml (returnable bottles) every
// week, Antarctica 269ml every other week.
const WEEKLY_100002: OrderSpec[] = [6, 13, 20, 27].map((daysAgo) => ({
  status: 'PEDIDO ENTREGUE',
  type: 'ZS43',
  daysAgo,
  items: daysAgo % 14 === 13 ? 2 : 1,
  invoices: [{ DOCSTAT: '1' }],
  transport: true,
  delivery: -(daysAgo - 1),
  pinned:
    daysAgo % 14 === 13
      ? [
          ['Cerveja Skol Pilsen Garrafa 600ml', 6],
          ['Cerveja Antarctica Pilsen Lata 269ml', 10],
        ]
      : [['Cerveja Skol Pilsen Garrafa 600ml', daysAgo === 20 ? 8 : 6]],
}));

const ORDERS_100002: OrderSpec[] = [
  { status: 'PEDIDO ENTREGUE', type: 'ZS43', daysAgo: 3, items: 3, invoices: [{ DOCSTAT: '1', pix: true }], transport: true, delivery: -2 },
  { status: 'PEDIDO CANCELADO', type: 'ZS43', daysAgo: 11, items: 1, refusals: ['Canc. Cliente'], delivery: -9 },
  { status: 'PEDIDO ENTREGUE', type: 'ZS43', daysAgo: 24, items: 2, invoices: [{ DOCSTAT: '1' }], transport: true, delivery: -22 },
];

const ORDERS_200001: OrderSpec[] = [
  {
    status: 'PEDIDO ENTREGUE',
    type: 'ZS43',
    daysAgo: 21,
    items: 2,
    invoices: [{ DOCSTAT: '1', pix: true }],
    transport: true,
    delivery: -20,
  },
  { status: 'PEDIDO FATURADO', type: 'ZS43', daysAgo: 44, items: 1, invoices: [{ DOCSTAT: '1' }], delivery: -42 },
];

let invoiceNumber = 123_400;

function buildOrders(clientCode: string, specs: OrderSpec[], products: ProductRecord[], today: Date, firstNumber: number): OrderRecord[] {
  const prng = createPrng(hashSeed(`orders-${clientCode}`));
  const pool = products.filter((p) => p.estoque > 0);
  return specs.map((spec, index) => {
    const created = addDays(today, -spec.daysAgo);
    const chosen = new Map<string, ProductRecord>();
    while (chosen.size < spec.items) {
      const p = prng.pick(pool);
      chosen.set(p.sku, p);
    }
    let lines = [...chosen.values()].map((p, i) => {
      const item: OrderItem = { MATNR: p.sku, ARKTX: p.descricao, KWMENG: prng.int(1, 30) };
      const reason = spec.refusals?.[i];
      item.BEZEI = reason ?? (prng.chance(0.5) ? '' : null);
      return { item, value: cents(item.KWMENG * p.preco), refused: Boolean(reason) };
    });
    if (spec.pinned) {
      lines = spec.pinned.map(([name, boxes, gone]) => {
        const p = gone ? undefined : products.find((product) => product.descricao === name);
        const item: OrderItem = { MATNR: p?.sku ?? GONE_CODE, ARKTX: name, KWMENG: boxes, BEZEI: '' };
        return { item, value: cents(boxes * (p?.preco ?? 0)), refused: false };
      });
    }
    const order: Order = {
      Status: { VBELN: String(firstNumber + index * 7).padStart(10, '0'), AUART: spec.type, ERDAT: isoDay(created), STATUS: spec.status },
      Itens: { Item: lines.length === 1 ? lines[0]!.item : lines.map((l) => l.item) },
    };
    const invoiceValues: Record<string, number> = {};
    if (spec.invoices?.length) {
      const billable = lines.filter((l) => !l.refused);
      const total = cents(billable.reduce((sum, l) => sum + l.value, 0) || lines[0]!.value);
      const invoiceDay = addDays(created, 1);
      const notes = spec.invoices.map((inv, i) => {
        invoiceNumber += prng.int(3, 40);
        const value = cents(total / spec.invoices!.length);
        const key = nfeKey({
          uf: '33',
          yymm: isoDay(invoiceDay).slice(2, 7).replace('-', ''),
          cnpj: DISTRIBUTOR.cnpj,
          series: 1,
          number: invoiceNumber,
          code: hashSeed(`${clientCode}-${index}-${i}`) % 100_000_000,
        });
        const note: Invoice = {
          NFENUM: String(invoiceNumber).padStart(9, '0'),
          DOCDAT: isoDay(invoiceDay),
          DOCSTAT: inv.DOCSTAT,
          CANCEL: inv.CANCEL ?? '',
          CHAVE_NF: key,
          PIX_QRCODE: inv.pix
            ? pixCode({
                key: DISTRIBUTOR.pixKey,
                amount: value,
                merchant: DISTRIBUTOR.name,
                city: DISTRIBUTOR.city,
                txid: `NF${invoiceNumber}`,
              })
            : null,
        };
        if (spec.type === 'ZS43' && inv.CANCEL !== 'X') invoiceValues[key] = value;
        return note;
      });
      order.Notas = { Nota: notes.length === 1 ? notes[0]! : notes };
    } else {
      order.Notas = null;
    }
    order.Transporte = spec.transport ? TRANSPORTS[index % TRANSPORTS.length]! : null;
    return { order, processed: spec.processed ?? true, deliveryDate: isoDay(addDays(today, spec.delivery)), invoiceValues };
  });
}

/** Order history per client code. */
export function buildAllOrders(products: ProductRecord[], today: Date): Map<string, OrderRecord[]> {
  invoiceNumber = 123_400;
  return new Map([
    ['100001', buildOrders('100001', ORDERS_100001, products, today, 81_234_500)],
    ['100002', buildOrders('100002', [...ORDERS_100002, ...WEEKLY_100002], products, today, 81_240_100)],
    ['200001', buildOrders('200001', ORDERS_200001, products, today, 81_250_300)],
    ['300001', []],
    ['400001', []],
  ]);
}
