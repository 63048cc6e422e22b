// The driver of an order in transit on its card (product-rules R273): name, plate, and one tap to call or
// to write on WhatsApp when a phone is known. Split off /pedidos's first load; OrderCard fetches it with the page.
import type { TransportView } from '../../lib/screens/orders.ts';

/** Who brings an order in transit, and one tap to them when a phone is known (R273). */
export function OrderDriver({ transport }: { transport: TransportView }) {
  return (
    <div className="order-driver">
      {transport.driver ? (
        <p>
          Motorista: <strong>{transport.driver}</strong>
        </p>
      ) : null}
      {transport.plate ? (
        <p>
          Placa: <strong>{transport.plate}</strong>
        </p>
      ) : null}
      {transport.phone ? (
        <p className="order-driver__actions">
          <a className="button button--secondary" href={transport.phone.href}>
            Ligar para o motorista
          </a>
          {transport.whatsapp ? (
            <a className="button button--secondary" href={transport.whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp do motorista
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
