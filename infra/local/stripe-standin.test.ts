import { escapeHtml, parseForm } from './stripe-standin';

describe('Stripe stand-in helpers', () => {
  it('decodes Stripe\u2019s bracketed form encoding', () => {
    expect(parseForm('mode=subscription&line_items[0][price]=price_m&line_items[0][quantity]=1&metadata[uid]=u1&subscription_data[metadata][plan]=Mensal')).toEqual({
      mode: 'subscription',
      line_items: { 0: { price: 'price_m', quantity: '1' } },
      metadata: { uid: 'u1' },
      subscription_data: { metadata: { plan: 'Mensal' } },
    });
  });

  it('escapes text put into its pages', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
