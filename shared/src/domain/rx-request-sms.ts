// The SMS a customer gets about a prescription-photo request (issue 36 §1 beside issue 35 §4), for a
// customer no device took the push for and who has a verified mobile: the same channel rule as an
// order's (orderMessageChannels). Pure: the sending is appwrite/functions/lib/orders/rx-request-notices.ts.
// DLT (see order-sms.ts): fixed texts to register word for word. Privacy: no store name, medicine
// or decline reason (a locked screen shows it); the app holds the details.
import { PRODUCT_NAME } from '../constants';
import { DEFAULT_LOCALE, type Locale } from './locale';
import type { SmsTemplate } from './order-sms';
import type { RxRequestNotice } from './rx-request-status';

export const RX_REQUEST_SMS_TEMPLATES = {
  priced: {
    templateId: 'instamg_rx_request_priced_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: A pharmacy has priced the cart for your prescription. Open ${PRODUCT_NAME} to check the medicines and pay.`,
    variables: [],
  },
  declined: {
    templateId: 'instamg_rx_request_declined_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: The pharmacy could not prepare an order from your prescription. Open ${PRODUCT_NAME} to see why or upload a new one.`,
    variables: [],
  },
  unserved: {
    templateId: 'instamg_rx_request_unserved_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: No pharmacy nearby could read your prescription right now. Please try again later on ${PRODUCT_NAME}.`,
    variables: [],
  },
} as const satisfies Record<RxRequestNotice, SmsTemplate<never>>;

/** The same in Hindi, for a customer whose chosen language is Hindi (each its own DLT registration). */
export const RX_REQUEST_SMS_TEMPLATES_HI = {
  priced: {
    templateId: 'instamg_rx_request_priced_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: फ़ार्मेसी ने आपके प्रिस्क्रिप्शन के कार्ट के दाम लगा दिए हैं। दवाइयाँ जाँचने और भुगतान के लिए ${PRODUCT_NAME} खोलें।`,
    variables: [],
  },
  declined: {
    templateId: 'instamg_rx_request_declined_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: फ़ार्मेसी आपके प्रिस्क्रिप्शन पर ऑर्डर तैयार नहीं कर सकी। कारण देखने या नया प्रिस्क्रिप्शन भेजने के लिए ${PRODUCT_NAME} खोलें।`,
    variables: [],
  },
  unserved: {
    templateId: 'instamg_rx_request_unserved_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: अभी आसपास की कोई फ़ार्मेसी आपका प्रिस्क्रिप्शन नहीं पढ़ सकी। कृपया थोड़ी देर बाद ${PRODUCT_NAME} पर फिर कोशिश करें।`,
    variables: [],
  },
} as const satisfies Record<RxRequestNotice, SmsTemplate<never>>;

/** The notice's SMS text in `locale`. */
export function rxRequestSmsText(notice: RxRequestNotice, locale: Locale = DEFAULT_LOCALE): string {
  return (locale === 'hi-IN' ? RX_REQUEST_SMS_TEMPLATES_HI : RX_REQUEST_SMS_TEMPLATES)[notice].text;
}
