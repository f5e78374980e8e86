/** Hindi for the product page's catalogue (./product-catalogue.ts): loaded only by Hindi product pages. */
import type { Translation } from '@instamg/shared/i18n';
import type { en } from './product-catalogue';

const hi: Translation<typeof en> = {
  'product.loading': 'दवा की जानकारी लोड हो रही है',
  'product.form': 'रूप',
  'product.packSize': 'पैक साइज़',
  'product.manufacturer': 'निर्माता कंपनी',
  'product.mrpInclusive': 'MRP में सभी टैक्स शामिल',
  'product.gstIncluded': ' (GST {rate}% शामिल)',
  'product.quantity': 'मात्रा',
  'product.addToCart': 'कार्ट में जोड़ें',
  'product.usualTime': '30-40 मिनट',
  'product.chooseLocation':
    'पास की पार्टनर फ़ार्मेसी में स्टॉक और कीमत देखने के लिए अपनी डिलीवरी लोकेशन चुनें। आम तौर पर डिलीवरी: {time}।',
  'product.inStock': '{store} पर स्टॉक में, {price} में · {promise}',
  'product.deliveryIn': '{estimate} में डिलीवरी',
  'product.minutes': '{minutes} मिनट',
  'product.hours': '{hours} घंटे',
  'product.hoursMinutes': '{hours} घंटे {minutes} मिनट',
  'product.emailWhenBack': '{line}। वहाँ वापस आते ही हम आपको ई-मेल कर सकते हैं।',
  'product.nearest': '{store} ({distance}) पर {price} में स्टॉक में है।',
  'product.distanceUnknown': 'दूरी पता नहीं',
  'product.distanceMetres': '{metres} मीटर दूर',
  'product.distanceKm': '{km} km दूर',
  'product.chooseStore': 'दूसरा स्टोर चुनें',
  'product.noOtherStore': 'अभी आपके पास की किसी और पार्टनर फ़ार्मेसी में यह नहीं है।',
  'product.substitutesTitle': 'उसी सॉल्ट और स्ट्रेंथ वाले विकल्प',
  'product.substitutesIntro': '{salt} के दूसरे ब्रांड, सबसे सस्ते पहले। ब्रांड बदलने से पहले अपने डॉक्टर या फ़ार्मासिस्ट से पूछें।',
  'product.substitutesIntroStore':
    '{salt} के दूसरे ब्रांड: पहले वे जो {store} पर हैं, फिर सबसे सस्ते। ब्रांड बदलने से पहले अपने डॉक्टर या फ़ार्मासिस्ट से पूछें।',
  'product.noSubstitutes': 'इस दवा के दूसरे ब्रांड अभी लिस्ट नहीं हैं।',
  'product.substitutesList': 'विकल्प',
  'product.save': '{amount} बचाएँ ({percent}%)',
  'product.whatSubstitutes': 'विकल्प',
  'product.whatMedicine': 'यह दवा',
  'product.notFoundTitle': 'दवा नहीं मिली',
  'product.notFoundText': 'हमें यह दवा नहीं मिली। हो सकता है इसे कैटलॉग से हटा दिया गया हो।',
  'product.browseAll': 'सभी दवाइयाँ देखें',
  'product.orSearch': ' या ऊपर दिए सर्च बॉक्स से खोजें।',
  'rx.notice': 'प्रिस्क्रिप्शन ज़रूरी। डिस्पैच से पहले फ़ार्मासिस्ट आपका प्रिस्क्रिप्शन जाँचते हैं।',
  'rx.h1Label': 'शेड्यूल H1 चेतावनी',
  'rx.mark': 'Rx',
  'rx.h1Title': 'शेड्यूल H1 दवा - चेतावनी',
  'rx.h1Body':
    'डॉक्टर की सलाह के बिना यह दवा लेना ख़तरनाक है। रजिस्टर्ड मेडिकल प्रैक्टिशनर के प्रिस्क्रिप्शन के बिना इसे खुदरा में नहीं बेचा जा सकता।',
  'rx.notSoldOnline': 'ऑनलाइन नहीं बिकती',
  'rx.notSoldOnlineBody':
    'शेड्यूल X और नशीली (NDPS) दवाइयाँ ऑनलाइन ऑर्डर नहीं की जा सकतीं। इन्हें अपने असली प्रिस्क्रिप्शन के साथ किसी फ़ार्मेसी से खरीदें।',
  'seo.byMaker': 'निर्माता {maker}',
  'seo.description': '{parts}। MRP {mrp}। आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी से डिलीवरी।',
  'crumb.home': 'होम',
  'crumb.medicines': 'दवाइयाँ',
};

export default hi;
