import { describe, expect, it } from 'vitest';
import {
  isCrateBarcode,
  SEARCH_RESULTS_MAX,
  searchableText,
  searchProducts,
  searchResultsPerStep,
  searchText,
  serviceSearchFinds,
} from '../../../src/lib/domain/product-search.ts';
import { shownAfterMore } from '../../../src/lib/domain/shown-in-steps.ts';

const guarana = { sku: '000000000000012500', name: 'Guaraná Antarctica 2L', complement: 'FD 6 UN', ean: '7891991000826' };
const guaranaLata = { sku: '12501', name: 'Guaraná Antarctica Lata 350ml', complement: 'CX 12 UN' };
const brahma = { sku: '12443', name: 'Cerveja Brahma Chopp Lata 350ml', complement: 'CX 12 UN', ean: null };
const agua = { sku: '13001', name: 'Água Mineral Crystal 500ml', complement: null };
const items = [brahma, guaranaLata, guarana, agua];

describe('searchText (R269)', () => {
  it.each([
    ['Guaraná Antarctica 2L', 'guarana antarctica 2l'],
    ['  ÁGUA   mineral ', 'agua mineral'],
    ['Coca-Cola/Zero', 'coca cola zero'],
    ['Açaí', 'acai'],
  ])('%j → %j', (text, expected) => {
    expect(searchText(text)).toBe(expected);
  });
});

describe('searchProducts (R269)', () => {
  it('finds a name by a part of it, whatever the accents and case', () => {
    expect(searchProducts('guarana antar', items)).toEqual([guaranaLata, guarana]);
    expect(searchProducts('GUARANÁ 2l', items)).toEqual([guarana]);
    expect(searchProducts('agua', items)).toEqual([agua]);
  });

  it('needs every word of the query, in any order, in the name or the complement', () => {
    expect(searchProducts('lata brahma', items)).toEqual([brahma]);
    expect(searchProducts('brahma garrafa', items)).toEqual([]);
    expect(searchProducts('fd 6', items)).toEqual([guarana]);
  });

  it('ranks a name that starts with the query, then the whole query from a word, then its words from words', () => {
    const chopp = { sku: '9', name: 'Chopp Brahma Claro 30L', complement: null };
    // 'brahma chopp' stands whole in Brahma Chopp's name; Chopp Brahma's has both words apart.
    expect(searchProducts('brahma chopp', [chopp, brahma])).toEqual([brahma, chopp]);
    expect(searchProducts('chopp', [brahma, chopp])).toEqual([chopp, brahma]);
    const rahma = { sku: '10', name: 'Marahma 1L', complement: null };
    expect(searchProducts('rahma', [rahma, brahma])).toEqual([rahma, brahma]);
    // Equals keep the order the screen gave.
    expect(searchProducts('brah', [chopp, brahma])).toEqual([chopp, brahma]);
    expect(searchProducts('brah', [brahma, chopp])).toEqual([brahma, chopp]);
  });

  it('finds a SKU (leading zeros aside) or an EAN typed in full, and not a part of one', () => {
    expect(searchProducts('12500', items)).toEqual([guarana]);
    expect(searchProducts('000012500', items)).toEqual([guarana]);
    expect(searchProducts('7891991000826', items)).toEqual([guarana]);
    expect(searchProducts('7891991', items)).toEqual([]);
  });

  it('digits that are no code still find names, after the product whose code they are', () => {
    expect(searchProducts('350', items)).toEqual([brahma, guaranaLata]);
    const code350 = { sku: '350', name: 'Copo 200ml', complement: null };
    expect(searchProducts('350', [...items, code350])).toEqual([code350, brahma, guaranaLata]);
  });

  it('answers each product once, the first the items give', () => {
    const again = { ...guarana, name: 'Guaraná Antarctica 2L (past order)' };
    expect(searchProducts('guarana 2l', [guarana, again])).toEqual([guarana]);
  });

  it('ignores a query shorter than two characters, and caps the answer', () => {
    expect(searchProducts('g', items)).toEqual([]);
    expect(searchProducts('  ', items)).toEqual([]);
    expect(searchProducts('guarana', items, 1)).toEqual([guaranaLata]);
  });
});

describe('many items, searched again and again (R303)', () => {
  it('reads the text worked out once for an item instead of its name', () => {
    expect(searchableText(guarana)).toBe('guarana antarctica 2l fd 6 un');
    expect(searchableText(agua)).toBe('agua mineral crystal 500ml');
    const worked = items.map((item) => ({ ...item, compared: searchableText(item) }));
    expect(searchProducts('guarana antar', worked).map(({ sku }) => sku)).toEqual([guaranaLata.sku, guarana.sku]);
    // The worked-out text is what is compared: a stale one would be found by its own words.
    expect(searchProducts('xyz', [{ ...agua, compared: 'xyz' }])).toHaveLength(1);
  });

  it('gives at most SEARCH_RESULTS_MAX results, drawn 24 at a time', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ sku: String(i + 1), name: `Cerveja Brahma ${i + 1}` }));
    const found = searchProducts('brahma', many);
    expect(found).toHaveLength(SEARCH_RESULTS_MAX);
    expect(found[0]!.sku).toBe('1');
    expect(searchResultsPerStep).toBe(24);
    expect(shownAfterMore(24, SEARCH_RESULTS_MAX, searchResultsPerStep)).toBe(48);
    expect(shownAfterMore(72, SEARCH_RESULTS_MAX, searchResultsPerStep)).toBe(96);
  });
});

describe('serviceSearchFinds (R269)', () => {
  const cola = { sku: '13702', name: 'Refrigerante Pepsi Cola PET 2L', complement: null };
  it('keeps, in the service’s order, only what the device’s rule finds or a code typed in full', () => {
    expect(serviceSearchFinds('guarana', [guarana, guaranaLata, cola])).toEqual([guarana, guaranaLata]);
    expect(serviceSearchFinds('7891991000826', [guarana])).toEqual([guarana]);
    expect(serviceSearchFinds('12500', [guarana])).toEqual([guarana]);
  });

  it('an answer mostly of other products is a service that ignored the search: none at all (null)', () => {
    // A category's page, or the whole catalogue, under 'guarana'.
    expect(serviceSearchFinds('guarana', [brahma, guarana, agua, cola])).toBeNull();
    expect(serviceSearchFinds('guarana', [brahma, agua, cola])).toBeNull();
    // Half of it matching is a search, however loose.
    expect(serviceSearchFinds('guarana', [guarana, cola])).toEqual([guarana]);
  });

  it('an empty answer is a search that found nothing', () => {
    expect(serviceSearchFinds('guarana', [])).toEqual([]);
  });
});

describe('isCrateBarcode (R270)', () => {
  it.each(['7896276350610', '7891991000826', '96385074', '036000291452'])('%s is a whole code', (code) => {
    expect(isCrateBarcode(code)).toBe(true);
  });
  it.each([
    ['a wrong check digit', '7896276350611'],
    ['part of a code', '789627635'],
    ['letters', '78962763506A0'],
    ['nothing', ''],
  ])('%s is ignored', (_, code) => {
    expect(isCrateBarcode(code)).toBe(false);
  });
});
