import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { TEXTS } from '@instamg/shared/constants';
import { loadCatalogue, translator } from '@instamg/shared/i18n';
import { catalogueProblems, untranslatedStrings } from '@instamg/shared/testing/catalogue-checks';
import { SHELL_TEXTS } from '../domain/texts';
import { CUSTOMER_SERVICE_LINKS, QUICK_LINKS } from '../domain/footer-links';
import { LEGAL_DISCLAIMER, copyrightLine, COMPANY_NAME } from '../domain/legal';
import { SHELL_CATALOGUE, type ShellMessageKey } from './catalogue';
import { REMOTES } from '@instamg/shared/mf/remotes';
import { REMOTE_UNAVAILABLE_TITLE } from '../mf/remote-texts';

// Issue 37: the shell's catalogue is complete in Hindi, its English is the SPEC's, and the files
// converted to it show no English of their own.
beforeAll(() => loadCatalogue(SHELL_CATALOGUE, 'hi-IN'));

describe('the shell catalogue', () => {
  it('has every English key in Hindi, with the same ICU arguments, in Devanagari', async () => {
    expect(await catalogueProblems(SHELL_CATALOGUE)).toEqual([]);
  });

  it('keeps the SPEC texts exactly as written in English', () => {
    const en = translator(SHELL_CATALOGUE, 'en-IN');
    expect(en('remote.title')).toBe(REMOTE_UNAVAILABLE_TITLE);
    for (const remote of Object.values(REMOTES))
      expect(en(`remote.${remote.name}` as ShellMessageKey)).toBe(remote.partName);
    expect(en('frame.signIn')).toBe(TEXTS.pageFrame.signIn);
    expect(en('footer.quickLinks')).toBe(TEXTS.pageFrame.quickLinks);
    expect(en('search.mobilePlaceholder')).toBe(SHELL_TEXTS.search.mobilePlaceholder);
    expect(en('footer.disclaimer')).toBe(LEGAL_DISCLAIMER);
    expect(en('footer.copyright', { year: '2031', company: COMPANY_NAME })).toBe(copyrightLine(2031));
    for (const link of [...QUICK_LINKS, ...CUSTOMER_SERVICE_LINKS])
      expect(en(`link.${link.key}` as ShellMessageKey)).toBe(link.label);
  });

  it('leaves brand and company names untranslated in Hindi', () => {
    const hi = translator(SHELL_CATALOGUE, 'hi-IN');
    expect(hi('footer.disclaimer')).toMatch(/^instamg /);
    expect(hi('footer.copyright', { year: '2031', company: COMPANY_NAME })).toBe(
      '© 2031 instamg Healthcare Private Limited. सर्वाधिकार सुरक्षित।',
    );
  });

  it('the converted files read every user-visible text from the catalogue', () => {
    const files = [
      'TopBar',
      'AccountControl',
      'SearchBox',
      'Footer',
      'LanguageSwitch',
      'MobileBottomBar',
      'PageSkeleton',
      'SkipToContentLink',
    ]
      .map((name) => `../components/${name}.tsx`)
      .concat('../pages/account/LanguageSetting.tsx', '../pages/NotFoundPage.tsx', '../mf/RemoteUnavailable.tsx')
      .map((path) => fileURLToPath(new URL(path, import.meta.url)));
    expect(files.flatMap((file) => untranslatedStrings(file).map((hit) => `${file}:${hit}`))).toEqual([]);
  });
});
