// The pages of the invoice (DANFE) and payment-slip PDFs.
import { addDays, brDay, parseIsoDay } from './dates.ts';
import { boletoLine, dueFactor } from './fiscal.ts';
import type { PdfPage } from './pdf.ts';
import type { Client } from './state.ts';
import type { Invoice, Order, OrderItem } from './types.ts';
import { money } from './text.ts';
import { DISTRIBUTOR } from '../seed/accounts.ts';

const list = <T>(value: T | T[] | undefined | null): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const groups = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');
const cnpj = (doc: string) =>
  doc.length === 14
    ? `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`
    : `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
const day = (iso: string) => {
  const d = parseIsoDay(iso);
  return d ? brDay(d) : iso;
};

const STATUS: Record<string, string> = { '1': 'Validada', '2': 'Recusada', '3': 'Rejeitada', '': 'Em processamento' };

/** One DANFE page. */
export function invoicePage(client: Client, order: Order, invoice: Invoice, value: number | undefined): PdfPage {
  const items = list<OrderItem>(order.Itens.Item);
  return {
    title: 'DANFE - Documento Auxiliar da Nota Fiscal Eletrônica',
    lines: [
      `Nota fiscal nº ${invoice.NFENUM}   Série 001   Emissão ${day(invoice.DOCDAT)}`,
      `Situação: ${invoice.CANCEL === 'X' ? 'CANCELADA' : (STATUS[invoice.DOCSTAT] ?? invoice.DOCSTAT)}`,
      `Chave de acesso: ${groups(invoice.CHAVE_NF)}`,
      '# Emitente',
      `${DISTRIBUTOR.name} - CNPJ ${cnpj(DISTRIBUTOR.cnpj)}`,
      '# Destinatário',
      `${client.name} - ${client.cnpj_cpf.length === 11 ? 'CPF' : 'CNPJ'} ${cnpj(client.cnpj_cpf)}`,
      `${client.STRAS} - ${client.address.neighborhood}, ${client.address.city}`,
      `Código do cliente: ${client.clientCode}   Pedido: ${order.Status.VBELN}`,
      '# Produtos',
      ...items.slice(0, 20).map((it) => `${it.KWMENG} x ${it.ARKTX} (${it.MATNR.replace(/^0+/, '')})`),
      '# Total',
      value === undefined ? 'Valor total: conforme pedido' : `Valor total da nota: ${money(value)}`,
    ],
  };
}

/** One payment-slip page. */
export function boletoPage(client: Client, invoice: Invoice, value: number): PdfPage {
  const issued = parseIsoDay(invoice.DOCDAT) ?? new Date();
  const due = addDays(issued, 28);
  return {
    title: 'Boleto bancário - Banco Itaú (341)',
    lines: [
      `Beneficiário: ${DISTRIBUTOR.name} - CNPJ ${cnpj(DISTRIBUTOR.cnpj)}`,
      `Pagador: ${client.name} - ${cnpj(client.cnpj_cpf)}`,
      `Referente à nota fiscal nº ${invoice.NFENUM}`,
      `Vencimento: ${brDay(due)}`,
      `Valor do documento: ${money(value)}`,
      '# Linha digitável',
      boletoLine({ amount: value, dueFactor: dueFactor(due), ourNumber: Number(invoice.NFENUM) }),
      '# Instruções',
      'Não receber após 30 dias do vencimento.',
      'Após o vencimento, multa de 2% e juros de 1% ao mês.',
      invoice.PIX_QRCODE ? 'Pague também com PIX: o QR Code é adicionado pelo portal.' : 'Pagamento somente por boleto.',
    ],
  };
}
