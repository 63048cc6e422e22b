// The purchase reminder (product-rules R62): after 7 or more days without a purchase, or never. Shown as
// an info toast once the companies are known, so nothing on the page moves when it arrives (CLS).
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { calendarDayInSaoPaulo } from '../../lib/domain/dates.ts';
import { purchaseReminder } from '../../lib/domain/purchase-reminder.ts';
import { $companies, loadCompanies } from '../../lib/stores/companies.ts';
import { $clientCode } from '../../lib/stores/session.ts';
import { toast } from '../../lib/toast.ts';

export default function PurchaseReminder() {
  const companies = useStore($companies);
  const clientCode = useStore($clientCode);
  const shown = useRef(false);
  useEffect(() => void loadCompanies(), []);
  useEffect(() => {
    const company = companies.find((c) => c.clientCode === clientCode);
    if (shown.current || !company) return;
    shown.current = true;
    const lines = purchaseReminder(company.ultimoPedido, company.dataDeCompra, calendarDayInSaoPaulo(Date.now()));
    if (lines) toast.info(lines.join(' '));
  }, [companies, clientCode]);
  return null;
}
