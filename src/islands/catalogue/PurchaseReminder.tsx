// The purchase reminder (product-rules R62): after 7 or more days without a purchase, or never. Shown as
// an info toast once the companies are known, so nothing on the page moves when it arrives (CLS).
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { calendarDayInSaoPaulo } from '../../lib/domain/dates.ts';
import { purchaseReminder } from '../../lib/domain/purchase-reminder.ts';
import { $currentPurchaseDays, loadCompanies } from '../../lib/stores/companies.ts';
import { toast } from '../../lib/every-page/toast.ts';

export default function PurchaseReminder() {
  const days = useStore($currentPurchaseDays);
  const shown = useRef(false);
  useEffect(() => void loadCompanies(), []);
  useEffect(() => {
    if (shown.current || !days) return;
    shown.current = true;
    const lines = purchaseReminder(days.lastOrder, days.recommendedPurchaseDay, calendarDayInSaoPaulo(Date.now()));
    if (lines) toast.info(lines.join(' '));
  }, [days]);
  return null;
}
