import { describe, expect, it } from 'vitest';
import { POLICY_PAGE_PATHS } from '@instamg/shared/constants';
import { isPolicyPage } from './policy-pages';

describe('isPolicyPage', () => {
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
