/** Hindi for mf-catalog's catalogue (./catalogue.ts): loaded only by pages in Hindi. */
import type { Translation } from '@instamg/shared/i18n';
import type { en } from './catalogue';

const hi: Translation<typeof en> = {
  'home.heroTitle': 'आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी से दवाइयाँ, सीधे आपके घर तक',
  'home.heroText': 'असली दवाइयाँ, MRP से ज़्यादा कभी नहीं — और हर प्रोडक्ट पर उसी सॉल्ट वाले सस्ते ब्रांड भी।',
  'home.browse': 'दवाइयाँ देखें',
  'home.upload': 'प्रिस्क्रिप्शन अपलोड करें',
  'home.categories': 'कैटेगरी के अनुसार खरीदें',
  'card.add': 'जोड़ें',
  'card.addNamed': '{name} कार्ट में जोड़ें',
  'card.sameSalt': 'उसी सॉल्ट वाली',
  'card.rx': 'प्रिस्क्रिप्शन ज़रूरी',
  'card.rxH1': 'Rx · शेड्यूल H1',
  'card.notSoldOnline': 'ऑनलाइन नहीं बिकती',
  'availability.inStockAt': '{store} पर स्टॉक में',
  'availability.inStockNear': 'आपके पास स्टॉक में',
  'availability.outOfStockAt': '{store} पर स्टॉक में नहीं',
  'availability.outOfStockYours': 'आपके स्टोर पर स्टॉक में नहीं',
  'availability.notServiceable': 'इस इलाके में सेवा उपलब्ध नहीं: इस लोकेशन के 5 km के अंदर अभी हमारा कोई पार्टनर स्टोर नहीं है।',
  'price.mrp': 'MRP',
  'price.off': '{percent}% की छूट',
  'search.emptyTitle': 'दवाइयाँ खोजें',
  'search.emptyHelp':
    'ऊपर सर्च बॉक्स में ब्रांड (Dolo 650), सॉल्ट (paracetamol) या कंपनी का नाम लिखें। स्पेलिंग की छोटी-मोटी गलती से फ़र्क नहीं पड़ता।',
  'search.popular': 'लोकप्रिय खोजें',
  'search.browseAll': 'सभी दवाइयाँ देखें',
  'search.resultsFor': '“{query}” के नतीजे',
  'search.tooLong': 'खोज में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं। दवा का नाम या स्ट्रिप पर छपा सॉल्ट लिखकर खोजें।',
  'search.showingFor': '{corrected} के नतीजे दिखाए जा रहे हैं',
  'search.noResults': '“{query}” से मिलती कोई दवा नहीं मिली। स्पेलिंग जाँचें, या स्ट्रिप पर छपे सॉल्ट के नाम से खोजें।',
  'search.trySearching': 'ये खोजकर देखें',
  'search.cantFind': 'आपकी दवा नहीं मिल रही? अपना पर्चा अपलोड करें, फ़ार्मासिस्ट आपके लिए ऑर्डर बना देंगे।',
  'search.cantFindAction': 'पर्चा अपलोड करें',
  'search.count': '{count, plural, one {# दवा} other {# दवाइयाँ}}',
  'search.sectionTop': 'सबसे मिलते-जुलते नतीजे',
  'search.sectionSalt': '{salt} के सभी ब्रांड',
  'search.sectionContaining': '{query} वाली दवाइयाँ',
  'search.sectionMaker': 'इसी कंपनी की दवाइयाँ',
  'search.pages': 'नतीजों के पेज',
  'search.previous': 'पिछला',
  'search.next': 'अगला',
};

export default hi;
