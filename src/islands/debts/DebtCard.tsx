// One debt: value, due date (colour and words), the boleto's digitable line and the PIX code,
// each with copy and share, and the PIX QR code drawn only when asked for.
import { useId, useState } from 'react';
import type { DebtView } from '../../lib/stores/debts.ts';
import { qrCodePngDataUrl } from '../../lib/qr-code.ts';
import { toast } from '../../lib/toast.ts';
import { DebtCode } from './DebtCode.tsx';

/** Width of the PIX QR code (§9). */
const qrWidth = 256;

type QrState = { kind: 'hidden' } | { kind: 'drawing' } | { kind: 'shown'; src: string };

export function DebtCard({ debt }: { debt: DebtView }) {
  const titleId = useId();
  const qrId = useId();
  const [qr, setQr] = useState<QrState>({ kind: 'hidden' });
  const pix = debt.pixQrCode;

  async function toggleQr() {
    if (!pix || qr.kind === 'drawing') return;
    if (qr.kind === 'shown') {
      setQr({ kind: 'hidden' });
      return;
    }
    setQr({ kind: 'drawing' });
    try {
      setQr({ kind: 'shown', src: await qrCodePngDataUrl(pix, qrWidth) });
    } catch (error) {
      console.error('[debts:qr]', error);
      setQr({ kind: 'hidden' });
      toast.error('Não foi possível gerar o QR Code PIX. Tente novamente.');
    }
  }

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
      {pix ? (
        <DebtCode title="PIX copia e cola" code={pix} copyLabel="Copiar código PIX" shareLabel="Compartilhar código PIX" shareTitle="Código PIX">
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={qr.kind === 'shown'}
            aria-controls={qrId}
            aria-busy={qr.kind === 'drawing' || undefined}
            onClick={() => void toggleQr()}
          >
            {qr.kind === 'shown' ? 'Ocultar QR Code PIX' : 'Mostrar QR Code PIX'}
          </button>
        </DebtCode>
      ) : null}
      {pix ? (
        <div id={qrId} className="debt__qr">
          {qr.kind === 'shown' ? (
            <img src={qr.src} width={qrWidth} height={qrWidth} alt={`QR Code PIX do débito de ${debt.value} com vencimento em ${debt.due.text}`} />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
