/** Hindi for the /stores page's catalogue (./stores.ts). */
import type { Translation } from '@instamg/shared/i18n';
import type { en } from './stores';

const hi: Translation<typeof en> = {
  'stores.title': 'स्टोर खोजें',
  'stores.finding': 'स्टोर खोज रहे हैं',
  'stores.failed': 'आस-पास के स्टोर नहीं मिल सके।',
  'stores.notServiceable': 'इस लोकेशन के 5 km के अंदर अभी हमारा कोई पार्टनर स्टोर नहीं है।',
  'stores.retry': 'फिर से कोशिश करें',
  'stores.selected': 'चुना गया',
  'stores.select': 'यह स्टोर चुनें',
  // Licence and GST numbers as printed on the bill; the labels in Hindi.
  'stores.drugLicence': 'ड्रग लाइसेंस: {number}',
  'stores.gstin': 'GST: {gstin}',
};

export default hi;
