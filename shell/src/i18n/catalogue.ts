/**
 * The shell's messages (issue 37; docs/decisions/0012-i18n.md): the top bar, the search box, the
 * footer. English references the SPEC texts where they live (constants, SHELL_TEXTS, the footer's
 * links and legal lines) so they stay exactly as written; Hindi is written for Indian pharmacy
 * customers (loanwords like ऑर्डर, कार्ट, प्रिस्क्रिप्शन as Indian apps use them; brand and
 * company names stay as they are).
 */
import { SUPPORT, TEXTS } from '@instamg/shared/constants';
import { defineCatalogue, useT } from '@instamg/shared/i18n';
import { SHELL_TEXTS } from '../domain/texts';
import { REMOTES } from '@instamg/shared/mf/remotes';
import { REMOTE_UNAVAILABLE_TITLE } from '../mf/remote-texts';
import { LEGAL_DISCLAIMER } from '../domain/legal';
import { CUSTOMER_SERVICE_LINKS, QUICK_LINKS } from '../domain/footer-links';

const link = (links: typeof QUICK_LINKS, to: string): string => {
  const found = links.find((entry) => entry.to === to);
  if (!found) throw new Error(`no footer link to ${to}`);
  return found.label;
};

export const en = {
  'frame.signIn': TEXTS.pageFrame.signIn,
  'frame.checkingSignIn': 'Checking sign-in',
  'frame.account': 'Account',
  'frame.accountOf': 'Account of {name}',
  'frame.language': 'Language',
  'frame.switchTo': 'Switch to {language}',
  'tabs.nav': 'Mobile',
  'tabs.home': TEXTS.pageFrame.mobileTabs.home,
  'tabs.categories': TEXTS.pageFrame.mobileTabs.categories,
  'tabs.search': TEXTS.pageFrame.mobileTabs.search,
  'tabs.cart': TEXTS.pageFrame.mobileTabs.cart,
  'tabs.profile': TEXTS.pageFrame.mobileTabs.profile,
  'search.mobilePlaceholder': SHELL_TEXTS.search.mobilePlaceholder,
  'search.desktopPlaceholder': SHELL_TEXTS.search.desktopPlaceholder,
  'search.form': 'Medicines',
  'search.input': 'Search medicines',
  'search.submit': 'Search',
  'footer.tagline': 'Medicines from licensed pharmacies near you, delivered fast.',
  'footer.social': '{product} on {network}',
  'footer.quickLinks': TEXTS.pageFrame.quickLinks,
  'footer.customerService': TEXTS.pageFrame.customerService,
  'footer.contact': 'Contact',
  'footer.support': 'Support {hours}',
  'footer.supportHours': SUPPORT.availability,
  'footer.disclaimerLabel': 'Disclaimer:',
  'footer.disclaimer': LEGAL_DISCLAIMER,
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'link.home': link(QUICK_LINKS, '/'),
  'link.medicines': link(QUICK_LINKS, '/medicines'),
  'link.uploadPrescription': link(QUICK_LINKS, '/upload-prescription'),
  'link.stores': link(QUICK_LINKS, '/stores'),
  'link.blog': link(QUICK_LINKS, '/blog'),
  'link.partner': link(QUICK_LINKS, '/pharmacy-partner'),
  'link.contact': link(CUSTOMER_SERVICE_LINKS, '/contact'),
  'link.faq': link(CUSTOMER_SERVICE_LINKS, '/faq'),
  'link.orders': link(CUSTOMER_SERVICE_LINKS, '/orders'),
  'link.privacy': link(CUSTOMER_SERVICE_LINKS, '/privacy-policy'),
  'link.grievance': link(CUSTOMER_SERVICE_LINKS, '/grievance'),
  'link.terms': link(CUSTOMER_SERVICE_LINKS, '/terms'),
  'link.refund': link(CUSTOMER_SERVICE_LINKS, '/refund-policy'),
  'link.shipping': link(CUSTOMER_SERVICE_LINKS, '/shipping-policy'),
  // The frame's own pages and states on every route: not found, loading, a remote that failed.
  'notFound.title': 'Page not found',
  // {path} is shown as code: the page splits the sentence around it.
  'notFound.text': "We couldn't find {path}. The link may be old or mistyped. Try searching for the medicine you need.",
  'notFound.home': 'Go to Home',
  'notFound.medicines': 'Browse medicines',
  'frame.loadingPage': 'Loading page',
  'frame.skipToContent': 'Skip to main content',
  'remote.title': REMOTE_UNAVAILABLE_TITLE,
  'remote.text': '{part} could not be loaded right now. The rest of {product} keeps working.',
  'remote.inline': '{part} unavailable',
  'remote.retry': 'Retry',
  'remote.mf_catalog': REMOTES.mf_catalog.partName,
  'remote.mf_cart_checkout': REMOTES.mf_cart_checkout.partName,
  'remote.mf_location': REMOTES.mf_location.partName,
  'remote.mf_store_panel': REMOTES.mf_store_panel.partName,
  'remote.mf_admin': REMOTES.mf_admin.partName,
};

export type ShellMessageKey = keyof typeof en;

export const SHELL_CATALOGUE = defineCatalogue('shell', {
  'en-IN': en,
  // Hindi is its own chunk: English pages never download it (ADR 0012).
  'hi-IN': () => import('./hi'),
});

/** The shell's `t` in the current language. */
export function useShellT() {
  return useT(SHELL_CATALOGUE);
}
