// One debt: value, due date (colour and words), the boleto's digitable line and the PIX code,
// each with copy, share and WhatsApp, the PIX QR code, drawn without a tap once the list is on screen,
// and on a debt due, 'Falar com o vendedor' (R274).
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { paymentMessage, whatsappLink } from '../../lib/domain/whatsapp.ts';
import type { DebtView } from '../../lib/screens/debts.ts';
import { qrCodeImageUrl } from '../../lib/qr-code.ts';
import { DebtCode } from './DebtCode.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { whenIdle } from '../shared/when-idle.ts';

/** The texts of a debt's two codes; /debitos's early view draws the same. */
export const debtCodeTexts = {
  barCode: {
    title: 'Código de barras',
    copyLabel: 'Copiar código de barras',
    shareLabel: 'Compartilhar código de barras',
    shareTitle: 'Código de barras do boleto',
    whatsappLabel: 'o código de barras',
  },
  pix: {
    title: 'PIX copia e cola',
    copyLabel: 'Copiar código PIX',
    shareLabel: 'Compartilhar código PIX',
    shareTitle: 'Código PIX',
    whatsappLabel: 'o código PIX',
  },
} as const;

// 'Falar com o vendedor' on a debt due (R274): its own chunk, fetched when such a debt is drawn.
const SellerLink = lazyModule(() => import('../shared/SellerLink.tsx')).component((module) => module.SellerLink, NoLink);

/** Where the seller's link could not load: the debt's codes still pay it, nothing to say. */
function NoLink() {
  return null;
}

/** Width of the PIX QR code (product-rules R91). */
const qrWidth = 256;

/** 'waiting' until the card nears the screen (R299): nothing is under way, so the box is not busy either. */
type QrState = { kind: 'waiting' } | { kind: 'drawing' } | { kind: 'shown'; src: string } | { kind: 'failed' };

/** `focused`: the first card a 'Mostrar mais débitos' added, which takes the focus (R299). */
export function DebtCard({ debt, focused = false }: { debt: DebtView; focused?: boolean }) {
  const titleId = useId();
  const [qr, setQr] = useState<QrState>({ kind: 'waiting' });
  const card = useRef<HTMLElement>(null);
  const pix = debt.pixQrCode;

  useEffect(() => {
    if (focused) card.current?.focus();
  }, [focused]);

  useEffect(() => {
    if (!pix) return;
    let live = true;
    let stopWatching = () => {};
    const draw = () => {
      setQr({ kind: 'drawing' });
      return qrCodeImageUrl(pix, qrWidth).then(
        (src) => live && setQr({ kind: 'shown', src }),
        (error: unknown) => {
          // The copy-paste code above still pays the debt: leave the QR code out, no toast per card.
          console.error('[debts:qr]', error);
          if (live) setQr({ kind: 'failed' });
        },
      );
    };
    // Once the list is painted and the browser idle, so qrcode never competes with the page's first load; then
    // once the card nears the screen, so a big client's hundred codes are not all drawn for nothing (R299).
    const cancel = whenIdle(
      () => {
        // The list item is what is laid out near the screen (content-visibility, debts.css).
        const target = card.current?.parentElement ?? card.current;
        if (!target) return;
        import('../../lib/near-screen.ts').then(
          ({ whenNearScreen }) => {
            if (live) stopWatching = whenNearScreen(target, () => void draw());
          },
          // Offline before the module was kept, or a deploy in between: drawn at once, as before.
          () => live && void draw(),
        );
      },
      1000,
      200,
    );
    return () => {
      live = false;
      cancel();
      stopWatching();
    };
  }, [pix]);

  const forward = (kind: 'pix' | 'barCode', code: string) =>
    whatsappLink(paymentMessage({ value: debt.value, due: debt.due.text }, { kind, text: code }));

  return (
    <article className="card debt" aria-labelledby={titleId} ref={card} tabIndex={focused ? -1 : undefined}>
      {/* Named as a sentence for screen readers without an element of its own (docs/performance.md, "Scale"). */}
      <h2 id={titleId} className="debt__value" aria-label={`Débito de ${debt.value}`}>
        {debt.value}
      </h2>
      <p className={`debt__due debt__due--${debt.due.tone}`}>
        Vencimento: <strong>{debt.due.text}</strong>
        {debt.due.label ? <span className="debt__badge">{debt.due.label}</span> : null}
      </p>
      {debt.barCode ? <DebtCode {...debtCodeTexts.barCode} code={debt.barCode} whatsappHref={forward('barCode', debt.barCode)} /> : null}
      {pix ? <DebtCode {...debtCodeTexts.pix} code={pix} whatsappHref={forward('pix', pix)} /> : null}
      {/* The box keeps the QR code's size while it is drawn, so nothing moves when it arrives. */}
      {pix && qr.kind !== 'failed' ? (
        <div className="debt__qr" aria-busy={qr.kind === 'drawing' || undefined}>
          {qr.kind === 'shown' ? (
            <img
              src={qr.src}
              width={qrWidth}
              height={qrWidth}
              alt={`QR Code PIX do débito de ${debt.value} com vencimento em ${debt.due.text}`}
            />
          ) : null}
        </div>
      ) : null}
      {debt.due.state === 'overdue' || debt.due.state === 'today' ? (
        <Suspense fallback={null}>
          <SellerLink topic={{ kind: 'debt', value: debt.value, due: debt.due.text }} />
        </Suspense>
      ) : null}
    </article>
  );
}
