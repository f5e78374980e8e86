import { describe, expect, it } from 'vitest';
import {
  HINDI_SMS_SEGMENTS_MAX,
  ORDER_SMS_TEMPLATES,
  ORDER_SMS_TEMPLATES_HI,
  SMS_SEGMENT_CHARS,
  UNICODE_SEGMENT_CHARS,
} from './order-sms';
import { RX_REQUEST_SMS_TEMPLATES, RX_REQUEST_SMS_TEMPLATES_HI, rxRequestSmsText } from './rx-request-sms';
import type { RxRequestNotice } from './rx-request-status';

const NOTICES: readonly RxRequestNotice[] = ['priced', 'declined', 'unserved'];

describe('prescription-request SMS', () => {
  it('has one English and one Hindi text per notice, in the customer’s language', () => {
    for (const notice of NOTICES) {
      expect(rxRequestSmsText(notice)).toBe(RX_REQUEST_SMS_TEMPLATES[notice].text);
      expect(rxRequestSmsText(notice, 'hi-IN')).toBe(RX_REQUEST_SMS_TEMPLATES_HI[notice].text);
      expect(rxRequestSmsText(notice, 'hi-IN')).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('fits one GSM-7 segment in English and the Hindi segment cap, with no variables to leak', () => {
    for (const notice of NOTICES) {
      const en = RX_REQUEST_SMS_TEMPLATES[notice];
      expect(en.text.length).toBeLessThanOrEqual(SMS_SEGMENT_CHARS);
      expect(en.text).toMatch(/^[\x20-\x7E]+$/);
      const hi = RX_REQUEST_SMS_TEMPLATES_HI[notice];
      expect(Math.ceil(hi.text.length / (UNICODE_SEGMENT_CHARS - 3))).toBeLessThanOrEqual(HINDI_SMS_SEGMENTS_MAX);
      for (const template of [en, hi]) {
        expect(template.variables).toEqual([]);
        expect(template.text).not.toMatch(/\{#/);
      }
    }
  });

  it('registers each text under its own template id, apart from the order SMS', () => {
    const ids = [
      ...Object.values(RX_REQUEST_SMS_TEMPLATES),
      ...Object.values(RX_REQUEST_SMS_TEMPLATES_HI),
      ...Object.values(ORDER_SMS_TEMPLATES),
      ...Object.values(ORDER_SMS_TEMPLATES_HI),
    ].map((template) => template.templateId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
