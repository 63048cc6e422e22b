// The products API's catalogue: ~300 products generated deterministically (seeded PRNG) across
// segments and brands, plus combos, segment and brand images and the bonus budget.
import { createPrng, type Prng } from '../lib/prng.ts';
import { cents, slug } from '../lib/text.ts';
import type { ProductRecord, DemoState } from '../lib/state.ts';
import type { Combo } from '../lib/types.ts';

interface Packaging {
  name: string;
  box: string;
  price: number;
  vessel: number;
  /** chance that a line comes in this packaging */
  p: number;
}

interface Line {
  brand: string;
  /** the product name before the packaging, e.g. 'Cerveja Brahma Chopp' */
  names: string[];
  premium: number;
}

const beer: Packaging[] = [
  { name: 'Lata 350ml', box: 'CX 12 UN', price: 42.9, vessel: 0, p: 0.95 },
  { name: 'Lata 269ml', box: 'CX 15 UN', price: 39.9, vessel: 0, p: 0.55 },
  { name: 'Lata 473ml', box: 'CX 12 UN', price: 54.9, vessel: 0, p: 0.6 },
  { name: 'Long Neck 330ml', box: 'CX 24 UN', price: 119.9, vessel: 0, p: 0.6 },
  { name: 'Garrafa 600ml', box: 'CX 24 UN', price: 139.9, vessel: 24, p: 0.6 },
  { name: 'Garrafa 1L', box: 'CX 12 UN', price: 98.9, vessel: 12, p: 0.4 },
  { name: 'Garrafa 300ml', box: 'CX 23 UN', price: 59.9, vessel: 23, p: 0.35 },
  { name: 'Barril 30L', box: 'UN', price: 389.9, vessel: 1, p: 0.12 },
];
const soft: Packaging[] = [
  { name: 'Lata 350ml', box: 'PCT 12 UN', price: 31.9, vessel: 0, p: 0.95 },
  { name: 'PET 2L', box: 'FD 6 UN', price: 47.9, vessel: 0, p: 0.9 },
  { name: 'PET 1L', box: 'FD 6 UN', price: 32.9, vessel: 0, p: 0.5 },
  { name: 'PET 600ml', box: 'FD 12 UN', price: 44.9, vessel: 0, p: 0.6 },
  { name: 'Garrafa 1L', box: 'CX 12 UN', price: 49.9, vessel: 12, p: 0.4 },
  { name: 'Garrafa 290ml', box: 'CX 24 UN', price: 52.9, vessel: 24, p: 0.45 },
];
const water: Packaging[] = [
  { name: 'Copo 200ml', box: 'CX 48 UN', price: 38.9, vessel: 0, p: 0.7 },
  { name: 'PET 500ml', box: 'FD 12 UN', price: 17.9, vessel: 0, p: 0.95 },
  { name: 'PET 1,5L', box: 'FD 6 UN', price: 19.9, vessel: 0, p: 0.85 },
  { name: 'Galão 20L', box: 'UN', price: 14.9, vessel: 1, p: 0.5 },
];
const energy: Packaging[] = [
  { name: 'Lata 250ml', box: 'PCT 6 UN', price: 39.9, vessel: 0, p: 0.95 },
  { name: 'Lata 473ml', box: 'PCT 6 UN', price: 59.9, vessel: 0, p: 0.75 },
  { name: 'PET 1L', box: 'FD 6 UN', price: 62.9, vessel: 0, p: 0.3 },
];
const juice: Packaging[] = [
  { name: 'Caixa 1L', box: 'CX 12 UN', price: 89.9, vessel: 0, p: 0.9 },
  { name: 'Caixa 200ml', box: 'CX 27 UN', price: 64.9, vessel: 0, p: 0.75 },
  { name: 'Lata 290ml', box: 'PCT 6 UN', price: 29.9, vessel: 0, p: 0.45 },
];
const spirits: Packaging[] = [
  { name: 'Garrafa 1L', box: 'CX 12 UN', price: 359.9, vessel: 0, p: 0.8 },
  { name: 'Garrafa 750ml', box: 'CX 6 UN', price: 289.9, vessel: 0, p: 0.8 },
];
const wine: Packaging[] = [{ name: 'Garrafa 750ml', box: 'CX 6 UN', price: 239.4, vessel: 0, p: 0.95 }];

const lines = (brand: string, prefix: string, variants: string[], premium = 1): Line => ({
  brand,
  names: variants.map((v) => `${prefix} ${brand}${v ? ` ${v}` : ''}`),
  premium,
});

/** Segment name as shown, its packagings and its lines. */
const SEGMENTS: Array<{ name: string; packagings: Packaging[]; lines: Line[] }> = [
  {
    name: 'Cervejas',
    packagings: beer,
    lines: [
      lines('Brahma', 'Cerveja', ['Chopp', 'Duplo Malte', 'Zero']),
      lines('Skol', 'Cerveja', ['Pilsen', 'Puro Malte', 'Beats Senses']),
      lines('Antarctica', 'Cerveja', ['Pilsen', 'Subzero', 'Boa']),
      lines('Original', 'Cerveja', ['Pilsen'], 1.15),
      lines('Stella Artois', 'Cerveja', ['Pure Gold', 'Lager'], 1.3),
      lines('Budweiser', 'Cerveja', ['Lager', 'Zero'], 1.2),
      lines('Spaten', 'Cerveja', ['Munich Helles'], 1.2),
      lines('Corona', 'Cerveja', ['Extra', 'Cero'], 1.4),
      lines("Beck's", 'Cerveja', ['Pure Malt'], 1.25),
      lines('Bohemia', 'Cerveja', ['Pilsen', 'Puro Malte'], 1.1),
      lines('Serramalte', 'Cerveja', ['Extra'], 1.15),
      lines('Colorado', 'Cerveja', ['Appia', 'Indica', 'Ribeirão Lager'], 1.6),
      lines('Patagonia', 'Cerveja', ['Amber Lager', 'Weisse'], 1.5),
      lines('Goose Island', 'Cerveja', ['IPA', 'Midway'], 1.7),
    ],
  },
  {
    name: 'Refrigerantes',
    packagings: soft,
    lines: [
      lines('Guaraná Antarctica', 'Refrigerante', ['', 'Zero Açúcar']),
      lines('Pepsi', 'Refrigerante', ['Cola', 'Black']),
      lines('Sukita', 'Refrigerante', ['Laranja', 'Uva', 'Limão']),
      lines('Soda Antarctica', 'Refrigerante', ['Limonada', 'Zero']),
      lines('Tônica Antarctica', 'Água', ['', 'Zero']),
      lines('H2OH!', 'Bebida Gaseificada', ['Limão', 'Limoneto'], 0.95),
      lines('Pepsi Twist', 'Refrigerante', ['', 'Zero'], 1.02),
    ],
  },
  {
    name: 'Águas',
    packagings: water,
    lines: [
      lines('AMA', 'Água Mineral', ['sem Gás', 'com Gás']),
      lines('Serra Azul', 'Água Mineral', ['sem Gás', 'com Gás'], 0.9),
      lines('Fonte Clara', 'Água Mineral', ['sem Gás', 'com Gás'], 0.85),
    ],
  },
  {
    name: 'Energéticos',
    packagings: energy,
    lines: [
      lines('Red Bull', 'Energético', ['Tradicional', 'Sugarfree', 'Tropical'], 1.4),
      lines('Monster', 'Energético', ['Energy', 'Ultra', 'Mango Loco'], 1.2),
      lines('Fusion', 'Energético', ['Tradicional', 'Pink', 'Zero']),
      lines('TNT', 'Energético', ['Tradicional', 'Açaí'], 0.8),
    ],
  },
  {
    name: 'Sucos',
    packagings: juice,
    lines: [
      lines('Do Bem', 'Suco', ['Uva', 'Laranja', 'Maracujá', 'Pêssego', 'Manga'], 1.2),
      lines('Del Valle', 'Néctar', ['Uva', 'Laranja', 'Maracujá', 'Pêssego', 'Manga']),
      lines('Natural One', 'Suco', ['Uva', 'Laranja', 'Maçã'], 1.35),
    ],
  },
  {
    name: 'Destilados',
    packagings: spirits,
    lines: [
      lines('51', 'Cachaça', ['Pirassununga', 'Ouro'], 0.3),
      lines('Ypióca', 'Cachaça', ['Prata', 'Ouro'], 0.4),
      lines('Velho Barreiro', 'Cachaça', ['Prata'], 0.3),
      lines('Smirnoff', 'Vodka', ['Red', 'Ice'], 0.7),
      lines('Absolut', 'Vodka', ['Original'], 1.2),
      lines('Tanqueray', 'Gin', ['London Dry', 'Sevilla'], 1.5),
      lines('Beefeater', 'Gin', ['London Dry'], 1.3),
      lines('Johnnie Walker', 'Whisky', ['Red Label', 'Black Label'], 1.6),
      lines('Passport', 'Whisky', ['Scotch'], 0.8),
    ],
  },
  {
    name: 'Vinhos',
    packagings: wine,
    lines: [
      lines('Casillero del Diablo', 'Vinho', ['Cabernet Sauvignon', 'Merlot', 'Carménère', 'Sauvignon Blanc'], 1.2),
      lines('Santa Helena', 'Vinho', ['Reservado Cabernet', 'Reservado Merlot', 'Rosé']),
      lines('Miolo', 'Vinho', ['Seleção Tinto', 'Seleção Branco', 'Reserva Tannat'], 1.1),
      lines('Salton', 'Vinho', ['Intenso Tinto', 'Classic Chardonnay'], 0.95),
      lines('Chandon', 'Espumante', ['Brut', 'Réserve Brut', 'Passion Rosé'], 1.6),
    ],
  },
];

/** The budget categories that bonus items are tied to. */
export const BONUS_BUDGETS = { beer: 'VERBA-TRADE-CERVEJAS', other: 'VERBA-TRADE-NAB' } as const;

/** Products that always exist: the boundary cases and the combos' contents. */
const FORCED = new Set([
  'Cerveja Brahma Chopp Lata 350ml',
  'Cerveja Brahma Chopp Lata 269ml',
  'Cerveja Brahma Chopp Lata 473ml',
  'Cerveja Brahma Chopp Garrafa 600ml',
  'Cerveja Brahma Duplo Malte Lata 350ml',
  'Cerveja Brahma Zero Lata 350ml',
  'Cerveja Skol Pilsen Lata 350ml',
  'Cerveja Skol Pilsen Garrafa 300ml',
  // Empório do Zé's usual order (seed/orders.ts).
  'Cerveja Skol Pilsen Garrafa 600ml',
  'Cerveja Antarctica Pilsen Lata 269ml',
  'Cerveja Stella Artois Pure Gold Long Neck 330ml',
  'Cerveja Corona Extra Long Neck 330ml',
  'Cerveja Spaten Munich Helles Lata 350ml',
  'Refrigerante Guaraná Antarctica PET 2L',
  'Refrigerante Pepsi Cola Lata 350ml',
  'Refrigerante Sukita Laranja PET 2L',
  'Água Mineral AMA sem Gás PET 500ml',
  'Água Mineral Serra Azul sem Gás PET 500ml',
  'Energético Red Bull Tradicional Lata 250ml',
  'Néctar Del Valle Uva Caixa 1L',
  'Cachaça 51 Pirassununga Garrafa 1L',
  'Vodka Smirnoff Red Garrafa 1L',
]);

function eanWithDigit(base12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(base12[i]) * (i % 2 === 0 ? 1 : 3);
  return base12 + String((10 - (sum % 10)) % 10);
}

function stockLevel(prng: Prng): number {
  const r = prng.next();
  if (r < 0.09) return 0;
  if (r < 0.33) return prng.int(1, 199);
  return prng.int(200, 2400);
}

function tiers(
  prng: Prng,
  price: number,
): Pick<ProductRecord, 'faixaVolume2' | 'faixaVolume3' | 'faixaVolume4' | 'faixaVolume5' | 'kdkg2' | 'kdkg3' | 'kdkg4' | 'kdkg5'> {
  const none = { faixaVolume2: 0, faixaVolume3: 0, faixaVolume4: 0, faixaVolume5: 0, kdkg2: 0, kdkg3: 0, kdkg4: 0, kdkg5: 0 };
  if (prng.chance(0.3)) return none;
  const t = { ...none, faixaVolume2: prng.pick([5, 10]), kdkg2: cents(price * 0.97) };
  if (prng.chance(0.75)) Object.assign(t, { faixaVolume3: prng.pick([20, 30]), kdkg3: cents(price * 0.95) });
  if (t.kdkg3 && prng.chance(0.45)) Object.assign(t, { faixaVolume4: 50, kdkg4: cents(price * 0.925) });
  if (t.kdkg4 && prng.chance(0.4)) Object.assign(t, { faixaVolume5: 100, kdkg5: cents(price * 0.9) });
  return t;
}

function productImage(sku: string): string {
  return `/static/products/${sku}.svg`;
}

/** Products, combos, segments, brands and the bonus budget, from the PRNG seed. */
export function buildCatalogue(seed: number, today: Date): DemoState['catalogue'] {
  const prng = createPrng(seed);
  const products: ProductRecord[] = [];
  const monthEndIso = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  let code = 12_440;
  for (const segment of SEGMENTS) {
    for (const line of segment.lines) {
      for (const name of line.names) {
        for (const pack of segment.packagings) {
          const forced = FORCED.has(`${name} ${pack.name}`);
          if (!prng.chance(pack.p) && !forced) continue;
          code += prng.int(3, 17);
          const sku = String(code).padStart(18, '0');
          const preco = cents(pack.price * line.premium * (0.94 + prng.next() * 0.12));
          const news = prng.chance(0.1);
          products.push({
            sku,
            descricao: `${name} ${pack.name}`,
            complemento: pack.box,
            preco,
            estoque: stockLevel(prng),
            image: prng.chance(0.03) ? null : productImage(sku),
            ean: prng.chance(0.05) ? null : eanWithDigit(`789${String(prng.int(100_000_000, 999_999_999))}`),
            maximum: prng.chance(0.15) ? prng.pick([20, 50, 100]) : null,
            minimum: prng.chance(0.1) ? prng.pick([2, 5]) : null,
            vessel: pack.vessel,
            bonus: false,
            budget: null,
            combo: false,
            DATBI: news ? monthEndIso : '9999-12-31',
            KVGR1: prng.pick(['B01', 'B02', 'B05']),
            ...tiers(prng, preco),
            segment: segment.name,
            brand: line.brand,
            news,
          });
        }
      }
    }
  }
  pinBoundaryCases(products);

  const segments = SEGMENTS.map((s) => ({ name: s.name, image: `/static/segments/${slug(s.name)}.svg?t=${encodeURIComponent(s.name)}` }));
  const brands = SEGMENTS.flatMap((s) =>
    [...new Set(products.filter((p) => p.segment === s.name).map((p) => p.brand))].map((name) => ({
      name,
      segment: s.name,
      image: `/static/brands/${slug(name)}.svg?t=${encodeURIComponent(name)}`,
    })),
  );
  return { products, combos: buildCombos(products), segments, brands, bonusBudget: BONUS_BUDGETS.beer };
}

/**
 * The first products of the list get the boundary values of product-rules R55, R56 and R63, so they are always
 * there whatever the PRNG gives: stock 199/200/1/0, a tier gap, a client maximum, returnable bottles.
 */
function pinBoundaryCases(products: ProductRecord[]): void {
  const byName = (text: string) => products.find((p) => p.descricao === text);
  const set = (text: string, patch: Partial<ProductRecord>) => {
    const product = byName(text);
    if (product) Object.assign(product, patch);
  };
  set('Cerveja Brahma Chopp Lata 350ml', {
    preco: 42.9,
    estoque: 860,
    maximum: null,
    minimum: null,
    image: productImage(byName('Cerveja Brahma Chopp Lata 350ml')?.sku ?? ''),
    faixaVolume2: 10,
    kdkg2: 41.5,
    faixaVolume3: 30,
    kdkg3: 40.9,
    faixaVolume4: 0,
    kdkg4: 0,
    faixaVolume5: 0,
    kdkg5: 0,
  });
  set('Cerveja Brahma Chopp Lata 269ml', { estoque: 199 });
  set('Cerveja Brahma Chopp Lata 473ml', { estoque: 200 });
  set('Cerveja Brahma Duplo Malte Lata 350ml', { estoque: 1, maximum: null });
  set('Cerveja Brahma Zero Lata 350ml', { estoque: 0 });
  set('Cerveja Brahma Chopp Garrafa 600ml', { estoque: 1500, vessel: 24, maximum: 100 });
  set('Cerveja Skol Pilsen Lata 350ml', {
    estoque: 2400,
    preco: 39.9,
    faixaVolume2: 10,
    kdkg2: 38.9,
    faixaVolume3: 30,
    kdkg3: 0,
    faixaVolume4: 50,
    kdkg4: 36.9,
    faixaVolume5: 0,
    kdkg5: 0,
  });
  set('Cerveja Skol Pilsen Garrafa 300ml', { estoque: 12, maximum: 20, minimum: 2 });
}

function buildCombos(products: ProductRecord[]): Combo[] {
  const find = (text: string) => {
    const product = products.find((p) => p.descricao === text);
    if (!product) throw new Error(`combo product missing from the catalogue: ${text}`);
    return product;
  };
  const spec: Array<{ name: string; items: Array<[string, number]>; stock: number; min: number; max: number | null }> = [
    {
      name: 'Combo Churrasco',
      items: [
        ['Cerveja Brahma Chopp Lata 350ml', 3],
        ['Refrigerante Guaraná Antarctica PET 2L', 1],
      ],
      stock: 120,
      min: 1,
      max: 10,
    },
    {
      name: 'Combo Happy Hour',
      items: [
        ['Cerveja Stella Artois Pure Gold Long Neck 330ml', 1],
        ['Água Mineral AMA sem Gás PET 500ml', 1],
      ],
      stock: 48,
      min: 1,
      max: null,
    },
    {
      name: 'Combo Boteco Raiz',
      items: [
        ['Cerveja Brahma Chopp Garrafa 600ml', 2],
        ['Cachaça 51 Pirassununga Garrafa 1L', 1],
      ],
      stock: 8,
      min: 1,
      max: 5,
    },
    {
      name: 'Combo Refri + Água',
      items: [
        ['Refrigerante Pepsi Cola Lata 350ml', 2],
        ['Água Mineral Serra Azul sem Gás PET 500ml', 2],
      ],
      stock: 300,
      min: 2,
      max: 20,
    },
    {
      name: 'Combo Energia na Madrugada',
      items: [
        ['Energético Red Bull Tradicional Lata 250ml', 2],
        ['Vodka Smirnoff Red Garrafa 1L', 1],
      ],
      stock: 0,
      min: 1,
      max: 10,
    },
    {
      name: 'Combo Premium',
      items: [
        ['Cerveja Corona Extra Long Neck 330ml', 2],
        ['Cerveja Spaten Munich Helles Lata 350ml', 2],
      ],
      stock: 64,
      min: 1,
      max: 8,
    },
    {
      name: 'Combo Festa Junina',
      items: [
        ['Refrigerante Sukita Laranja PET 2L', 2],
        ['Néctar Del Valle Uva Caixa 1L', 1],
        ['Cerveja Skol Pilsen Lata 350ml', 2],
      ],
      stock: 210,
      min: 1,
      max: null,
    },
  ];
  return spec.map((s, i) => {
    const items = s.items.map(([name, quantity]) => ({ product: find(name), quantity }));
    const full = items.reduce((sum, it) => sum + it.product.preco * it.quantity, 0);
    const price = cents(full * 0.92);
    const empties = items.reduce((sum, it) => sum + it.product.vessel * it.quantity, 0);
    const sku = String(90_001 + i).padStart(18, '0');
    return {
      sku,
      description: `${s.name}: ${items.map((it) => `${it.quantity} ${it.product.complemento ?? 'UN'} ${it.product.descricao}`).join(' + ')}`,
      price,
      image: productImage(sku),
      price_ranges: [
        { quantity: 3, price: cents(price * 0.97) },
        { quantity: 6, price: cents(price * 0.94) },
      ],
      minimum_quantity: s.min,
      maximum: s.max,
      prod_stock: s.stock,
      products: items.map((it) => ({ sku: it.product.sku, descricao: it.product.descricao, quantity: it.quantity })),
      empties_per_combo: empties,
      empties: empties > 0,
    };
  });
}

/** The catalogue answer for a product (internal fields dropped). */
export function publicProduct(p: ProductRecord): Omit<ProductRecord, 'segment' | 'brand' | 'news'> {
  const { segment: _s, brand: _b, news: _n, ...rest } = p;
  return rest;
}

/** Products eligible as bonus items: a fixed, varied selection of low-cost products. */
export function bonusCandidates(products: ProductRecord[]): ProductRecord[] {
  return products.filter((p, i) => i % 7 === 3 && p.estoque >= 200 && p.preco <= 80).slice(0, 12);
}
