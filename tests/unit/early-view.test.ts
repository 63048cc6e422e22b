// The early view's template marks (src/lib/early-view.ts; docs/performance.md, "Early view"): which value a
// path names, which elements stay, which addresses an image may load. The drawing itself runs in the
// browser: tests/e2e/early-view.spec.ts.
import { describe, expect, it } from 'vitest';
import { isImageAddress, keeps, valueAt } from '../../src/lib/early-view.ts';

const answer = [{ campaign: { name: 'Desafio', banner_data: { based_image: null } }, term_status: { id: 1 }, tags: [] as string[] }];

describe('the early view', () => {
  it('reads a value by keys and array indexes, and nothing past a missing step', () => {
    expect(valueAt(answer, '0.campaign.name')).toBe('Desafio');
    expect(valueAt(answer, '0.term_status.id')).toBe(1);
    expect(valueAt(answer, '1.campaign.name')).toBeUndefined();
    expect(valueAt(answer, '0.campaign.banner_data.based_image.x')).toBeUndefined();
    expect(valueAt('text', 'length')).toBeUndefined();
  });

  it('keeps an element when its value is present, absent, equal or not equal, as marked', () => {
    expect(keeps('0', answer)).toBe(true);
    expect(keeps('1', answer)).toBe(false);
    expect(keeps('0.tags', answer)).toBe(false); // an empty list is not present
    expect(keeps('0.campaign.banner_data.based_image', answer)).toBe(false);
    expect(keeps('0.campaign.name', answer)).toBe(true);
    expect(keeps('0.term_status.id=1', answer)).toBe(true);
    expect(keeps('0.term_status.id!=1', answer)).toBe(false);
    expect(keeps('0.term_status.id=2', answer)).toBe(false);
    expect(keeps('0.term_status.id!=2', answer)).toBe(true);
    expect(keeps('', answer)).toBe(false);
    expect(keeps('!0.campaign.banner_data.based_image', answer)).toBe(true);
    expect(keeps('!0.tags', answer)).toBe(true);
    expect(keeps('!0.campaign.name', answer)).toBe(false);
    expect(keeps('!1.campaign', answer)).toBe(true);
  });

  it('loads the addresses the screens draw (R296), not data: images', () => {
    expect(isImageAddress('https://cdn.test/banner.png')).toBe(true);
    expect(isImageAddress('http://localhost:4322/img/a.png')).toBe(true);
    expect(isImageAddress('/img/campanhas/a.png')).toBe(true);
    for (const refused of [
      '//evil.test/a.png',
      '/\\evil.test/a.png',
      'http://evil.test/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'img/a.png',
      '',
      null,
      42,
    ])
      expect(isImageAddress(refused), String(refused)).toBe(false);
  });
});
