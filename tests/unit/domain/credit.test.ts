import { describe, expect, it } from 'vitest';
import { creditAfterOrderText } from '../../../src/lib/domain/cart-rules.ts';
import { CREDIT_FOR_ORDERS_LABEL, creditFigures } from '../../../src/lib/domain/credit.ts';

// 2026-11-22 10:00 in São Paulo (UTC-3).
const morning = Date.UTC(2026, 10, 22, 13, 0);
// 2026-11-22 23:30 in São Paulo is already 2026-11-23 in UTC.
const lateEvening = Date.UTC(2026, 10, 23, 2, 30);

describe('creditFigures', () => {
  const debts = [
    { docValue: 1234.56, ticketExpiration: '10/11/2026' },
    { docValue: 389.9, ticketExpiration: '20/11/2026' },
    { docValue: 842, ticketExpiration: '22/11/2026' },
    { docValue: 615.3, ticketExpiration: '13/12/2026' },
    { docValue: 2150.75, ticketExpiration: '29/11/2026' },
  ];

  it('sums every debt, those due today or earlier apart, and finds the next date after today (R271)', () => {
    expect(creditFigures(debts, 500_000, morning)).toEqual({
      availableCents: 500_000,
      openCents: 123_456 + 38_990 + 84_200 + 61_530 + 215_075,
      overdueCents: 123_456 + 38_990 + 84_200,
      nextDue: { year: 2026, month: 11, day: 29 },
    });
  });

  it('counts in cents, so reais never drift: 0.1 + 0.2 is R$ 0,30 (R271)', () => {
    const figures = creditFigures(
      [
        { docValue: 0.1, ticketExpiration: '01/12/2026' },
        { docValue: 0.2, ticketExpiration: '01/12/2026' },
      ],
      null,
      morning,
    );
    expect(figures.openCents).toBe(30);
    expect(figures.overdueCents).toBe(0);
  });

  it('reads today as São Paulo does: 23:30 on the 22nd, a debt due the 22nd is overdue, the 23rd is next (R271)', () => {
    const figures = creditFigures(
      [
        { docValue: 10, ticketExpiration: '22/11/2026' },
        { docValue: 20, ticketExpiration: '23/11/2026' },
      ],
      null,
      lateEvening,
    );
    expect(figures.overdueCents).toBe(1000);
    expect(figures.nextDue).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it('keeps an unknown limit unknown, and no debts make zeros with no next date (R271)', () => {
    expect(creditFigures([], null, morning)).toEqual({ availableCents: null, openCents: 0, overdueCents: 0, nextDue: null });
  });

  it('an unreadable due date counts in the total only (R271)', () => {
    const figures = creditFigures([{ docValue: 50, ticketExpiration: '31/02/2026' }], 0, morning);
    expect(figures).toEqual({ availableCents: 0, openCents: 5000, overdueCents: 0, nextDue: null });
  });

  it('the credit available is the limit itself, never the limit less what is open; the cart’s hint is it less the order (R271, R268)', () => {
    // The demo's client: R$ 5.000,00 of limit and R$ 5.232,51 open. Nothing subtracts one from the other.
    const open = [{ docValue: 5232.51, ticketExpiration: '10/11/2026' }];
    const figures = creditFigures(open, 500_000, morning);
    expect(CREDIT_FOR_ORDERS_LABEL).toBe('Crédito disponível para pedidos');
    expect(figures.availableCents).toBe(500_000);
    expect(figures.openCents).toBe(523_251);
    expect(creditAfterOrderText(201_456, figures.availableCents)).toBe('Crédito disponível após este pedido: R$ 2.985,44');
  });
});
