// 'Meus Débitos' (/debitos): the client's open debts, each with its due date read against today in
// São Paulo and its value formatted, in the order the service sends them.
import '../stores/every-island/api-session.ts';
import { getDebts, type Debt } from '../api/debts.ts';
import { dueDate, type DueDate } from '../domain/debts.ts';
import { formatMoneyReais } from '../domain/every-island/format.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createScreen, type Screen } from './every-screen/screen.ts';

/** A debt as the page shows it. */
export interface DebtView {
  key: string;
  due: DueDate;
  /** 'R$ 1.234,56'. */
  value: string;
  barCode: string | null;
  pixQrCode: string | null;
}

function debtView(debt: Debt, index: number, now: number): DebtView {
  return {
    key: `${index}:${debt.ticketExpiration}:${debt.barCode ?? debt.pixQrCode ?? ''}`,
    due: dueDate(debt.ticketExpiration, now),
    value: formatMoneyReais(debt.docValue),
    barCode: debt.barCode?.trim() || null,
    pixQrCode: debt.pixQrCode?.trim() || null,
  };
}

/** The debts screen with the given effects (tests pass their own clock). */
export function createDebtsScreen(effects: Pick<BrowserEffects, 'now'>): Screen<void, DebtView[]> {
  return createScreen('debts', async () => {
    const debts = await getDebts();
    const now = effects.now();
    return debts.map((debt, index) => debtView(debt, index, now));
  });
}

/** The debts screen of the page. */
export const debtsScreen = createDebtsScreen(browserEffects);
