/** Hindi for shell's catalogue (./catalogue.ts): loaded only by pages in Hindi. */
import { PRODUCT_NAME } from '@instamg/shared/constants';
import type { Translation } from '@instamg/shared/i18n';
import type { en } from './catalogue';

const hi: Translation<typeof en> = {
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
  'link.grievance': 'शिकायत निवारण',
  'link.terms': 'नियम और शर्तें',
  'link.refund': 'रिफ़ंड और कैंसलेशन पॉलिसी',
  'link.shipping': 'शिपिंग पॉलिसी',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.text': 'हमें {path} नहीं मिला। हो सकता है लिंक पुराना हो या उसमें कोई गलती हो। जो दवा चाहिए, उसे खोजकर देखें।',
  'notFound.home': 'होम पर जाएँ',
  'notFound.medicines': 'दवाइयाँ देखें',
  'frame.loadingPage': 'पेज लोड हो रहा है',
  'frame.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'remote.title': 'instamg का यह हिस्सा अभी कुछ देर के लिए उपलब्ध नहीं है',
  'remote.text': '{part} अभी लोड नहीं हो सका। {product} का बाकी हिस्सा ठीक से काम कर रहा है।',
  'remote.inline': '{part} उपलब्ध नहीं',
  'remote.retry': 'फिर से कोशिश करें',
  'remote.mf_catalog': 'दवाइयों का कैटलॉग',
  'remote.mf_cart_checkout': 'कार्ट और चेकआउट',
  'remote.mf_location': 'डिलीवरी लोकेशन',
  'remote.mf_store_panel': 'स्टोर पैनल',
  'remote.mf_admin': 'एडमिन पैनल',
};

export default hi;
