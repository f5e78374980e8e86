/** Hindi for mf-cart-checkout's catalogue (./catalogue.ts): loaded only by pages in Hindi. */
import type { Translation } from '@instamg/shared/i18n';
import type { en } from './catalogue';

const hi: Translation<typeof en> = {
  'cart.emptyTitle': 'आपका कार्ट खाली है',
  'cart.emptyText': 'दवाइयाँ और हेल्थ प्रोडक्ट जोड़ें, वे यहाँ दिखेंगे।',
  'cart.browse': 'दवाइयाँ देखें',
  'cart.title': 'आपका कार्ट',
  'cart.items': 'कार्ट की चीज़ें',
  'cart.each': '{price} प्रति यूनिट',
  'cart.mrp': 'MRP {amount}',
  'cart.rxNeeded': 'प्रिस्क्रिप्शन ज़रूरी',
  'cart.notAvailableAt': '{store} पर उपलब्ध नहीं',
  'cart.notAvailableAtYours': 'आपके स्टोर पर उपलब्ध नहीं',
  'cart.youSave': 'आपकी बचत {amount}',
  'cart.decrease': '{name} की मात्रा घटाएँ',
  'cart.quantity': '{name} की मात्रा',
  'cart.increase': '{name} की मात्रा बढ़ाएँ',
  'cart.remove': '{name} हटाएँ',
  'cart.summary': 'कार्ट का सारांश',
  'cart.itemCount': 'आइटम ({count})',
  'cart.savings': 'MRP पर बचत',
  'cart.deliveryFee': 'डिलीवरी शुल्क',
  'cart.feeAtCheckout': 'चेकआउट पर',
  'cart.feeFree': 'मुफ़्त',
  'cart.feeAbout': 'लगभग {amount}',
  'cart.blocked':
    'इस इलाके में सेवा उपलब्ध नहीं: इस लोकेशन के 5 km के अंदर अभी हमारा कोई पार्टनर स्टोर नहीं है। चेकआउट के लिए कोई दूसरा डिलीवरी पता चुनें।',
  'cart.rxInfo': 'कुछ दवाइयों के लिए मान्य प्रिस्क्रिप्शन ज़रूरी है। आप चेकआउट पर इसे अपलोड या अटैच कर सकते हैं।',
  'cart.chooseLocation': 'पास के स्टोर पर उपलब्धता देखने के लिए अपनी डिलीवरी लोकेशन चुनें।',
  'cart.unavailable':
    '{count, plural, one {एक आइटम} other {# आइटम}} {store} पर उपलब्ध नहीं है। इन्हें हटाएँ, या चेकआउट पास का कोई दूसरा स्टोर ढूँढेगा।',
  'cart.proceed': 'चेकआउट करें',
  'cart.stickyFee': 'डिलीवरी: {fee}',
  'fee.rule':
    '{free} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त। उससे कम पर पहले {km} km के लिए {base} और उसके बाद हर km के लिए {perKm}। एक्सप्रेस डिलीवरी पर {express} अतिरिक्त।',
  'fee.freeHint': 'मुफ़्त डिलीवरी के लिए {amount} का सामान और जोड़ें।',
  'awaiting.title': 'पेमेंट बाकी है',
  'awaiting.order': 'ऑर्डर {ref} · {amount}',
  'awaiting.held': 'आपकी दवाइयाँ आपके लिए रोकी गई हैं: पेमेंट के लिए {remaining}। अभी तक कोई पैसा नहीं कटा है।',
  'awaiting.ending': 'आपकी दवाइयों की होल्ड खत्म हो रही है। कोई पैसा नहीं कटा है।',
  'awaiting.opening': 'पेमेंट खुल रहा है…',
  'awaiting.payNow': 'अभी पेमेंट करें',
  'awaiting.editCart': 'कार्ट बदलें',
  'awaiting.cancel': 'ऑर्डर रद्द करें',
  'awaiting.notice': 'ऑर्डर {ref} का पेमेंट बाकी है ({remaining})।',
  'hold.underMinute': 'एक मिनट से कम बचा',
  'hold.minutes': '{minutes} मिनट बचे',
  'hold.hours': '{hours} घंटे बचे',
  'hold.hoursMinutes': '{hours} घंटे {minutes} मिनट बचे',
};

export default hi;
