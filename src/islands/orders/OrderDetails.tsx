// The expanded part of an order card: progress, item lines with their labels, invoices with their
// downloads, and the transport.
import { useStore } from '@nanostores/react';
import { downloadKey, ordersScreen, type InvoiceView, type OrderView } from '../../lib/screens/orders.ts';
import { OrderProgressSteps } from './OrderProgressSteps.tsx';

interface DownloadButtonProps {
  busy: boolean;
  label: string;
  onClick: () => void;
}

/** A download button that says it is working and ignores clicks meanwhile. */
function DownloadButton({ busy, label, onClick }: DownloadButtonProps) {
  return (
    <button type="button" className="button button--secondary order-download" aria-disabled={busy} onClick={busy ? undefined : onClick}>
      {busy ? 'Baixando…' : label}
    </button>
  );
}

function InvoiceEntry({ invoice }: { invoice: InvoiceView }) {
  const downloading = useStore(ordersScreen.$downloading);
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
          onClick={() => void ordersScreen.downloadInvoice(invoice)}
        />
        {invoice.boleto ? (
          <DownloadButton
            busy={downloading.has(downloadKey('boleto', invoice))}
            label="Baixar boleto"
            onClick={() => void ordersScreen.downloadBoleto(invoice)}
          />
        ) : null}
      </div>
    </li>
  );
}

/** Everything about one order. */
export function OrderDetails({ order, id, level }: { order: OrderView; id: string; level: 3 | 4 }) {
  const Title = level === 3 ? 'h3' : 'h4';
  const { transport } = order;
  return (
    <div className="order-details" id={id}>
      <OrderProgressSteps progress={order.progress} />
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
              <InvoiceEntry key={invoice.key} invoice={invoice} />
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
