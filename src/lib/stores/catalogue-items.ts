// Catalogue items as cart line templates: which fields of a product or combo a cart line keeps
// (product-rules R64), and the list it came from.
import type { CatalogItem, CatalogProduct, Combo } from '../api/catalogue.ts';
import type { CartItemTemplate, CartSource } from './cart.ts';

/** A line template from a catalogue product or combo, remembering the list it came from. */
export function templateFromItem(item: CatalogItem, source: CartSource): CartItemTemplate {
  if ('description' in item) return templateFromCombo(item, source);
  return templateFromProduct(item, source);
}

function templateFromProduct(p: CatalogProduct, source: CartSource): CartItemTemplate {
  return {
    kind: 'product',
    sku: p.sku,
    ean: p.ean ?? null,
    descricao: p.descricao,
    complemento: p.complemento,
    preco: p.preco,
    vasilhame: p.vessel ?? 0,
    image: p.image,
    maximum: p.maximum ?? null,
    minimum: p.minimum ?? null,
    stock: p.estoque,
    faixaVolume2: p.faixaVolume2,
    faixaVolume3: p.faixaVolume3,
    faixaVolume4: p.faixaVolume4,
    faixaVolume5: p.faixaVolume5,
    kdkg2: p.kdkg2,
    kdkg3: p.kdkg3,
    kdkg4: p.kdkg4,
    kdkg5: p.kdkg5,
    bonus: p.bonus ?? false,
    bonus_proportion: p.bonus_proportion ?? null,
    budget: p.budget ?? null,
    DATBI: p.DATBI ?? null,
    KVGR1: p.KVGR1 ?? null,
    source,
  };
}

function templateFromCombo(c: Combo, source: CartSource): CartItemTemplate {
  return {
    kind: 'combo',
    sku: c.sku,
    ean: null,
    descricao: c.description,
    complemento: null,
    preco: c.price,
    vasilhame: c.empties ? c.empties_per_combo : 0,
    image: c.image,
    maximum: c.maximum,
    minimum: c.minimum_quantity > 1 ? c.minimum_quantity : null,
    stock: c.prod_stock,
    price_ranges: c.price_ranges,
    products: c.products,
    bonus: false,
    bonus_proportion: null,
    budget: null,
    source,
  };
}
