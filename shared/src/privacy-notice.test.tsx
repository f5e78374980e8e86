// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n';
import { PrivacyNotice } from './privacy-notice';
import { PRIVACY_NOTICE_EN, PRIVACY_NOTICE_HI, PRIVACY_NOTICE_VERSION } from './domain/privacy/texts';

afterEach(cleanup);

describe('the privacy notice (issue 39 §1)', () => {
  it('says the same items in Hindi as in English', () => {
    expect(PRIVACY_NOTICE_HI.items).toHaveLength(PRIVACY_NOTICE_EN.items.length);
    for (const item of PRIVACY_NOTICE_HI.items)
      for (const text of Object.values(item)) expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it('is shown in the page’s language, with the same version', () => {
    const hi = render(
      <I18nProvider initial="hi-IN">
        <PrivacyNotice />
      </I18nProvider>,
    );
    expect(hi.getByRole('region').textContent).toContain(PRIVACY_NOTICE_HI.title);
    expect(hi.getByRole('region').textContent).toContain(`सूचना ${PRIVACY_NOTICE_VERSION}`);
    expect(hi.getByRole('link').textContent).toBe('प्राइवेसी पॉलिसी');
    cleanup();
    const en = render(
      <I18nProvider initial="en-IN">
        <PrivacyNotice />
      </I18nProvider>,
    );
    expect(en.getByRole('heading').textContent).toBe(PRIVACY_NOTICE_EN.title);
    expect(en.getByRole('region').textContent).toContain('Who receives it: ');
  });
});
