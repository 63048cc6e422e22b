import { describe, expect, it } from 'vitest';
import { lastOrderHistoryDays, newestPurchase, purchaseReminder } from '../../../src/lib/domain/purchase-reminder.ts';

const today = { year: 2026, month: 11, day: 22 };

describe('purchaseReminder (R62)', () => {
  it.each([
    ['never purchased', null, null, ['Você ainda não fez nenhuma compra pelo portal.']],
    ['6 days ago: nothing yet', '16/11/2026', null, null],
    ['exactly 7 days ago', '15/11/2026', null, ['Faz 7 dias desde a sua última compra.']],
    ['30 days ago, across a month', '23/10/2026', null, ['Faz 30 dias desde a sua última compra.']],
    [
      'recommended day today',
      '01/11/2026',
      '22/11/2026',
      ['Hoje é o seu dia de compra recomendado!', 'Faz 21 dias desde a sua última compra.'],
    ],
    [
      'recommended day yesterday',
      '01/11/2026',
      '21/11/2026',
      ['Seu dia de compra recomendado foi ontem.', 'Faz 21 dias desde a sua última compra.'],
    ],
    ['recommended day tomorrow adds nothing', '01/11/2026', '23/11/2026', ['Faz 21 dias desde a sua última compra.']],
    ['recommended today but bought 2 days ago: no reminder', '20/11/2026', '22/11/2026', null],
    ['unreadable date', '31/02/2026', null, null],
  ] as const)('%s', (_, last, recommended, expected) => {
    expect(purchaseReminder({ lastPurchase: last, recommendedDay: recommended }, today)).toEqual(expected);
  });

  it('says nothing while an order is on its way, however long ago the last purchase, or never', () => {
    expect(purchaseReminder({ lastPurchase: '13/11/2026', recommendedDay: '22/11/2026', orderInProgress: true }, today)).toBeNull();
    expect(purchaseReminder({ lastPurchase: null, recommendedDay: null, orderInProgress: true }, today)).toBeNull();
  });

  it.each([
    ['the history knows a newer purchase than the company: no reminder', '13/11/2026', '20/11/2026', null],
    ['the history’s is newer but 8 days old: counted from it', '01/11/2026', '14/11/2026', ['Faz 8 dias desde a sua última compra.']],
    ['the company’s is newer: counted from it', '13/11/2026', '01/11/2026', ['Faz 9 dias desde a sua última compra.']],
    ['the company names none, the history one', null, '10/11/2026', ['Faz 12 dias desde a sua última compra.']],
    ['neither: never bought', null, null, ['Você ainda não fez nenhuma compra pelo portal.']],
  ] as const)('%s', (_, company, history, expected) => {
    expect(purchaseReminder({ lastPurchase: company, recommendedDay: null, newestSaleOrder: history }, today)).toEqual(expected);
  });
});

describe('newestPurchase (R62)', () => {
  it.each([
    ['13/11/2026', '20/11/2026', '20/11/2026'],
    ['20/11/2026', '13/11/2026', '20/11/2026'],
    ['20/11/2026', null, '20/11/2026'],
    [null, '13/11/2026', '13/11/2026'],
    ['31/02/2026', '13/11/2026', '13/11/2026'],
    [null, null, null],
  ] as const)('%j and %j → %j', (a, b, expected) => {
    expect(newestPurchase(a, b)).toBe(expected);
  });
});

describe('lastOrderHistoryDays (R251)', () => {
  it.each([
    ['bought today', '22/11/2026', 7],
    ['7 days ago: the week reaches it', '15/11/2026', 7],
    ['8 days ago', '14/11/2026', 15],
    ['15 days ago', '07/11/2026', 15],
    ['16 days ago', '06/11/2026', 30],
    ['30 days ago, across a month', '23/10/2026', 30],
    ['45 days ago: the longest period still reaches it', '08/10/2026', 45],
    ['46 days ago: out of the history’s reach', '07/10/2026', null],
    ['60 days ago', '23/09/2026', null],
    ['a date after today', '30/11/2026', 7],
    ['never purchased', null, null],
    ['unreadable date', '31/02/2026', null],
  ] as const)('%s', (_, last, expected) => {
    expect(lastOrderHistoryDays(last, today)).toBe(expected);
  });
});
