// The purchase reminder of /produtos (product-rules R62): drawn from the company's last purchase, the
// order-in-progress check the page makes anyway (catalogue.ts › $lastOrder) and, only when the company's
// facts would remind, the history's sale orders of the days that reach that purchase: the history may know a
// newer purchase, or an order not yet processed. Loaded with the reminder's code, off /produtos' first load.
import '../stores/api-session.ts';
import { computed, type ReadableAtom } from 'nanostores';
import { getUpdatedOrders } from '../api/orders.ts';
import { calendarDayInSaoPaulo } from '../domain/dates.ts';
import { isSaleOrder } from '../domain/orders.ts';
import {
  lastOrderHistoryDays,
  LONGEST_HISTORY_PERIOD,
  newestPurchase,
  purchaseReminder,
  type HistoryPeriod,
  type PurchaseFacts,
} from '../domain/purchase-reminder.ts';
import { newestOrder } from '../domain/reorder.ts';
import { $currentPurchaseDays } from '../stores/companies.ts';
import { $clientCode } from '../stores/session.ts';
import { catalogueScreen } from './catalogue.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createPart } from './screen.ts';

/** The reminder as the page draws it. */
export interface PurchaseReminderView {
  lines: string[];
  /** The company named a purchase (the panel) rather than none (a toast). */
  bought: boolean;
  /** The days 'Repetir último pedido' asks for (R251); null: no period reaches the last purchase. */
  historyDays: HistoryPeriod | null;
}

/** The reminder of the page with the given clock (tests pass their own). */
export function createPurchaseReminder(effects: Pick<BrowserEffects, 'now'>) {
  const today = () => calendarDayInSaoPaulo(effects.now());
  // A part: its kept answer is replaced by the fresh one (R277). A failure only leaves its facts out.
  const history = createPart('purchase reminder history', async ({ days }: { clientCode: string; days: HistoryPeriod }) => {
    const answer = await getUpdatedOrders({ days, type: 'compra' });
    const sales = answer.pedidos.filter((order) => isSaleOrder(order.Status.AUART));
    return { newestSaleOrder: newestOrder(sales)?.Status.ERDAT ?? null, unprocessed: answer.pedidosNaoProcessados.length > 0 };
  });

  /** The company's facts, or null before they are known. */
  const $company = computed($currentPurchaseDays, (days): PurchaseFacts | null =>
    days ? { lastPurchase: days.lastOrder, recommendedDay: days.recommendedPurchaseDay } : null,
  );

  /** The reminder once everything it waits for has answered; null meanwhile, and when there is none. */
  const $view: ReadableAtom<PurchaseReminderView | null> = computed(
    [$company, catalogueScreen.$lastOrder, history.$state],
    (company, lastOrder, asked): PurchaseReminderView | null => {
      if (!company || lastOrder.state === 'loading') return null;
      const inProgress = lastOrder.state === 'ready' && lastOrder.view !== null;
      if (inProgress || !purchaseReminder(company, today())) return null;
      if (asked.state === 'loading') return null;
      const known = asked.state === 'ready' ? asked.view : null;
      const facts = { ...company, newestSaleOrder: known?.newestSaleOrder, orderInProgress: known?.unprocessed };
      const lines = purchaseReminder(facts, today());
      const last = newestPurchase(facts.lastPurchase, facts.newestSaleOrder);
      return lines && { lines, bought: last !== null, historyDays: lastOrderHistoryDays(last, today()) };
    },
  );

  return {
    $view,
    /**
     * Asks the history once the company's facts would remind and no order is known to be on its way; again
     * for another company. Answers how to stop.
     */
    start(): () => void {
      // Once no order is known to be on its way: then the reminder says nothing, whatever the history says.
      const stop = computed([$company, catalogueScreen.$lastOrder], (company, lastOrder) =>
        lastOrder.state === 'loading' || (lastOrder.state === 'ready' && lastOrder.view !== null) ? null : company,
      ).subscribe((company) => {
        const clientCode = $clientCode.get();
        if (!company || !clientCode || !purchaseReminder(company, today())) return;
        history.start({ clientCode, days: lastOrderHistoryDays(company.lastPurchase, today()) ?? LONGEST_HISTORY_PERIOD });
      });
      return () => {
        stop();
        history.exit();
      };
    },
  };
}

/** The reminder of the page. */
export const productsReminder = createPurchaseReminder(browserEffects);
