import { describe, expect, it } from 'vitest';
import { isAwaitingDelivery, isInTransit, isMoneyRefusal } from '../../../src/lib/domain/delivery.ts';
import { orderProgress } from '../../../src/lib/domain/orders.ts';

describe('isInTransit', () => {
  it('reads the status however it is written (R273)', () => {
    expect(isInTransit('Pedido em trânsito ')).toBe(true);
    expect(isInTransit('PEDIDO EM TRANSITO')).toBe(true);
    expect(isInTransit('PEDIDO ENTREGUE')).toBe(false);
  });
});

describe('isMoneyRefusal', () => {
  it('an order whose credit was refused, however it is written (R274)', () => {
    expect(isMoneyRefusal('Financeiro não aprovado', [])).toBe(true);
    expect(isMoneyRefusal(' FINANCEIRO  NAO APROVADO', [])).toBe(true);
  });

  it('a line refused for the credit limit or an overdue bill (R274)', () => {
    expect(isMoneyRefusal('CANCELADO', [null, 'Título em Atraso'])).toBe(true);
    expect(isMoneyRefusal('PEDIDO NAO FATURADO', ['LIMITE DE CRÉDITO'])).toBe(true);
  });

  it('not a refusal for another reason, nor an order on its way (R274)', () => {
    expect(isMoneyRefusal('PEDIDO CANCELADO', ['Canc. Cliente', 'Ruptura'])).toBe(false);
    expect(isMoneyRefusal('PEDIDO EM TRANSITO', [null, undefined, ''])).toBe(false);
  });
});

describe('isAwaitingDelivery', () => {
  it.each(['PEDIDO EM PROCESSAMENTO', 'FINANCEIRO APROVADO', 'PEDIDO FATURADO', 'PEDIDO EM SEPARACAO', 'Pedido em trânsito'])(
    '%s is on its way: the one that can show the next delivery (R275)',
    (status) => {
      expect(isAwaitingDelivery(orderProgress(status))).toBe(true);
    },
  );

  it.each(['PEDIDO ENTREGUE', 'PARCIALMENTE ENTREGUE', 'PEDIDO CANCELADO', 'STATUS NOVO'])('%s is not (R275)', (status) => {
    expect(isAwaitingDelivery(orderProgress(status))).toBe(false);
  });
});
