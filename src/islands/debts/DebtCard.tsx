// One debt: value, due date (colour and words), the boleto's digitable line and the PIX code,
// each with copy and share, and the PIX QR code, drawn without a tap when the card comes on screen.
import { useEffect, useId, useRef, useState } from 'react';
import type { DebtView } from '../../lib/stores/debts.ts';
import { qrCodePngDataUrl } from '../../lib/qr-code.ts';
import { DebtCode } from './DebtCode.tsx';

/** Width of the PIX QR code (§9). */
const qrWidth = 256;

type QrState = { kind: 'drawing' } | { kind: 'shown'; src: string } | { kind: 'failed' };

/** Runs `task` once the browser is idle after the list's first paint, so qrcode never competes with
 * the page's first load (docs/performance.md); Safari has no requestIdleCallback. */
function afterFirstPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

// One QR code drawn at a time, each in its own idle slot: drawn together after hydration they were
// one run of long tasks (TBT 200 → ~550 ms on /debitos, docs/performance.md), where a tap waits.
let drawing: Promise<unknown> = Promise.resolve();
function drawWhenIdle(text: string, isWanted: () => boolean): Promise<string | undefined> {
  const drawn = drawing.then(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        afterFirstPaint(() => (isWanted() ? qrCodePngDataUrl(text, qrWidth).then(resolve, reject) : resolve(undefined)));
      }),
  );
  drawing = drawn.catch(() => undefined);
  return drawn;
}

export function DebtCard({ debt }: { debt: DebtView }) {
  const titleId = useId();
  const [qr, setQr] = useState<QrState>({ kind: 'drawing' });
  const qrBox = useRef<HTMLDivElement>(null);
  const pix = debt.pixQrCode;

  useEffect(() => {
    const box = qrBox.current;
    if (!pix || !box) return;
    let live = true;
    const draw = () =>
      drawWhenIdle(pix, () => live).then(
        (src) => live && src !== undefined && setQr({ kind: 'shown', src }),
        (error: unknown) => {
          // The copy-paste code above still pays the debt: leave the QR code out, no toast per card.
          console.error('[debts:qr]', error);
          if (live) setQr({ kind: 'failed' });
        },
      );
    // Drawn when the card comes near the screen; a browser without IntersectionObserver draws it now.
    if (typeof IntersectionObserver !== 'function') {
      void draw();
      return () => void (live = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [pix]);

  return (
    <article className="card debt" aria-labelledby={titleId}>
      <h2 id={titleId} className="debt__value">
        <span className="visually-hidden">Débito de </span>
        {debt.value}
      </h2>
      <p className={`debt__due debt__due--${debt.due.tone}`}>
        <span>Vencimento: </span>
        <strong>{debt.due.text}</strong>
        {debt.due.label ? <span className="debt__badge">{debt.due.label}</span> : null}
      </p>
      {debt.barCode ? (
        <DebtCode
          title="Código de barras"
          code={debt.barCode}
          copyLabel="Copiar código de barras"
          shareLabel="Compartilhar código de barras"
          shareTitle="Código de barras do boleto"
        />
      ) : null}
      {pix ? <DebtCode title="PIX copia e cola" code={pix} copyLabel="Copiar código PIX" shareLabel="Compartilhar código PIX" shareTitle="Código PIX" /> : null}
      {/* The box keeps the QR code's size while it is drawn, so nothing moves when it arrives. */}
      {pix && qr.kind !== 'failed' ? (
        <div ref={qrBox} className="debt__qr" aria-busy={qr.kind === 'drawing' || undefined}>
          {qr.kind === 'shown' ? (
            <img src={qr.src} width={qrWidth} height={qrWidth} alt={`QR Code PIX do débito de ${debt.value} com vencimento em ${debt.due.text}`} />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
