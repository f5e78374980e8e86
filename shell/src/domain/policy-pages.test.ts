import { describe, expect, it } from 'vitest';
import { isPolicyPage, POLICY_PAGE_PATHS } from './policy-pages';

describe('isPolicyPage', () => {
  it('covers the SPEC §2 policy pages', () => {
    expect(POLICY_PAGE_PATHS).toEqual(['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/contact']);
  });

  it.each(POLICY_PAGE_PATHS)('treats %s as a policy page', (path) => {
    expect(isPolicyPage(path)).toBe(true);
    expect(isPolicyPage(`${path}/`)).toBe(true);
  });

  it.each(['/', '/faq', '/medicines', '/terms/extra', '/contact-us', '/TERMS', ''])(
    'does not treat %j as a policy page',
    (path) => {
      expect(isPolicyPage(path)).toBe(false);
    },
  );
});
