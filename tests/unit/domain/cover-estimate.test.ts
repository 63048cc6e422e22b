// What a cart would complete of the client's campaigns (product-rules R318): the groups done plus those
// the cart's products cover, only for an indicator the cart brings closer, and said as an estimate.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignEnded, coverEstimateTexts, coverEstimates, type CampaignCover } from '../../../src/lib/domain/cover-estimate.ts';

const group = (done: boolean, ...skus: string[]) => ({ done, products: skus.map((sku) => ({ sku })) });
const cover = (groups: CampaignCover['groups'], indicator = 'Cobertura Verão', campaign = 'Verão Premiado'): CampaignCover => ({
  campaign,
  indicator,
  groups,
});

describe('coverEstimates (R318)', () => {
  const summer = cover([group(true, '1'), group(true, '2'), group(true, '3'), group(false, '0004', '5'), group(false, '6')]);

  it('the groups done plus those the cart covers, of all the groups', () => {
    expect(coverEstimates([summer], ['4', '6'])).toEqual([
      { campaign: 'Verão Premiado', indicator: 'Cobertura Verão', completes: 5, total: 5 },
    ]);
    expect(coverEstimates([summer], ['5'])).toEqual([{ campaign: 'Verão Premiado', indicator: 'Cobertura Verão', completes: 4, total: 5 }]);
  });

  it('matches codes whatever their leading zeros (the catalogue and the campaign write them differently)', () => {
    expect(coverEstimates([summer], ['000006'])[0]?.completes).toBe(4);
  });

  it('nothing when the cart covers no group still to do, even one already done', () => {
    expect(coverEstimates([summer], ['1', '99'])).toEqual([]);
    expect(coverEstimates([summer], [])).toEqual([]);
  });

  it('a group counts once, however many of its products are in the cart', () => {
    expect(coverEstimates([summer], ['4', '5'])[0]?.completes).toBe(4);
  });

  it('never more than the groups, never less than those done, and stable under the order of the lines', () => {
    const arbitraryGroup = fc.record({
      done: fc.boolean(),
      products: fc.array(fc.record({ sku: fc.constantFrom('1', '2', '3', '4') }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryGroup, { maxLength: 6 }), fc.array(fc.constantFrom('1', '2', '3', '4', '01')), (groups, skus) => {
        const [estimate] = coverEstimates([cover(groups)], skus);
        expect(coverEstimates([cover(groups)], [...skus].reverse())).toEqual(estimate ? [estimate] : []);
        if (!estimate) return;
        expect(estimate.completes).toBeLessThanOrEqual(estimate.total);
        expect(estimate.completes).toBeGreaterThan(groups.filter((g) => g.done).length);
      }),
    );
  });
});

describe('coverEstimateTexts (R318)', () => {
  it('says the groups and that it is an estimate', () => {
    expect(coverEstimateTexts([{ campaign: 'Verão Premiado', indicator: 'Cobertura Verão', completes: 5, total: 5 }])).toEqual([
      'Este pedido completa 5 de 5 grupos de «Cobertura Verão». É uma estimativa: a campanha conta os pedidos faturados.',
    ]);
    expect(coverEstimateTexts([{ campaign: 'C', indicator: 'Cobertura', completes: 1, total: 1 }])[0]).toMatch(
      /^Este pedido completa 1 de 1 grupo de «Cobertura»\./,
    );
  });

  it("an indicator's name said by two campaigns gets each campaign's name", () => {
    const texts = coverEstimateTexts([
      { campaign: 'Verão Premiado', indicator: 'Cobertura de portfólio', completes: 3, total: 4 },
      { campaign: 'Copa do Bairro', indicator: 'Cobertura de portfólio', completes: 2, total: 2 },
    ]);
    expect(texts[0]).toMatch(/^Este pedido completa 3 de 4 grupos de «Cobertura de portfólio» \(Verão Premiado\)\. /);
    expect(texts[1]).toMatch(/«Cobertura de portfólio» \(Copa do Bairro\)\. /);
  });
});

describe('campaignEnded (R318)', () => {
  // 2026-12-04 15:00 in São Paulo (UTC-3).
  const now = Date.UTC(2026, 11, 4, 18);

  it('ends after its final day in São Paulo; the final day still counts; no date: running', () => {
    expect(campaignEnded('2026-12-03', now)).toBe(true);
    expect(campaignEnded('2026-12-04', now)).toBe(false);
    expect(campaignEnded('2027-01-31', now)).toBe(false);
    expect(campaignEnded(null, now)).toBe(false);
  });

  it('the day turns at midnight in São Paulo, not in UTC', () => {
    // 01:00 UTC on the 5th is still the 4th in São Paulo.
    expect(campaignEnded('2026-12-04', Date.UTC(2026, 11, 5, 1))).toBe(false);
  });
});
