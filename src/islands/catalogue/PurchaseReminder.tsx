// The purchase reminder (product-rules R62): after 7 or more days without a purchase, or never; none
// while an order is on its way. Never bought: an info toast. With a last purchase and an empty cart: a
// panel fixed above the cart bar with 'Repetir último pedido' (R180; only when the history reaches the last
// purchase, R251) and 'Fechar'. Both arrive once the companies, the order in progress and, where needed, the
// history have answered (screens/purchase-reminder.ts) and move nothing on the page (CLS); the reorder's
// code loads only when the button is pressed.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { LastOrderLookup } from '../../lib/screens/reorder.ts';
import { productsReminder } from '../../lib/screens/purchase-reminder.ts';
import { $cartCount } from '../../lib/stores/cart.ts';
import { loadCompanies } from '../../lib/stores/companies.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { toast } from '../../lib/toast.ts';
import { lazyModule } from '../shared/lazy-module.tsx';

const ReorderModal = lazyModule(() => import('../shared/ReorderModal.tsx')).component((m) => m.default);

export default function PurchaseReminder() {
  const reminder = useStore(productsReminder.$view);
  const toasted = useRef(false);
  const [dismissed, setDismissed] = useState(false);
  const [reordering, setReordering] = useState<LastOrderLookup | null>(null);
  // Once a cart is under way its bar takes the room (R114 on a small screen): the panel goes, unless
  // it was used to repeat the last order (then it stays until 'Fechar', keeping the focus in place).
  const [used, setUsed] = useState(false);
  const cartCount = useStore($cartCount);
  // No reorder without store access (product-rules R250): /produtos sends such a client away; the
  // button does not count on it. Nor when the history cannot reach the last purchase (R251).
  const storeAccess = useStore($storeAccess);
  const lines = reminder?.lines ?? null;
  const historyDays = reminder?.historyDays ?? null;
  const panel = useRef<HTMLDivElement>(null);
  const visible = Boolean(lines && reminder?.bought && !dismissed && (cartCount === 0 || used));
  useEffect(() => {
    void loadCompanies();
    return productsReminder.start();
  }, []);
  // The panel's height, for the room the page keeps free under it (catalogue.css, --cart-bar-space).
  useEffect(() => {
    const element = panel.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--reminder-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--reminder-height');
    };
  }, [visible]);
  useEffect(() => {
    if (toasted.current || !lines || reminder?.bought) return;
    toasted.current = true;
    toast.info(lines.join(' '));
  }, [lines, reminder]);
  if (!visible || !lines) return null;
  return (
    <>
      <div ref={panel} className="purchase-reminder" role="region" aria-label="Lembrete de compra">
        <p className="purchase-reminder__text">{lines.join(' ')}</p>
        <div className="purchase-reminder__actions">
          {storeAccess && historyDays ? (
            <button
              type="button"
              className="button purchase-reminder__reorder"
              onClick={() => {
                setUsed(true);
                setReordering({ historyDays });
              }}
            >
              Repetir último pedido
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={() => setDismissed(true)}>
            Fechar<span className="visually-hidden"> lembrete</span>
          </button>
        </div>
      </div>
      {reordering ? (
        <Suspense fallback={null}>
          <ReorderModal target={reordering} onClosed={() => setReordering(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
