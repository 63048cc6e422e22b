// 'Meus Débitos' (/debitos): the client's open debts, each with its due date already read
// against today in São Paulo and its value formatted.
import './api-session.ts';
import { computed } from 'nanostores';
import { getDebts, type Debt } from '../api/debts.ts';
import { dueDate, type DueDate } from '../domain/debts.ts';
import { formatMoneyReais } from '../domain/format.ts';
import { createResource } from './resource.ts';

/** The open debts of the current client. */
export const debts = createResource('debts', getDebts);

/** A debt as the page shows it. */
export interface DebtView {
  key: string;
  due: DueDate;
  /** 'R$ 1.234,56'. */
  value: string;
  barCode: string | null;
  pixQrCode: string | null;
}

function view(debt: Debt, index: number, now: number): DebtView {
  return {
    key: `${index}:${debt.ticketExpiration}:${debt.barCode ?? debt.pixQrCode ?? ''}`,
    due: dueDate(debt.ticketExpiration, now),
    value: formatMoneyReais(debt.docValue),
    barCode: debt.barCode?.trim() || null,
    pixQrCode: debt.pixQrCode?.trim() || null,
  };
}

/** The debts as shown (in the order the service sends them); undefined until they arrive. */
export const $debtViews = computed(debts.$data, (list): DebtView[] | undefined => {
  if (!list) return undefined;
  const now = Date.now();
  return list.map((debt, index) => view(debt, index, now));
});

/** Loads the debts (again); failures land in `debts.$error`. */
export function loadDebts(): Promise<void> {
  return debts.load();
}
