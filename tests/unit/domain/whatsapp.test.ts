import { describe, expect, it } from 'vitest';
import { paymentMessage, sellerMessage, whatsappChat, whatsappLink, whatsappNumber } from '../../../src/lib/domain/whatsapp.ts';

describe('whatsappNumber', () => {
  it.each([
    ['(21) 99876-5432', '5521998765432'],
    ['(21) 3456-7890', '552134567890'],
    ['21998765432', '5521998765432'],
    ['+55 21 99876-5432', '5521998765432'],
    ['55 21 99876-5432', '5521998765432'],
    ['0 21 99876-5432', '5521998765432'],
    ['(021) 3456-7890', '552134567890'],
  ])('%s → %s (R273)', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });

  it.each([[''], ['   '], [null], [undefined], ['0800 123 4567'], ['99876-5432'], ['+1 415 555 0100'], ['(00) 99876-5432']])(
    '%s has no WhatsApp link (R273)',
    (phone) => {
      expect(whatsappNumber(phone)).toBeNull();
    },
  );
});

describe('whatsappLink', () => {
  it('opens a chat with the number, the text encoded whole (R272, R273)', () => {
    expect(whatsappLink('Olá & até já?\nR$ 10,00', '5521998765432')).toBe(
      'https://wa.me/5521998765432?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%3F%0AR%24%2010%2C00',
    );
  });

  it('a chat with a number alone, nothing typed (R273)', () => {
    expect(whatsappChat('5521998765432')).toBe('https://wa.me/5521998765432');
  });

  it('without a number lets the user pick whom to send it to (R272)', () => {
    expect(whatsappLink('Oi')).toBe('https://wa.me/?text=Oi');
  });
});

describe('paymentMessage', () => {
  it('carries the amount, the due date and the PIX code (R272)', () => {
    expect(paymentMessage({ value: 'R$ 1.234,56', due: '10/11/2026' }, { kind: 'pix', text: '000201ABC' })).toBe(
      'Pagamento de R$ 1.234,56 com vencimento em 10/11/2026.\nPIX copia e cola:\n000201ABC',
    );
  });

  it('or the boleto bar code (R272)', () => {
    expect(paymentMessage({ value: 'R$ 389,90', due: '20/11/2026' }, { kind: 'barCode', text: '23790.12345' })).toBe(
      'Pagamento de R$ 389,90 com vencimento em 20/11/2026.\nCódigo de barras do boleto:\n23790.12345',
    );
  });
});

describe('sellerMessage', () => {
  const company = { name: 'Bar do Zé Ltda ', clientCode: '100001' };

  it('names the company and the order (R274)', () => {
    expect(sellerMessage('Anderson Lima', company, { kind: 'order', number: '4500012' })).toBe(
      'Olá, Anderson! Aqui é Bar do Zé Ltda (cliente 100001). Preciso de ajuda com o pedido 4500012.',
    );
  });

  it('names the debt by its value and due date (R274)', () => {
    expect(sellerMessage('Anderson Lima', company, { kind: 'debt', value: 'R$ 842,00', due: '22/11/2026' })).toBe(
      'Olá, Anderson! Aqui é Bar do Zé Ltda (cliente 100001). Preciso de ajuda com o débito de R$ 842,00 com vencimento em 22/11/2026.',
    );
  });

  it('says the cart is over the limit, with its total (R274)', () => {
    expect(sellerMessage('', company, { kind: 'credit-limit', totalCents: 612_345 })).toBe(
      'Olá! Aqui é Bar do Zé Ltda (cliente 100001). Quero fazer um pedido de R$ 6.123,45, acima do meu limite de crédito.',
    );
  });
});
