import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';

export interface BreachNoticeSent {
  sent_to: number;
  unknown: number;
  message_ids: string[];
}

/** Sends the breach notice (privacy-requests `breach_notice`: admins only, e-mail and SMS, audited). */
export function sendBreachNotice(body: { user_ids: string[]; subject: string; message: string }) {
  return callFunction<BreachNoticeSent>(FUNCTIONS.privacyRequests, { action: 'breach_notice', ...body });
}
