import { describe, expect, it } from 'vitest';
import { blocksSending, checkLine, lineFlag, lookupPlan, UNCONFIRMED_LINE } from '../../../src/lib/domain/cart-check.ts';

describe('lookupPlan (R70)', () => {
  it('looks a product up in its category and brand list first, then in Novidades and Favoritos', () => {
    expect(lookupPlan({ list: 'products', category: 'Cervejas', brand: 'Brahma' })).toEqual([
      { list: 'products', category: 'Cervejas', brand: 'Brahma' },
      { list: 'news' },
      { list: 'favorites' },
    ]);
  });

  it('a line from Novidades or Favoritos is looked up there first, then in the other one', () => {
    expect(lookupPlan({ list: 'news' })).toEqual([{ list: 'news' }, { list: 'favorites' }]);
    expect(lookupPlan({ list: 'favorites' })).toEqual([{ list: 'favorites' }, { list: 'news' }]);
  });

  it('a product the service’s search found is searched for again by its code, then in Novidades and Favoritos (R269)', () => {
    expect(lookupPlan({ list: 'search', search: '12500' })).toEqual([
      { list: 'search', search: '12500' },
      { list: 'news' },
      { list: 'favorites' },
    ]);
  });

  it('a combo is only in the combos list', () => {
    expect(lookupPlan({ list: 'combos' })).toEqual([{ list: 'combos' }]);
  });
});

describe('checkLine and blocksSending (R70)', () => {
  it('a line not found is unconfirmed and does not block sending', () => {
    const check = checkLine(3, undefined);
    expect(check).toEqual({ kind: 'unconfirmed' });
    expect(blocksSending(check)).toBe(false);
    expect(UNCONFIRMED_LINE).toBe(
      'Não foi possível confirmar preço e estoque deste produto agora. O estoque será confirmado no envio do pedido.',
    );
  });

  it('a line found with less stock than its quantity blocks, with the stock available', () => {
    const check = checkLine(5, { stock: 1 });
    expect(check).toEqual({ kind: 'stock', available: 1 });
    expect(blocksSending(check)).toBe(true);
  });

  it('a line found out of stock (unavailable) blocks', () => {
    expect(checkLine(1, { stock: 0 })).toEqual({ kind: 'stock', available: 0 });
    expect(blocksSending(checkLine(1, { stock: 0 }))).toBe(true);
  });

  it('the product maximum counts like stock; a line that fits is fine', () => {
    expect(checkLine(12, { stock: 100, maximum: 10 })).toEqual({ kind: 'stock', available: 10 });
    expect(checkLine(10, { stock: 100, maximum: 10 })).toEqual({ kind: 'ok' });
    expect(checkLine(10, { stock: 100, maximum: null })).toEqual({ kind: 'ok' });
    expect(blocksSending({ kind: 'ok' })).toBe(false);
    expect(blocksSending(undefined)).toBe(false);
  });
});

describe('lineFlag (R70)', () => {
  it('a stock shortfall blocks and says the stock; a line not found is only noted; a line in order shows nothing', () => {
    expect(lineFlag({ kind: 'stock', available: 3 })).toEqual({
      text: 'Estoque atual: 3. Ajuste a quantidade para continuar.',
      blocks: true,
    });
    expect(lineFlag({ kind: 'unconfirmed' })).toEqual({ text: UNCONFIRMED_LINE, blocks: false });
    expect(lineFlag({ kind: 'ok' })).toBeNull();
  });

  it('no stock left: the line has to go, and it says so', () => {
    expect(lineFlag({ kind: 'stock', available: 1 })).toEqual({
      text: 'Estoque atual: 1. Ajuste a quantidade para continuar.',
      blocks: true,
    });
    expect(lineFlag({ kind: 'stock', available: 0 })).toEqual({ text: 'Produto sem estoque. Remova-o para continuar.', blocks: true });
  });
});
