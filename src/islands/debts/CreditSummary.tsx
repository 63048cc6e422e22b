// 'Meu crédito' (product-rules R271): the credit available for orders, the open and overdue totals and the
// next due date, summed from the debts on screen and the client's kept limit. A figure the portal does not
// know (no limit answered, no debt due later) is left out, never drawn as zero. Each figure has a cell of
// its own (debts.css), so one that comes later, or never, moves no other. Loaded beside the debts' first
// read, off /debitos's first load.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatCalendarDate } from '../../lib/domain/date-format.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import { CREDIT_FOR_ORDERS_LABEL, creditFigures, type DebtAmount } from '../../lib/domain/credit.ts';
import { browserEffects } from '../../lib/screens/effects.ts';
import { $clientLimits, loadClientData } from '../../lib/stores/client-data.ts';

/** `debts`: the open debts, or null when they could not be read (then only the limit can be told). */
export function CreditSummary({ debts }: { debts: readonly DebtAmount[] | null }) {
  const limits = useStore($clientLimits);
  // The day the sums are read against: the page's, as the debts' own due dates (R89), by the services' clock (R297).
  const [now] = useState(() => browserEffects.now());
  useEffect(() => void loadClientData(), []);
  const figures = creditFigures(debts ?? [], limits ? limits.creditLimitCents : null, now);
  return (
    <dl className="credit__figures">
      {figures.availableCents !== null ? (
        <div className="credit__limit">
          <dt>{CREDIT_FOR_ORDERS_LABEL}</dt>
          <dd>{formatMoney(figures.availableCents)}</dd>
        </div>
      ) : null}
      {debts ? (
        <>
          <div className="credit__open">
            <dt>Total em aberto</dt>
            <dd>{formatMoney(figures.openCents)}</dd>
          </div>
          <div className={figures.overdueCents > 0 ? 'credit__overdue credit__overdue--due' : 'credit__overdue'}>
            <dt>Vencido</dt>
            <dd>{formatMoney(figures.overdueCents)}</dd>
          </div>
          {figures.nextDue ? (
            <div className="credit__next">
              <dt>Próximo vencimento</dt>
              <dd>{formatCalendarDate(figures.nextDue)}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
