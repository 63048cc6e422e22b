import { describe, expect, it } from 'vitest';
import { isShownImageAddress, shownImageAddress } from '../../../src/lib/domain/image-address.ts';
import { withoutControls } from '../../../src/lib/domain/service-text.ts';

describe('withoutControls (R295)', () => {
  it.each([
    ['Bar do Zé \u202Egpj.exe', 'Bar do Zé gpj.exe'],
    ['Cer\u200Bveja', 'Cerveja'],
    ['\uFEFFMercado', 'Mercado'],
    ['\u2066Empório\u2069 \u200E\u200F\u061C', 'Empório '],
    ['\u202A\u202B\u202C\u202D a', ' a'],
    ['\u2060\u2061\u2062\u2063\u2064\u2065', ''],
  ])('strips the controls of %j', (input, expected) => {
    expect(withoutControls(input)).toBe(expected);
  });

  it('keeps letters, accents, emoji and ordinary spaces', () => {
    const text = 'Açaí 🍺 Brahma Duplo Malte 350 ml\u00A0— nº 1';
    expect(withoutControls(text)).toBe(text);
  });
});

describe('isShownImageAddress (R296)', () => {
  it.each([
    'https://cdn.example.com/p.png',
    'HTTPS://cdn.example.com/p.png',
    'http://localhost:4322/static/p.svg',
    'http://127.0.0.1/p.svg',
    'http://[::1]:8080/p.svg',
    'http://localhost',
    '/img/campanhas/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/',
    'data:image/svg+xml,%3Csvg%3E',
  ])('draws %j', (address) => {
    expect(isShownImageAddress(address)).toBe(true);
    expect(shownImageAddress(address)).toBe(address);
  });

  it.each([
    'http://cdn.example.com/p.png',
    'http://localhost.evil.example/p.png',
    'http://127.0.0.1.evil.example/p.png',
    '//evil.example/p.png',
    '/\\evil.example/p.png',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png',
    'ftp://example.com/p.png',
    'p.png',
    '',
    ' https://cdn.example.com/p.png',
  ])('leaves out %j', (address) => {
    expect(isShownImageAddress(address)).toBe(false);
    expect(shownImageAddress(address)).toBe('');
  });
});
