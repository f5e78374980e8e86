// "Notify me" beyond e-mail (issue 35 §4): a restock reaches the customer on the channels an order
// message would (orderMessageChannels: push where subscribed, else SMS to a verified mobile, plus
// e-mail). The SMS and the push name the pharmacy, never the medicine — both can show on a locked
// phone — and the push opens the product; the e-mail (lib/stores/stock-alerts.ts) names it.
import { PRODUCT_NAME } from '../constants';
import { SMS_VARIABLE_MAX, fillSmsTemplate, type SmsTemplate } from './order-sms';
import type { PushMessage } from './web-push';

export const RESTOCK_SMS_TEMPLATE: SmsTemplate<'store'> = {
  templateId: 'instamg_restock_v1',
  dltTemplateId: null,
  text: `${PRODUCT_NAME}: A medicine you asked about is back in stock at {#store#}. Open the app to order it before it runs out.`,
  variables: ['store'],
};

/** The restock SMS for a store (its name cut to the template's variable length). */
export function restockSms(storeName: string): string {
  return fillSmsTemplate(RESTOCK_SMS_TEMPLATE, {
    store: storeName.trim().slice(0, SMS_VARIABLE_MAX) || 'your pharmacy',
  });
}

/** The restock push: normal urgency, kept a day, opening the product's page. */
export function restockPush(productId: string, storeName: string): PushMessage {
  return {
    urgency: 'normal',
    ttl: 24 * 3600,
    payload: {
      title: 'Back in stock',
      body: `A medicine you asked about is back in stock at ${storeName}.`,
      url: `/product/${encodeURIComponent(productId)}`,
      tag: `restock:${productId}`,
    },
  };
}
