// Products API: catalogue lists (products, combos, news, favourites, bonus), category and brand
// grids, the client's limits and the last-order check. Every call carries the `client-code` header.
import * as z from 'zod/mini';
import { shownImage, shownText } from './shown-text.ts';
import { integer } from './integer.ts';
import { stripAccents } from '../domain/text.ts';
import { request, type ReadOptions } from './client.ts';

// The client's limits and the last-order check live in modules of their own, so /debitos and /pedidos,
// which need only them, do not build this module's catalogue schemas (docs/performance.md, "What weighs on
// a first load"); the catalogue's screens import them from here as before.
export { clientLimitsSchema, getClientLimits } from './client-limits.ts';
export { getLastOrder, lastOrderInfoSchema } from './last-order.ts';

// The catalogue's page size is fixed (product-rules R58).
const PER_PAGE = 24;

/** Volume bands 2 to 5: faixaVolumeN is the threshold (boxes), kdkgN the unit price from it (0 = unused). */
export const priceTierFieldsSchema = z.object({
  faixaVolume2: z.optional(z.number()),
  faixaVolume3: z.optional(z.number()),
  faixaVolume4: z.optional(z.number()),
  faixaVolume5: z.optional(z.number()),
  kdkg2: z.optional(z.number()),
  kdkg3: z.optional(z.number()),
  kdkg4: z.optional(z.number()),
  kdkg5: z.optional(z.number()),
});
export type PriceTierFields = z.infer<typeof priceTierFieldsSchema>;

/** A catalogue product: base price per box, stock in boxes, volume bands and the ERP fields echoed when sending. */
export const catalogProductSchema = z.object({
  ...priceTierFieldsSchema.shape,
  sku: z.string(),
  descricao: shownText,
  complemento: z.nullable(shownText),
  preco: z.number(),
  estoque: integer,
  image: z.nullable(shownImage),
  ean: z.optional(z.nullable(z.string())),
  name: z.optional(shownText),
  price: z.optional(z.number()),
  stock: z.optional(integer),
  maximum: z.optional(z.nullable(integer)),
  minimum: z.optional(z.nullable(integer)),
  vessel: z.optional(z.number()),
  bonus: z.optional(z.boolean()),
  // The contract names this only on the sold line (SaleItem); a list that gives it has it echoed.
  bonus_proportion: z.optional(z.nullable(z.number())),
  budget: z.optional(z.nullable(z.string())),
  combo: z.optional(z.boolean()),
  DATBI: z.optional(z.nullable(z.string())),
  KVGR1: z.optional(z.nullable(z.string())),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** A combo: a bundle of products sold as one line, with its own price ranges and stock. */
export const comboSchema = z.object({
  sku: z.string(),
  description: shownText,
  price: z.number(),
  image: z.nullable(shownImage),
  price_ranges: z.array(z.object({ quantity: integer, price: z.number() })),
  minimum_quantity: integer,
  maximum: z.nullable(integer),
  prod_stock: integer,
  products: z.array(z.object({ sku: z.string(), descricao: shownText, quantity: integer })),
  empties_per_combo: z.number(),
  empties: z.boolean(),
});
export type Combo = z.infer<typeof comboSchema>;

/** One entry of a catalogue page: a product, or a combo on the Combos tab (combos have `description`, products `descricao`). */
export const catalogItemSchema = z.union([catalogProductSchema, comboSchema]);
export type CatalogItem = z.infer<typeof catalogItemSchema>;

/** One page of a catalogue list. */
export const catalogPageSchema = z.object({
  data: z.array(catalogItemSchema),
  currentPage: integer,
  lastPage: integer,
  pages: z.optional(integer),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/** Products eligible as bonus. */
export const bonusListSchema = z.array(catalogProductSchema);

/** A category (segment) of the Produtos tab grid; `name` as shown, with accents. */
const segmentSchema = z.object({ name: shownText, url: shownImage });
type Segment = z.infer<typeof segmentSchema>;
/** The categories grid. */
export const segmentListSchema = z.array(segmentSchema);

/** A brand of a category (second grid of the Produtos tab). */
const brandSchema = z.object({ name: shownText, image_url: shownImage });
type Brand = z.infer<typeof brandSchema>;
/** The brands grid. */
export const brandListSchema = z.array(brandSchema);

/** Which page of a catalogue list to load, for which client. */
interface CatalogPageQuery {
  clientCode: string;
  /** From 1. */
  page: number;
}

/** A products page of one category (as shown, accents are stripped here) and optionally one brand. */
interface CatalogProductsQuery extends CatalogPageQuery {
  category: string;
  /** The brand's name as listed by getBrands. */
  brand?: string | undefined;
}

/** One page of products of a category and brand. */
export function getCatalogProducts(query: CatalogProductsQuery, read: ReadOptions = {}): Promise<CatalogPage> {
  return request('productsApi', '/catalog/products', {
    ...read,
    headers: {
      'client-code': query.clientCode,
      category: stripAccents(query.category),
      brand: query.brand,
      'per-page': PER_PAGE,
      'current-page': query.page,
    },
    schema: catalogPageSchema,
  });
}

/**
 * The products the service finds for a search ('Buscar produtos', product-rules R269): GET /catalog/products
 * with the `search` header the project's contract assumes. `search` is sent as the domain compares it (no
 * accents: a header carries Latin-1 at best). Not kept (a search is no page the client has seen), tried
 * once (a service without it refuses with 400 or 404, which a second try would not change), and short: the
 * device's own results stand meanwhile.
 */
export function searchCatalogProducts(
  query: CatalogPageQuery & { search: string },
  read: Pick<ReadOptions, 'signal'> = {},
): Promise<CatalogPage> {
  return request('productsApi', '/catalog/products', {
    ...read,
    kept: false,
    retry: false,
    timeoutMs: 8_000,
    headers: { 'client-code': query.clientCode, search: query.search, 'per-page': PER_PAGE, 'current-page': query.page },
    schema: catalogPageSchema,
  });
}

/** One page of the Combos tab (GET /catalog/products with category 'combo'). */
export function getCombos(query: CatalogPageQuery, read: ReadOptions = {}): Promise<CatalogPage> {
  return request('productsApi', '/catalog/products', {
    ...read,
    headers: { 'client-code': query.clientCode, category: 'combo', 'per-page': PER_PAGE, 'current-page': query.page },
    schema: catalogPageSchema,
  });
}

/** One page of the Novidades (promotions) tab. */
export function getNews(query: CatalogPageQuery, read: ReadOptions = {}): Promise<CatalogPage> {
  return request('productsApi', '/catalog/news', {
    ...read,
    headers: { 'client-code': query.clientCode, 'per-page': PER_PAGE, 'current-page': query.page },
    schema: catalogPageSchema,
  });
}

/**
 * One page of the products bought in the last `days` days: 30 for the Favoritos tab; a repeated
 * order asks for enough days to cover its date (product-rules R180.2).
 */
export function getFavorites(query: CatalogPageQuery & { days?: number | undefined }, read: ReadOptions = {}): Promise<CatalogPage> {
  return request('productsApi', '/catalog/favorites', {
    ...read,
    headers: { 'client-code': query.clientCode, days: query.days ?? 30, 'per-page': PER_PAGE, 'current-page': query.page },
    schema: catalogPageSchema,
  });
}

/** Bonus products for a cart total (R$). */
export function getBonus(clientCode: string, total: number): Promise<CatalogProduct[]> {
  return request('productsApi', '/catalog/bonus', { headers: { 'client-code': clientCode, total }, schema: bonusListSchema });
}

/** Categories for the Produtos tab grid. */
export function getSegments(clientCode: string): Promise<Segment[]> {
  return request('productsApi', '/images/segments', { headers: { 'client-code': clientCode }, schema: segmentListSchema });
}

/** Brands of a category (as shown; accents are stripped here). */
export function getBrands(clientCode: string, category: string): Promise<Brand[]> {
  return request('productsApi', '/images/brands', {
    headers: { 'client-code': clientCode, category: stripAccents(category) },
    schema: brandListSchema,
  });
}
