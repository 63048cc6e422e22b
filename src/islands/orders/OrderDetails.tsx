// The expanded part of an order card: progress, item lines with their labels, invoices with their
// downloads, and the transport.
import { useStore } from '@nanostores/react';
import type { ORDER_STEP_STATE_LABELS } from '../../lib/domain/order-page.ts';
import type { downloadKey, InvoiceView, OrderView, OrdersScreen } from '../../lib/screens/orders.ts';
import { OrderProgressSteps } from './OrderProgressSteps.tsx';

/**
 * What the details use of the orders screen and rules, handed over by the card: this chunk is loaded
 * after the first paint (/pedidos's budget, docs/performance.md), and a module it imported along with
 * the first load would be split into a third chunk that cost more than the details saved.
 */
export interface OrderDetailsKit {
  screen: Pick<OrdersScreen, '$downloading' | 'downloadInvoice' | 'downloadBoleto'>;
  downloadKey: typeof downloadKey;
  stateLabels: typeof ORDER_STEP_STATE_LABELS;
}

interface DownloadButtonProps {
  busy: boolean;
  label: string;
  onClick: () => void;
}

/** A download button that says it is working and ignores clicks meanwhile. */
function DownloadButton({ busy, label, onClick }: DownloadButtonProps) {
  return (
    <button type="button" className="button button--secondary order-download" aria-disabled={busy} onClick={busy ? undefined : onClick}>
      {busy ? 'Baixando...' : label}
    </button>
  );
}

function InvoiceEntry({ invoice, kit: { screen, downloadKey } }: { invoice: InvoiceView; kit: OrderDetailsKit }) {
  const downloading = useStore(screen.$downloading);
  return (
    <li className="order-invoice">
      <p className="order-invoice__title">
        Nota fiscal nº {invoice.number}
        <span className={`order-badge order-badge--${invoice.statusTone}`}>{invoice.status}</span>
      </p>
      <p className="order-invoice__date muted">Emitida em {invoice.issued}</p>
      <div className="order-invoice__actions">
        <DownloadButton
          busy={downloading.has(downloadKey('nf', invoice))}
          label="Baixar nota fiscal"
          onClick={() => void screen.downloadInvoice(invoice)}
        />
        {invoice.boleto ? (
          <DownloadButton
            busy={downloading.has(downloadKey('boleto', invoice))}
            label="Baixar boleto"
            onClick={() => void screen.downloadBoleto(invoice)}
          />
        ) : null}
      </div>
    </li>
  );
}

/** Everything about one order. */
export function OrderDetails({ order, id, level, kit }: { order: OrderView; id: string; level: 3 | 4; kit: OrderDetailsKit }) {
  const Title = level === 3 ? 'h3' : 'h4';
  const { transport } = order;
  return (
    <div className="order-details" id={id}>
      <OrderProgressSteps progress={order.progress} stateLabels={kit.stateLabels} />
      <Title className="order-details__title">Itens</Title>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.key} className="order-item">
            <span className="order-item__name">{item.name}</span>
            <span className="order-item__meta muted">
              Cód. {item.code} · Qtd. {item.quantity}
            </span>
            <span className={`order-badge order-badge--${item.line.tone}`}>{item.line.label}</span>
          </li>
        ))}
      </ul>
      {order.invoices.length ? (
        <>
          <Title className="order-details__title">Notas fiscais</Title>
          <ul className="order-invoices">
            {order.invoices.map((invoice) => (
              <InvoiceEntry key={invoice.key} invoice={invoice} kit={kit} />
            ))}
          </ul>
        </>
      ) : null}
      {transport ? (
        <>
          <Title className="order-details__title">Transporte</Title>
          <dl className="order-facts">
            {transport.fleet ? (
              <div>
                <dt>Frota</dt>
                <dd>{transport.fleet}</dd>
              </div>
            ) : null}
            {transport.plate ? (
              <div>
                <dt>Placa</dt>
                <dd>{transport.plate}</dd>
              </div>
            ) : null}
            {transport.driver ? (
              <div>
                <dt>Motorista</dt>
                <dd>{transport.driver}</dd>
              </div>
            ) : null}
            {transport.phone ? (
              <div>
                <dt>Telefone</dt>
                <dd>
                  <a href={transport.phone.href}>{transport.phone.text}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
    </div>
  );
}
