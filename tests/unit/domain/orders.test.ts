import { describe, expect, it } from 'vitest';
import { boletoFileName, emptyOrdersText, INVOICE_FILE_NAME, ordersPerStep } from '../../../src/lib/domain/order-page.ts';
import { shownAfterMore } from '../../../src/lib/domain/shown-in-steps.ts';
import {
  hasBoleto,
  HIDDEN_PRODUCT_CODES,
  invoiceStatusLabel,
  invoiceStatusTone,
  itemLineLabel,
  normaliseOrderStatus,
  orderProgress,
  orderTypeLabel,
  visibleOrderItems,
  type OrderFields,
  type OrderStepState,
} from '../../../src/lib/domain/orders.ts';

const states = (status: string): OrderStepState[] => orderProgress(status).steps.map((step) => step.state);

describe('orderProgress (R84)', () => {
  it('lists the six steps in order with pt-BR labels', () => {
    expect(orderProgress('PEDIDO ENTREGUE').steps.map((step) => step.label)).toEqual([
      'Confirmado',
      'Análise de crédito',
      'Faturado',
      'Em separação',
      'Em trânsito',
      'Entregue',
    ]);
  });

  it.each([
    ['PEDIDO EM PROCESSAMENTO', ['current', 'pending', 'pending', 'pending', 'pending', 'pending']],
    ['FINANCEIRO NAO APROVADO', ['done', 'current', 'pending', 'pending', 'pending', 'pending']],
    ['FINANCEIRO APROVADO', ['done', 'done', 'current', 'pending', 'pending', 'pending']],
    ['FATURAMENTO PENDENTE', ['done', 'done', 'current', 'pending', 'pending', 'pending']],
    ['PEDIDO FATURADO', ['done', 'done', 'done', 'pending', 'pending', 'pending']],
    ['PEDIDO EM SEPARACAO', ['done', 'done', 'done', 'current', 'pending', 'pending']],
    ['PEDIDO EM TRANSITO', ['done', 'done', 'done', 'done', 'current', 'pending']],
    ['PEDIDO ENTREGUE', ['done', 'done', 'done', 'done', 'done', 'done']],
  ])('%s is on its way: %j', (status, expected) => {
    expect(orderProgress(status).tone).toBe('progress');
    expect(states(status)).toEqual(expected);
  });

  it.each(['PARCIALMENTE ENTREGUE', 'PEDIDO PARCIALMENTE RECUSADO', 'PEDIDO PARCIALMENTE RETORNADO'])(
    '%s is delivered in part (warning)',
    (status) => {
      expect(orderProgress(status).tone).toBe('warning');
      expect(states(status)).toEqual(['done', 'done', 'done', 'done', 'done', 'partial']);
    },
  );

  it.each(['CANCELADO', 'PEDIDO CANCELADO', 'PEDIDO NAO FATURADO', 'PEDIDO NOTA CANCELADA', 'PEDIDO RETORNADO', 'RETORNADO/DEVOLVIDO'])(
    '%s is the danger state, without steps',
    (status) => {
      expect(orderProgress(status)).toEqual({ tone: 'danger', steps: [] });
    },
  );

  it('reads the text however it is written (case, spaces, accents)', () => {
    expect(states(' pedido em trânsito ')).toEqual(states('PEDIDO EM TRANSITO'));
    expect(orderProgress('Pedido  Não Faturado').tone).toBe('danger');
  });

  it.each(['', 'AGUARDANDO ROTEIRIZACAO', 'PEDIDO'])('an unknown status %j has no steps and does not throw', (status) => {
    expect(orderProgress(status)).toEqual({ tone: 'unknown', steps: [] });
  });
});

describe('normaliseOrderStatus (R84)', () => {
  it('upper-cases, trims, folds spaces and drops accents', () => {
    expect(normaliseOrderStatus('  Pedido em   separação ')).toBe('PEDIDO EM SEPARACAO');
  });
});

describe('emptyOrdersText (R82)', () => {
  it.each([
    [7, 'Nenhum pedido encontrado nos últimos 7 dias.'],
    [15, 'Nenhum pedido encontrado nos últimos 15 dias.'],
    [30, 'Nenhum pedido encontrado nos últimos 30 dias.'],
    [45, 'Nenhum pedido encontrado nos últimos 45 dias.'],
  ])('%d days → %j', (days, text) => {
    expect(emptyOrdersText(days)).toBe(text);
  });
});

describe('orderTypeLabel (R85)', () => {
  it.each([
    ['ZS03', 'Bonificação'],
    ['ZS11', 'Troca'],
    ['ZS43', 'Compra'],
    ['zs43', 'Compra'],
    ['ZS99', 'ZS99'],
    ['', ''],
  ])('%j → %j', (code, label) => {
    expect(orderTypeLabel(code)).toBe(label);
  });
});

describe('itemLineLabel (R85)', () => {
  it.each(['NF Denegada', 'Canc. Cliente', 'Ruptura', 'Título em Atraso', 'Limite de Crédito', 'Insc. Suspensa', 'Fora de Rota'])(
    'the named refusal reason %j is shown as written',
    (reason) => {
      expect(itemLineLabel(reason, 'PEDIDO ENTREGUE')).toEqual({ label: reason, tone: 'danger' });
    },
  );

  it('matches a named reason however it is cased or accented', () => {
    expect(itemLineLabel(' TITULO EM ATRASO ', 'CANCELADO').label).toBe('Título em Atraso');
  });

  it.each(['Produto avariado no transporte', 'Outro motivo'])('any other reason %j → Cancelado', (reason) => {
    expect(itemLineLabel(reason, 'PEDIDO ENTREGUE')).toEqual({ label: 'Cancelado', tone: 'danger' });
  });

  it.each([
    [null, 'PEDIDO ENTREGUE', 'Confirmado'],
    [undefined, 'PEDIDO EM TRANSITO', 'Confirmado'],
    ['', 'PEDIDO PARCIALMENTE RECUSADO', 'Confirmado'],
    ['  ', 'pedido entregue', 'Confirmado'],
    [null, 'PEDIDO FATURADO', 'Sem Recusa'],
    ['', 'PEDIDO EM SEPARACAO', 'Sem Recusa'],
    [null, 'PARCIALMENTE ENTREGUE', 'Sem Recusa'],
    [undefined, 'PEDIDO CANCELADO', 'Sem Recusa'],
    [null, 'STATUS NOVO', 'Sem Recusa'],
  ])('no reason (%j) on %s → %s', (reason, status, label) => {
    expect(itemLineLabel(reason, status).label).toBe(label);
  });
});

describe('invoiceStatusLabel (R85)', () => {
  it.each([
    [{ CANCEL: 'X', DOCSTAT: '1' }, 'Cancelada'],
    [{ CANCEL: 'X', DOCSTAT: '' }, 'Cancelada'],
    [{ CANCEL: '', DOCSTAT: '1' }, 'Validada'],
    [{ CANCEL: '', DOCSTAT: '2' }, 'Recusada'],
    [{ CANCEL: '', DOCSTAT: '3' }, 'Rejeitada'],
    [{ CANCEL: '', DOCSTAT: '' }, 'Pendente'],
  ] as const)('%j → %s', (invoice, label) => {
    expect(invoiceStatusLabel(invoice)).toBe(label);
  });
});

describe('invoiceStatusTone', () => {
  it.each([
    ['Validada', 'success'],
    ['Pendente', 'neutral'],
    ['Recusada', 'danger'],
    ['Rejeitada', 'danger'],
    ['Cancelada', 'danger'],
  ] as const)('%s → %s', (label, tone) => {
    expect(invoiceStatusTone(label)).toBe(tone);
  });
});

describe('visibleOrderItems', () => {
  const order = (AUART: string): OrderFields<{ MATNR: string; ARKTX: string; KWMENG: number }> => ({
    Status: { AUART },
    Itens: {
      Item: [
        { MATNR: '000000000000012345', ARKTX: 'Brinde', KWMENG: 1 },
        { MATNR: '7894900011517', ARKTX: 'Cerveja', KWMENG: 5 },
      ],
    },
  });

  it('the hidden list is empty until the business supplies it (R86)', () => {
    expect(HIDDEN_PRODUCT_CODES).toEqual([]);
    expect(visibleOrderItems(order('ZS43'))).toHaveLength(2);
  });

  it.each(['ZS03', 'ZS43'])('drops hidden codes from %s orders, leading zeros aside', (type) => {
    expect(visibleOrderItems(order(type), ['12345']).map((item) => item.ARKTX)).toEqual(['Cerveja']);
  });

  it('keeps every line of exchange (ZS11) and unknown orders (R86)', () => {
    expect(visibleOrderItems(order('ZS11'), ['12345'])).toHaveLength(2);
    expect(visibleOrderItems(order('ZX01'), ['12345'])).toHaveLength(2);
  });
});

describe('file names', () => {
  it('saves the invoice as nf.pdf and the boleto under its key (R88)', () => {
    expect(INVOICE_FILE_NAME).toBe('nf.pdf');
    expect(boletoFileName('33261112345678000190550010001234561000000001')).toBe('boleto_33261112345678000190550010001234561000000001.pdf');
  });
});

describe('hasBoleto', () => {
  it.each([
    ['ZS43', '', true],
    ['ZS43', 'X', false],
    ['ZS03', '', false],
    ['ZS11', '', false],
    ['ZX99', '', true],
  ] as const)('%s order, CANCEL %j → %s', (type, cancel, expected) => {
    expect(hasBoleto(type, { CANCEL: cancel })).toBe(expected);
  });
});

describe('orders shown after more (R300)', () => {
  it('adds 30 at a time, never past the end', () => {
    expect(ordersPerStep).toBe(30);
    expect(shownAfterMore(30, 500, ordersPerStep)).toBe(60);
    expect(shownAfterMore(60, 75, ordersPerStep)).toBe(75);
    expect(shownAfterMore(30, 30, ordersPerStep)).toBe(30);
  });
});
