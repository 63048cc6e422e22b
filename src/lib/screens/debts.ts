// 'Meus Débitos' (/debitos): the client's open debts, each with its due date read against today in
// São Paulo and its value formatted, in the order the service sends them.
import '../stores/api-session.ts';
import { getDebts, type Debt } from '../api/debts.ts';
import { ApiError, detailsText, errorMessage } from '../api/errors.ts';
import { dueDate, type DueDate } from '../domain/debts.ts';
import { formatMoneyReais } from '../domain/format.ts';
import type { DebtAmount } from '../domain/credit.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createScreen, type Screen } from './screen.ts';

/** The red banner when the service sent no details (product-rules R92). */
const DEBTS_LOAD_ERROR = 'Erro ao buscar dados';

/**
 * What the red banner says (product-rules R92): the service's details, else 'Erro ao buscar dados'; a
 * token that could not be renewed keeps its own text, which says the session and the work were kept (R121).
 */
function debtsErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'refresh') return errorMessage(error);
  return (error instanceof ApiError ? detailsText(error.details) : undefined) ?? DEBTS_LOAD_ERROR;
}

/** A debt as the page shows it. */
export interface DebtView {
  key: string;
  due: DueDate;
  /** 'R$ 1.234,56'. */
  value: string;
  barCode: string | null;
  pixQrCode: string | null;
  /** What 'Meu crédito' sums (R271). */
  amount: DebtAmount;
}

function debtView(debt: Debt, index: number, now: number): DebtView {
  return {
    key: `${index}:${debt.ticketExpiration}:${debt.barCode ?? debt.pixQrCode ?? ''}`,
    due: dueDate(debt.ticketExpiration, now),
    value: formatMoneyReais(debt.docValue),
    barCode: debt.barCode?.trim() || null,
    pixQrCode: debt.pixQrCode?.trim() || null,
    amount: { docValue: debt.docValue, ticketExpiration: debt.ticketExpiration },
  };
}

/** The debts screen with the given effects (tests pass their own clock). */
export function createDebtsScreen(effects: Pick<BrowserEffects, 'now'>): Screen<void, DebtView[]> {
  return createScreen(
    'debts',
    async () => {
      const debts = await getDebts();
      const now = effects.now();
      return debts.map((debt, index) => debtView(debt, index, now));
    },
    { errorText: debtsErrorText },
  );
}

/** The debts screen of the page. */
export const debtsScreen = createDebtsScreen(browserEffects);
