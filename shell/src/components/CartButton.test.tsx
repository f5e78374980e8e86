// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import CartButton from './CartButton';

afterEach(cleanup);

describe('CartButton', () => {
  it.each([
    [0, null, 'Cart'],
    [1, '1', 'Cart, 1 item'],
    [99, '99', 'Cart, 99 items'],
    [100, '99+', 'Cart, 100 items'],
  ])('count %i shows badge %j', (count, badge, name) => {
    renderWithShellProviders(<CartButton count={count} />);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/cart');
    const badgeElement = link.querySelector('.MuiBadge-badge')!;
    if (badge === null) {
      expect(badgeElement.className).toContain('MuiBadge-invisible');
    } else {
      expect(badgeElement.className).not.toContain('MuiBadge-invisible');
      expect(badgeElement.textContent).toBe(badge);
    }
  });
});
