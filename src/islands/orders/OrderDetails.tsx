// The expanded part of an order card: progress, item lines with their labels, invoices with their
// downloads, and the transport.
import { useStore } from '@nanostores/react';
import type { Invoice, Order } from '../../lib/api/orders.ts';
import { formatNumber } from '../../lib/domain/format.ts';
import { formatDate } from '../../lib/domain/date-format.ts';
import { telHref } from '../../lib/domain/phone.ts';
import { hasBoleto, invoiceStatusLabel, itemLineLabel, orderProgress, visibleOrderItems } from '../../lib/domain/orders.ts';
import { $downloading, downloadBoletoPdf, downloadInvoicePdf, downloadKey } from '../../lib/stores/orders.ts';
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

function InvoiceEntry({ invoice, orderType }: { invoice: Invoice; orderType: string }) {
  const downloading = useStore($downloading);
  const status = invoiceStatusLabel(invoice);
  return (
    <li className="order-invoice">
      <p className="order-invoice__title">
        Nota fiscal nº {invoice.NFENUM}
        <span className={`order-badge order-badge--${status === 'Validada' ? 'success' : status === 'Pendente' ? 'neutral' : 'danger'}`}>
          {status}
        </span>
      </p>
      <p className="order-invoice__date muted">Emitida em {formatDate(invoice.DOCDAT)}</p>
      <div className="order-invoice__actions">
        <DownloadButton
          busy={downloading.has(downloadKey('nf', invoice))}
          label="Baixar nota fiscal"
          onClick={() => void downloadInvoicePdf(invoice)}
        />
        {hasBoleto(orderType, invoice) ? (
          <DownloadButton
            busy={downloading.has(downloadKey('boleto', invoice))}
            label="Baixar boleto"
            onClick={() => void downloadBoletoPdf(invoice)}
          />
        ) : null}
      </div>
    </li>
  );
}

/** Everything about one order. */
export function OrderDetails({ order, id, level }: { order: Order; id: string; level: 3 | 4 }) {
  const Title = level === 3 ? 'h3' : 'h4';
  const items = visibleOrderItems(order);
  const invoices = order.Notas?.Nota ?? [];
  const transport = order.Transporte;
  const hasTransport = Boolean(transport && (transport.FROTA || transport.PLACA || transport.MOTORISTA_NOME || transport.MOTORISTA_TEL));
  return (
    <div className="order-details" id={id}>
      <OrderProgressSteps progress={orderProgress(order.Status.STATUS)} />
      <Title className="order-details__title">Itens</Title>
      <ul className="order-items">
        {items.map((item, index) => {
          const line = itemLineLabel(item.BEZEI, order.Status.STATUS);
          return (
            <li key={`${item.MATNR}-${index}`} className="order-item">
              <span className="order-item__name">{item.ARKTX}</span>
              <span className="order-item__meta muted">
                Cód. {item.MATNR} · Qtd. {formatNumber(item.KWMENG)}
              </span>
              <span className={`order-badge order-badge--${line.tone}`}>{line.label}</span>
            </li>
          );
        })}
      </ul>
      {invoices.length ? (
        <>
          <Title className="order-details__title">Notas fiscais</Title>
          <ul className="order-invoices">
            {invoices.map((invoice) => (
              <InvoiceEntry key={invoice.CHAVE_NF} invoice={invoice} orderType={order.Status.AUART} />
            ))}
          </ul>
        </>
      ) : null}
      {transport && hasTransport ? (
        <>
          <Title className="order-details__title">Transporte</Title>
          <dl className="order-facts">
            {transport.FROTA ? (
              <div>
                <dt>Frota</dt>
                <dd>{transport.FROTA}</dd>
              </div>
            ) : null}
            {transport.PLACA ? (
              <div>
                <dt>Placa</dt>
                <dd>{transport.PLACA}</dd>
              </div>
            ) : null}
            {transport.MOTORISTA_NOME ? (
              <div>
                <dt>Motorista</dt>
                <dd>{transport.MOTORISTA_NOME}</dd>
              </div>
            ) : null}
            {transport.MOTORISTA_TEL ? (
              <div>
                <dt>Telefone</dt>
                <dd>
                  <a href={telHref(transport.MOTORISTA_TEL)}>{transport.MOTORISTA_TEL}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
    </div>
  );
}
