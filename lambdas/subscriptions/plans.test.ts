import { firstChargeWithPromotionCents, formatBrl, plans, promotionDiscountCents } from './plans';

describe('CAREYCUIDADORES: half of one month, whatever the period', () => {
  it('takes R$ 18,45 off Mensal and R$ 15,15 off Trimestral (not half the quarter), as the pages say', () => {
    expect(plans.map((p) => [p.name, promotionDiscountCents(p), firstChargeWithPromotionCents(p), p.promotionDiscountLabel])).toEqual([
      ['Mensal', 1845, 1845, 'R$ 18,45'],
      ['Trimestral', 1515, 7575, 'R$ 15,15'],
    ]);
    for (const p of plans) expect(p.promotionDiscountLabel).toBe(formatBrl(promotionDiscountCents(p)));
  });
});
