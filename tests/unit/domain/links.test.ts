import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secureLink } from '../../../src/lib/domain/links.ts';

describe('secureLink (R225)', () => {
  it.each([
    ['https://cdn.distribuidora.com.br/tutoriais/foto-freezer.mp4', 'https://cdn.distribuidora.com.br/tutoriais/foto-freezer.mp4'],
    ['HTTPS://CDN.example.com/v?x=1#t', 'https://cdn.example.com/v?x=1#t'],
    ['  https://cdn.example.com/v  ', 'https://cdn.example.com/v'],
    ['http://127.0.0.1:4010/static/tutorials/foto-indicador.html', 'http://127.0.0.1:4010/static/tutorials/foto-indicador.html'],
    ['http://localhost:4010/static/x.html', 'http://localhost:4010/static/x.html'],
    ['http://[::1]:4010/x', 'http://[::1]:4010/x'],
  ])('offers %s as %s', (address, link) => {
    expect(secureLink(address)).toBe(link);
  });

  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['http://cdn.example.com/v.mp4'],
    ['http://localhost.evil.example/v'],
    ['http://127.0.0.1.evil.example/v'],
    ['ftp://cdn.example.com/v.mp4'],
    ['//cdn.example.com/v.mp4'],
    ['/static/tutorials/foto-indicador.html'],
    ['tutorial'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (address) => {
    expect(secureLink(address)).toBeNull();
  });

  it('never offers anything but an https link or an http one on the loopback, for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `javascript:${s}`),
        ),
        (address) => {
          const link = secureLink(address);
          if (link === null) return;
          const url = new URL(link);
          expect(
            url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)),
          ).toBe(true);
        },
      ),
    );
  });
});
