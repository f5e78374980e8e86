// The order SMS a customer gets (issue 35 §4), and which channels carry an order message. Pure:
// no SDK, no I/O. The sending (who, once per event, the cap) is
// appwrite/functions/lib/orders/order-sms.ts; the e-mails are lib/orders/order-mail-templates.ts.
//
// India's SMS rules (TRAI TCCCPR 2018, the DLT registry): a transactional SMS must match a template
// registered on the operator's DLT portal word for word, its variable parts marked `{#var#}` and
// each at most 30 characters. So every text here is fixed, its variables are few and short, and a
// template's id is its registration's handle (the number the DLT portal issues goes in
// `dltTemplateId` when the template is registered; see docs/payments.md "Order SMS").
//
// Privacy: an SMS shows on a locked screen and stays on the phone and at the operator, so no
// template carries an address, a medicine's name, a prescription's content or a reason typed by
// the store; the order number, an amount, the delivery code and a count are all they say.
import { LIMITS, POLICY, PRODUCT_NAME } from '../constants';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { formatINR } from './money';

/** One registered template: fixed text with `{#name#}` variables. */
export interface SmsTemplate<V extends string = string> {
  /** Our stable id for the template (the sender's header and the DLT entity are per account). */
  templateId: string;
  /** The number the DLT portal issued for this text once registered; null until then. */
  dltTemplateId: string | null;
  text: string;
  variables: readonly V[];
}

/** The order events a customer hears about by SMS. */
export const ORDER_SMS_EVENTS = [
  'placed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'prescription_rejected',
  'substitution_offered',
  'refill_ready',
  'refill_rx_needed',
  'refill_unavailable',
] as const;
export type OrderSmsEvent = (typeof ORDER_SMS_EVENTS)[number];

export const isOrderSmsEvent = (value: unknown): value is OrderSmsEvent =>
  typeof value === 'string' && (ORDER_SMS_EVENTS as readonly string[]).includes(value);

/** The longest a variable may be (DLT: 30 characters). */
export const SMS_VARIABLE_MAX = 30;
/** One SMS segment in GSM-7; every template fits one when its variables are at their usual length. */
export const SMS_SEGMENT_CHARS = 160;

/**
 * Every order SMS, in one place: the text to register on the DLT portal exactly as written here.
 * `placed` is the order confirmation (paid, or cash on delivery accepted: the order went to the pharmacy).
 */
export const ORDER_SMS_TEMPLATES = {
  placed: {
    templateId: 'instamg_order_confirmed_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: Order {#order#} of {#amount#} is confirmed and sent to the pharmacy. We will SMS you when it is on its way.`,
    variables: ['order', 'amount'],
  },
  out_for_delivery: {
    templateId: 'instamg_out_for_delivery_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: Order {#order#} is out for delivery. Delivery code {#code#}. Give it only when you have your order. We never ask for it on a call.`,
    variables: ['order', 'code'],
  },
  delivered: {
    templateId: 'instamg_delivered_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: Order {#order#} is delivered. Something wrong? Report it in the app within {#hours#} hours.`,
    variables: ['order', 'hours'],
  },
  cancelled: {
    templateId: 'instamg_cancelled_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: Order {#order#} is cancelled. If you paid online, the refund has started; we will SMS you when it is done.`,
    variables: ['order'],
  },
  refunded: {
    templateId: 'instamg_refund_done_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: Refund of {#amount#} for order {#order#} is done. Your bank may take a few days to show it.`,
    variables: ['amount', 'order'],
  },
  prescription_rejected: {
    templateId: 'instamg_rx_rejected_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: The pharmacist could not accept the prescription for order {#order#}. See why and upload a new one in the app.`,
    variables: ['order'],
  },
  substitution_offered: {
    templateId: 'instamg_substitute_offered_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: The pharmacy offers a substitute for an item of order {#order#}. Please answer in the app within {#minutes#} min.`,
    variables: ['order', 'minutes'],
  },
  // Issue 36 §3: a refill's reminder, 3 days before run-out. refill_ready is on the refill's new
  // (unpaid) order; the other two on the order the refill was set on.
  refill_ready: {
    templateId: 'instamg_refill_ready_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: Your refill order {#order#} of {#amount#} is ready. Pay in the app to confirm it; nothing is charged until you do.`,
    variables: ['order', 'amount'],
  },
  refill_rx_needed: {
    templateId: 'instamg_refill_rx_needed_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: It is time to refill order {#order#}, but its prescription has run out. Please upload a new one in the app.`,
    variables: ['order'],
  },
  refill_unavailable: {
    templateId: 'instamg_refill_unavailable_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: It is time to refill order {#order#}. No pharmacy near you has all of it in stock today; order in the app when you can.`,
    variables: ['order'],
  },
} as const satisfies Record<OrderSmsEvent, SmsTemplate>;

/**
 * The same SMS in Hindi (issue 37 §2), for a customer whose chosen language is Hindi: each a DLT
 * template of its own (a Unicode template is registered apart from its English one), with the
 * English one's variables exactly. A Hindi SMS is sent as Unicode: 70 characters a segment, so
 * each takes up to three (HINDI_SMS_SEGMENTS_MAX).
 */
export const ORDER_SMS_TEMPLATES_HI = {
  placed: {
    templateId: 'instamg_order_confirmed_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} ({#amount#}) कन्फ़र्म हो गया है और फ़ार्मेसी को भेज दिया गया है। रास्ते में होने पर हम SMS करेंगे।`,
    variables: ['order', 'amount'],
  },
  out_for_delivery: {
    templateId: 'instamg_out_for_delivery_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} डिलीवरी के लिए निकल चुका है। डिलीवरी कोड {#code#}। ऑर्डर हाथ में आने पर ही कोड दें। हम कॉल पर कभी कोड नहीं माँगते।`,
    variables: ['order', 'code'],
  },
  delivered: {
    templateId: 'instamg_delivered_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} डिलीवर हो गया है। कोई समस्या हो तो {#hours#} घंटे के अंदर ऐप में बताएँ।`,
    variables: ['order', 'hours'],
  },
  cancelled: {
    templateId: 'instamg_cancelled_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} कैंसल हो गया है। ऑनलाइन भुगतान किया था तो रिफ़ंड शुरू हो गया है; पूरा होने पर हम SMS करेंगे।`,
    variables: ['order'],
  },
  refunded: {
    templateId: 'instamg_refund_done_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} का {#amount#} का रिफ़ंड हो गया है। बैंक में दिखने में कुछ दिन लग सकते हैं।`,
    variables: ['amount', 'order'],
  },
  prescription_rejected: {
    templateId: 'instamg_rx_rejected_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: फ़ार्मासिस्ट ऑर्डर {#order#} का प्रिस्क्रिप्शन स्वीकार नहीं कर सके। कारण देखें और ऐप में नया प्रिस्क्रिप्शन अपलोड करें।`,
    variables: ['order'],
  },
  substitution_offered: {
    templateId: 'instamg_substitute_offered_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: फ़ार्मेसी ने ऑर्डर {#order#} की एक दवा का विकल्प भेजा है। कृपया {#minutes#} मिनट के अंदर ऐप में जवाब दें।`,
    variables: ['order', 'minutes'],
  },
  refill_ready: {
    templateId: 'instamg_refill_ready_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: आपका रीफ़िल ऑर्डर {#order#} ({#amount#}) तैयार है। पक्का करने के लिए ऐप में भुगतान करें; तब तक कोई पैसा नहीं कटेगा।`,
    variables: ['order', 'amount'],
  },
  refill_rx_needed: {
    templateId: 'instamg_refill_rx_needed_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} के रीफ़िल का समय है, पर उसका प्रिस्क्रिप्शन ख़त्म हो गया है। कृपया ऐप में नया प्रिस्क्रिप्शन अपलोड करें।`,
    variables: ['order'],
  },
  refill_unavailable: {
    templateId: 'instamg_refill_unavailable_hi_v1',
    dltTemplateId: null,
    text: `${PRODUCT_NAME}: ऑर्डर {#order#} के रीफ़िल का समय है। आज आपके पास की किसी फ़ार्मेसी में यह पूरा स्टॉक में नहीं है; जब हो सके ऐप में ऑर्डर करें।`,
    variables: ['order'],
  },
} as const satisfies { [E in OrderSmsEvent]: SmsTemplate<(typeof ORDER_SMS_TEMPLATES)[E]['variables'][number]> };

/** One Unicode (UCS-2) SMS segment; a longer text goes as parts of 67. */
export const UNICODE_SEGMENT_CHARS = 70;
/** The most segments a Hindi order SMS may take with usual values. */
export const HINDI_SMS_SEGMENTS_MAX = 3;

/** The templates in `locale`. */
export const orderSmsTemplates = (locale: Locale): Readonly<Record<OrderSmsEvent, SmsTemplate>> =>
  locale === 'hi-IN' ? ORDER_SMS_TEMPLATES_HI : ORDER_SMS_TEMPLATES;

type VariablesOf<E extends OrderSmsEvent> = (typeof ORDER_SMS_TEMPLATES)[E]['variables'][number];

/** What each event's variables come from. */
export interface OrderSmsFacts {
  /** The order's human number (orderReference). */
  order: string;
  /** placed: the order total (rupees); refunded: this refund's amount (rupees). */
  amount?: number | null;
  /** out_for_delivery: the customer's delivery code. */
  code?: string | null;
  /** substitution_offered: how long the customer has to answer. */
  minutes?: number | null;
}

export interface OrderSms {
  templateId: string;
  dltTemplateId: string | null;
  /** The variables as sent (each ≤ SMS_VARIABLE_MAX characters). */
  values: Record<string, string>;
  text: string;
}

/** Fills `template` with `values`; a missing or over-long variable is a programming error. */
export function fillSmsTemplate(template: SmsTemplate, values: Readonly<Record<string, string>>): string {
  return template.text.replace(/\{#(\w+)#\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`SMS ${template.templateId}: no value for {#${name}#}`);
    if (value.length > SMS_VARIABLE_MAX)
      throw new Error(`SMS ${template.templateId}: {#${name}#} is longer than ${SMS_VARIABLE_MAX} characters`);
    return value;
  });
}

/** The SMS for one event of one order in `locale`, or null when a variable it needs is missing (no code yet). */
export function renderOrderSms(
  event: OrderSmsEvent,
  facts: OrderSmsFacts,
  locale: Locale = DEFAULT_LOCALE,
): OrderSms | null {
  const template: SmsTemplate = orderSmsTemplates(locale)[event];
  const all: Record<VariablesOf<OrderSmsEvent>, string | null> = {
    order: facts.order,
    amount: facts.amount != null ? formatINR(facts.amount) : null,
    code: facts.code ?? null,
    hours: String(POLICY.returns.reportWithinHours),
    minutes: facts.minutes != null ? String(facts.minutes) : null,
  };
  const values: Record<string, string> = {};
  for (const name of template.variables as readonly VariablesOf<OrderSmsEvent>[]) {
    const value = all[name];
    if (!value) return null;
    values[name] = value;
  }
  return {
    templateId: template.templateId,
    dltTemplateId: template.dltTemplateId,
    values,
    text: fillSmsTemplate(template, values),
  };
}

/** How many SMS one order may send in all (a redelivery's code and refunds included). */
export const SMS_PER_ORDER_MAX = LIMITS.smsPerOrderMax;

/**
 * Whether one more SMS may go for an order that has sent `sent` so far. The delivery code is
 * what a customer cannot do without, so the last slot is kept for it: other events stop one
 * short of the cap.
 */
export function smsAllowed(sent: number, event: OrderSmsEvent): boolean {
  return sent + 1 <= smsCounterMax(event);
}

/** The bound of the order's SMS counter for `event` (the atomic increment's `max`). */
export const smsCounterMax = (event: OrderSmsEvent): number =>
  event === 'out_for_delivery' ? SMS_PER_ORDER_MAX : SMS_PER_ORDER_MAX - 1;

/** What the platform knows about how to reach a customer (Appwrite's user, their devices). */
export interface CustomerContact {
  email?: string | null;
  phone?: string | null;
  phoneVerification?: boolean | null;
  /** Web Push subscriptions of the user that want this kind of message (none yet: issue 35 §3). */
  pushDevices?: number | null;
}

export type OrderMessageChannel = 'push' | 'sms' | 'email';

/**
 * The channels an order message goes by (issue 35 §4): push where the customer has a device
 * subscribed, else an SMS to a verified mobile; and an e-mail where they have an address. A number
 * never verified is not theirs for sure, so it gets nothing (the delivery code would go to a
 * stranger). Every customer who signed in at all has one of the two: an e-mail or a verified phone.
 */
export function orderMessageChannels(contact: CustomerContact): OrderMessageChannel[] {
  const channels: OrderMessageChannel[] = [];
  if ((contact.pushDevices ?? 0) > 0) channels.push('push');
  else if (contact.phone && contact.phoneVerification) channels.push('sms');
  if (contact.email) channels.push('email');
  return channels;
}
