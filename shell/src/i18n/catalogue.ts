/**
 * The shell's messages (issue 37; docs/decisions/0012-i18n.md): the top bar, the search box, the
 * footer. English references the SPEC texts where they live (constants, SHELL_TEXTS, the footer's
 * links and legal lines) so they stay exactly as written; Hindi is written for Indian pharmacy
 * customers (loanwords like ऑर्डर, कार्ट, प्रिस्क्रिप्शन as Indian apps use them; brand and
 * company names stay as they are).
 */
import { PRODUCT_NAME, SUPPORT, TEXTS } from '@instamg/shared/constants';
import { defineCatalogue, useT } from '@instamg/shared/i18n';
import { SHELL_TEXTS } from '../domain/texts';
import { LEGAL_DISCLAIMER } from '../domain/legal';
import { CUSTOMER_SERVICE_LINKS, QUICK_LINKS } from '../domain/footer-links';

const link = (links: typeof QUICK_LINKS, to: string): string => {
  const found = links.find((entry) => entry.to === to);
  if (!found) throw new Error(`no footer link to ${to}`);
  return found.label;
};

const en = {
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
  'link.terms': link(CUSTOMER_SERVICE_LINKS, '/terms'),
  'link.refund': link(CUSTOMER_SERVICE_LINKS, '/refund-policy'),
  'link.shipping': link(CUSTOMER_SERVICE_LINKS, '/shipping-policy'),
};

export type ShellMessageKey = keyof typeof en;

export const SHELL_CATALOGUE = defineCatalogue('shell', {
  'en-IN': en,
  'hi-IN': {
    'frame.signIn': 'साइन इन करें',
    'frame.checkingSignIn': 'साइन-इन की जाँच हो रही है',
    'frame.account': 'मेरा अकाउंट',
    'frame.accountOf': '{name} का अकाउंट',
    'frame.language': 'भाषा',
    'frame.switchTo': '{language} में देखें',
    'tabs.nav': 'मोबाइल मेन्यू',
    'tabs.home': 'होम',
    'tabs.categories': 'कैटेगरी',
    'tabs.search': 'खोजें',
    'tabs.cart': 'कार्ट',
    'tabs.profile': 'प्रोफ़ाइल',
    'search.mobilePlaceholder': 'दवाइयाँ खोजें...',
    'search.desktopPlaceholder': 'दवाइयाँ, हेल्थ प्रोडक्ट खोजें...',
    'search.form': 'दवाइयाँ',
    'search.input': 'दवाइयाँ खोजें',
    'search.submit': 'खोजें',
    'footer.tagline': 'आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी से दवाइयाँ, तेज़ डिलीवरी के साथ।',
    'footer.social': '{network} पर {product}',
    'footer.quickLinks': 'क्विक लिंक',
    'footer.customerService': 'ग्राहक सेवा',
    'footer.contact': 'संपर्क',
    'footer.support': 'सहायता: {hours}',
    'footer.supportHours': 'फ़ोन और ई-मेल पर 24/7',
    'footer.disclaimerLabel': 'अस्वीकरण:',
    'footer.disclaimer':
      `${PRODUCT_NAME} केवल एक टेक्नोलॉजी प्लेटफ़ॉर्म है, जो ग्राहकों को स्वतंत्र, लाइसेंस-प्राप्त पार्टनर फ़ार्मेसियों से जोड़ता है। ` +
      `${PRODUCT_NAME} दवाइयों का स्टॉक या बिक्री नहीं करता और चिकित्सा सलाह नहीं देता। ` +
      'प्रिस्क्रिप्शन स्वतंत्र पंजीकृत चिकित्सकों द्वारा दिए जाते हैं। ' +
      'ऑर्डर पूरा करने वाली पार्टनर फ़ार्मेसी सभी लागू दवा और फ़ार्मेसी नियमों के पालन के लिए ज़िम्मेदार है।',
    'footer.copyright': '© {year} {company}. सर्वाधिकार सुरक्षित।',
    'link.home': 'होम',
    'link.medicines': 'दवाइयाँ',
    'link.uploadPrescription': 'प्रिस्क्रिप्शन अपलोड करें',
    'link.stores': 'स्टोर खोजें',
    'link.blog': 'हेल्थ ब्लॉग',
    'link.partner': 'फ़ार्मेसी पार्टनर बनें',
    'link.contact': 'संपर्क करें',
    'link.faq': 'अक्सर पूछे जाने वाले सवाल',
    'link.orders': 'मेरे ऑर्डर',
    'link.privacy': 'प्राइवेसी पॉलिसी',
    'link.terms': 'नियम और शर्तें',
    'link.refund': 'रिफ़ंड और कैंसलेशन पॉलिसी',
    'link.shipping': 'शिपिंग पॉलिसी',
  },
});

/** The shell's `t` in the current language. */
export function useShellT() {
  return useT(SHELL_CATALOGUE);
}
