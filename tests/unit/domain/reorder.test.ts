import { describe, expect, it } from 'vitest';
import {
  addedText,
  cappedText,
  favoriteDays,
  newestOrder,
  missingText,
  noLastOrderText,
  planReorder,
  type FoundItem,
  type ReorderItem,
} from '../../../src/lib/domain/reorder.ts';
import { productKey } from '../../../src/lib/domain/cart-rules.ts';
import { isSaleOrder } from '../../../src/lib/domain/orders.ts';

const today = { year: 2026, month: 11, day: 24 };

const item = (sku: string, name: string, stock: number, maximum: number | null = null): FoundItem => ({ sku, name, stock, maximum });
const line = (code: string, name: string, quantity: number): ReorderItem => ({ code, name, quantity });
const emptyCart = () => 0;

describe('productKey (R180)', () => {
  it.each([
    ['000000000000012345', '12345'],
    [' 12345 ', '12345'],
    ['0', '0'],
    ['000', '0'],
  ])('%j compares as %j', (code, key) => {
    expect(productKey(code)).toBe(key);
  });
});

describe('isSaleOrder and newestOrder (R180, R180.1)', () => {
  it.each([
    ['ZS43', true],
    [' zs43 ', true],
    ['ZS03', false],
    ['ZS11', false],
  ])('%j is a sale order: %s', (auart, sale) => {
    expect(isSaleOrder(auart)).toBe(sale);
  });

  const order = (ERDAT: string, id: string) => ({ id, Status: { ERDAT } });

  it('the last order is the newest; an unreadable date is skipped; the first of a day wins', () => {
    const orders = [
      order('2026-11-10', 'older'),
      order('2026-11-20', 'last'),
      order('sem data', 'no date'),
      order('2026-11-20', 'same day, later in the list'),
    ];
    expect(newestOrder(orders)?.id).toBe('last');
  });

  it('no order with a date: null', () => {
    expect(newestOrder([order('', 'no date')])).toBeNull();
    expect(newestOrder([])).toBeNull();
  });
});

describe('favoriteDays (R180, R180.2)', () => {
  it.each([
    ['an order of today asks for the Favoritos tab’s 30 days', '2026-11-24', 30],
    ['an order of 29 days ago still asks for 30', '2026-10-26', 30],
    ['an order of 45 days ago asks for 46 (its own day included)', '2026-10-10', 46],
    ['a date as dd/mm/yyyy is read too', '10/10/2026', 46],
    ['an order older than a year asks for the 365 the service accepts', '2024-01-01', 365],
    ['an unreadable date asks for 30', 'ontem', 30],
  ])('%s', (_, date, days) => {
    expect(favoriteDays(date, today)).toBe(days);
  });
});

describe('planReorder (R180, R180.3)', () => {
  const brahma = item('000000000000012450', 'Brahma Lata 350ml', 860);
  const skol = item('000000000000012460', 'Skol Garrafa 300ml', 12, 20);
  const zero = item('000000000000012470', 'Brahma Zero Lata 350ml', 0);
  const limited = item('000000000000012480', 'Stella Long Neck', 500, 20);

  it('a line found with stock goes in at the order’s boxes', () => {
    const plan = planReorder([line('000000000000012450', 'Brahma (antigo)', 12)], [brahma], emptyCart);
    expect(plan).toEqual({ lines: [{ item: brahma, total: 12, added: 12 }], capped: [], missing: [] });
  });

  it('codes match without leading zeros', () => {
    const plan = planReorder([line('12450', 'Brahma', 2)], [brahma], emptyCart);
    expect(plan.lines).toEqual([{ item: brahma, total: 2, added: 2 }]);
  });

  it('a line above stock is capped to stock and named with the stock available', () => {
    const plan = planReorder([line(skol.sku, 'Skol', 30)], [skol], emptyCart);
    expect(plan.lines).toEqual([{ item: skol, total: 12, added: 12 }]);
    expect(plan.capped).toEqual([{ name: 'Skol Garrafa 300ml', added: 12, available: 12 }]);
  });

  it('a line above the item’s maximum is capped to the maximum', () => {
    const plan = planReorder([line(limited.sku, 'Stella', 30)], [limited], emptyCart);
    expect(plan.lines).toEqual([{ item: limited, total: 20, added: 20 }]);
    expect(plan.capped).toEqual([{ name: 'Stella Long Neck', added: 20, available: 20 }]);
  });

  it('a line already in the cart is added to, never replaced', () => {
    const plan = planReorder([line(brahma.sku, 'Brahma', 12)], [brahma], (sku) => (sku === brahma.sku ? 5 : 0));
    expect(plan.lines).toEqual([{ item: brahma, total: 17, added: 12 }]);
  });

  it('the cart’s boxes count against stock: only the room left is added', () => {
    const plan = planReorder([line(skol.sku, 'Skol', 10)], [skol], () => 8);
    expect(plan.lines).toEqual([{ item: skol, total: 12, added: 4 }]);
    expect(plan.capped).toEqual([{ name: 'Skol Garrafa 300ml', added: 4, available: 12 }]);
  });

  it('a cart line already at stock gets nothing and is named as capped with 0 added', () => {
    const plan = planReorder([line(skol.sku, 'Skol', 3)], [skol], () => 12);
    expect(plan.lines).toEqual([]);
    expect(plan.capped).toEqual([{ name: 'Skol Garrafa 300ml', added: 0, available: 12 }]);
  });

  it('a line out of stock today is missing as unavailable, by today’s name', () => {
    const plan = planReorder([line(zero.sku, 'Zero (antigo)', 6)], [zero], emptyCart);
    expect(plan).toEqual({ lines: [], capped: [], missing: [{ name: 'Brahma Zero Lata 350ml', reason: 'unavailable' }] });
  });

  it('a line not found is missing as not found, by the order’s name', () => {
    const plan = planReorder([line('99991', 'Bohemia Garrafa 600ml', 5)], [brahma], emptyCart);
    expect(plan).toEqual({ lines: [], capped: [], missing: [{ name: 'Bohemia Garrafa 600ml', reason: 'not-found' }] });
  });

  it('one product on two lines is asked for once with both quantities', () => {
    const plan = planReorder([line(brahma.sku, 'Brahma', 2), line('12450', 'Brahma', 3)], [brahma], emptyCart);
    expect(plan.lines).toEqual([{ item: brahma, total: 5, added: 5 }]);
  });

  it('lines of no boxes are left out', () => {
    expect(planReorder([line(brahma.sku, 'Brahma', 0), line(skol.sku, 'Skol', -1)], [brahma, skol], emptyCart)).toEqual({
      lines: [],
      capped: [],
      missing: [],
    });
  });

  it('a whole order keeps its order of lines in each list', () => {
    const plan = planReorder(
      [line(brahma.sku, 'Brahma', 12), line(skol.sku, 'Skol', 30), line(zero.sku, 'Zero', 6), line('99991', 'Bohemia', 5)],
      [zero, skol, brahma],
      emptyCart,
    );
    expect(plan.lines.map((l) => [l.item.name, l.total])).toEqual([
      ['Brahma Lata 350ml', 12],
      ['Skol Garrafa 300ml', 12],
    ]);
    expect(plan.capped.map((c) => c.name)).toEqual(['Skol Garrafa 300ml']);
    expect(plan.missing).toEqual([
      { name: 'Brahma Zero Lata 350ml', reason: 'unavailable' },
      { name: 'Bohemia', reason: 'not-found' },
    ]);
  });
});

describe('summary texts (R180, R180.5, R254)', () => {
  it.each([
    [0, 'Nenhum item adicionado ao carrinho'],
    [1, '1 item adicionado ao carrinho'],
    [3, '3 itens adicionados ao carrinho'],
    [1200, '1.200 itens adicionados ao carrinho'],
  ])('addedText(%i)', (count, text) => {
    expect(addedText(count)).toBe(text);
  });

  it.each([
    ['boxes, in the plural', 5, 5, 'Cerveja X: 5 caixas adicionadas (estoque disponível: 5)'],
    ['one box, in the singular', 1, 1, 'Cerveja X: 1 caixa adicionada (estoque disponível: 1)'],
    ['none: the cart already held the stock', 0, 12, 'Cerveja X: nenhuma caixa adicionada (estoque disponível: 12)'],
    ['numbers in pt-BR', 1200, 1200, 'Cerveja X: 1.200 caixas adicionadas (estoque disponível: 1.200)'],
  ])('a capped line names the boxes added and the stock available: %s', (_, added, available, text) => {
    expect(cappedText({ name: 'Cerveja X', added, available })).toBe(text);
  });

  it('no sale order in the days asked for names them', () => {
    expect(noLastOrderText(15)).toBe('Não encontramos um pedido de compra dos últimos 15 dias para repetir.');
  });

  it('a missing line says why', () => {
    expect(missingText({ name: 'Bohemia', reason: 'not-found' })).toBe('Bohemia: não está mais no catálogo');
    expect(missingText({ name: 'Brahma Zero', reason: 'unavailable' })).toBe('Brahma Zero: indisponível no estoque');
  });
});
