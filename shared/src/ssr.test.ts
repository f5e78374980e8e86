import { describe, expect, it } from 'vitest';
import { deserializeQueryData, isMobileUserAgent, serializeQueryData } from './ssr';

describe('query data across the wire', () => {
  it('keeps Maps (nested too) through JSON', () => {
    const data = { items: [1, 2], total: null, offers: new Map([['a', { price: 1, inner: new Map([[1, 'x']]) }]]) };
    const back = deserializeQueryData(JSON.parse(JSON.stringify(serializeQueryData(data)))) as typeof data;
    expect(back.offers).toBeInstanceOf(Map);
    expect(back.offers.get('a')!.inner.get(1)).toBe('x');
    expect(back.items).toEqual([1, 2]);
    expect(back.total).toBeNull();
  });
});

describe('isMobileUserAgent', () => {
  it('tells phones from desktops', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36')).toBe(
      false,
    );
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
