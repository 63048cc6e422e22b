// Realistic Brazilian payment and invoice strings: NF-e access keys, PIX copy-and-paste codes and
// payment-slip digitable lines. Only the shapes matter to the portal, but they are built by the rules.

function mod11Digit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A 44-digit NF-e access key (chave de acesso). */
export function nfeKey(input: { uf: string; yymm: string; cnpj: string; series: number; number: number; code: number }): string {
  const base =
    input.uf +
    input.yymm +
    input.cnpj +
    '55' +
    String(input.series).padStart(3, '0') +
    String(input.number).padStart(9, '0') +
    '1' +
    String(input.code).padStart(8, '0');
  return base + String(mod11Digit(base));
}

function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => id + String(value.length).padStart(2, '0') + value;

/** A static PIX 'copia e cola' code (EMV BR Code) with its CRC. */
export function pixCode(input: { key: string; amount: number; merchant: string; city: string; txid: string }): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.key);
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', input.amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', input.merchant.slice(0, 25)) +
    field('60', input.city.slice(0, 15)) +
    field('62', field('05', input.txid.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** A payment-slip digitable line (linha digitável), bank 341, for a value and a due factor. */
export function boletoLine(input: { amount: number; dueFactor: number; ourNumber: number }): string {
  const free = ('175' + String(input.ourNumber).padStart(8, '0') + '0104351004791020150008').slice(0, 25);
  const f1 = '3419' + free.slice(0, 5);
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const valueField = String(input.dueFactor).padStart(4, '0') + String(Math.round(input.amount * 100)).padStart(10, '0');
  const general = mod11Digit('3419' + valueField + free) || 1;
  const b1 = f1 + mod10(f1);
  const b2 = f2 + mod10(f2);
  const b3 = f3 + mod10(f3);
  return `${b1.slice(0, 5)}.${b1.slice(5)} ${b2.slice(0, 5)}.${b2.slice(5)} ${b3.slice(0, 5)}.${b3.slice(5)} ${general} ${valueField}`;
}

/** Days since 1997-10-07 (the payment-slip due factor; it restarted at 1000 on 2025-02-22). */
export function dueFactor(day: Date): number {
  const days = Math.round((day.getTime() - Date.UTC(1997, 9, 7, 12)) / 86_400_000);
  return days >= 10_000 ? days - 9_000 : days;
}
