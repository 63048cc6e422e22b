// The one-tap WhatsApp contacts around money and delivery (product-rules R272–R274): the numbers,
// the links and the texts they carry.
import { formatMoney } from './format.ts';

/**
 * A Brazilian phone as WhatsApp's links want it (E.164 without the '+', R273): '(21) 99876-5432' →
 * '5521998765432'. An area code and number (10 or 11 digits) gain the country code; a number already
 * with +55 or 55 (12 or 13 digits) stays; anything else (0800, a short number, another country's
 * without its '+') is null: no link is better than a chat with a stranger.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const written = phone.trim();
  let digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) return /^55\d{10,11}$/.test(digits) ? digits : null;
  // A long-distance carrier prefix ('0 21 …', '021 …') is not part of the number.
  if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12)) digits = digits.slice(1);
  if ((digits.length === 10 || digits.length === 11) && /^[1-9]{2}/.test(digits)) return `55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits;
  return null;
}

/** A wa.me link that opens a chat with `number` (R273). */
export function whatsappChat(number: string): string {
  return `https://wa.me/${number}`;
}

/** A wa.me link that opens WhatsApp with `text` ready to send, to `number` or to a contact the user picks. */
export function whatsappLink(text: string, number?: string | null): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}

/** A debt as its card shows it: the value and the due date, already written for the client. */
export interface DebtToForward {
  /** 'R$ 1.234,56'. */
  value: string;
  /** 'dd/mm/yyyy'. */
  due: string;
}

/** The message that hands a payment on (R272): the amount, the due date and the code to pay with. */
export function paymentMessage(debt: DebtToForward, code: { kind: 'pix' | 'barCode'; text: string }): string {
  const label = code.kind === 'pix' ? 'PIX copia e cola' : 'Código de barras do boleto';
  return `Pagamento de ${debt.value} com vencimento em ${debt.due}.\n${label}:\n${code.text}`;
}

/** What the client wants to talk to the seller about (R274). */
export type SellerTopic =
  { kind: 'order'; number: string } | { kind: 'debt'; value: string; due: string } | { kind: 'credit-limit'; totalCents: number };

/** The company the client acts for, as the session names it. */
export interface CompanyRef {
  name: string;
  clientCode: string;
}

/** The seller's first name: the greeting of the pre-filled line. */
function firstName(fullName: string): string {
  return fullName.trim().replace(/\s.*$/s, '');
}

/** The line that opens the chat with the seller (R274): whom it is from, and the order or debt it is about. */
export function sellerMessage(sellerName: string, company: CompanyRef, topic: SellerTopic): string {
  const name = firstName(sellerName);
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const about =
    topic.kind === 'order'
      ? `Preciso de ajuda com o pedido ${topic.number}.`
      : topic.kind === 'debt'
        ? `Preciso de ajuda com o débito de ${topic.value} com vencimento em ${topic.due}.`
        : `Quero fazer um pedido de ${formatMoney(topic.totalCents)}, acima do meu limite de crédito.`;
  return `${greeting} Aqui é ${company.name.trim()} (cliente ${company.clientCode}). ${about}`;
}
