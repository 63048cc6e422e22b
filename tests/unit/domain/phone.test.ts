import { describe, expect, it } from 'vitest';
import { dialHref, telHref } from '../../../src/lib/domain/phone.ts';

describe('telHref (R96)', () => {
  it.each([
    ['(21) 99876-5432', 'tel:+5521998765432'],
    ['(21) 3456-7890', 'tel:+552134567890'],
    ['+55 21 99876-5432', 'tel:+5521998765432'],
    ['0800 725 0011', 'tel:08007250011'],
    ['190', 'tel:190'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('dialHref', () => {
  it.each([
    ['(21) 98877-6655', 'tel:21988776655'],
    ['+55 21 98877-6655', 'tel:+5521988776655'],
    ['', null],
    ['não informado', null],
  ])('%s → %s', (phone, href) => {
    expect(dialHref(phone)).toBe(href);
  });
});
