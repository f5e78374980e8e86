// The prescription-photo request's status table against the rest of the contract: the schema's
// enum, the cancel rule the function checks, the notices the customer gets and the store's tabs.
import { describe, expect, it } from 'vitest';
import { RX_REQUESTS_STATE } from '../appwrite/rows';
import { DECLINE_REASONS_HI } from './rx-request';
import { customerMayCancel } from './rx-request';
import {
  RX_NOTICE_STATUSES,
  RX_REQUEST_STATUSES,
  RX_REQUEST_STATUS_MEANINGS,
  RX_REQUEST_TAB_LABELS,
  rxRequestNoticeOf,
  rxRequestTabStates,
  rxRequestNoticeText,
} from './rx-request-status';

describe('rx request status table', () => {
  it('has exactly one row per schema state', () => {
    expect(Object.keys(RX_REQUEST_STATUS_MEANINGS).sort()).toEqual([...RX_REQUESTS_STATE].sort());
    expect(RX_REQUEST_STATUSES).toBe(RX_REQUESTS_STATE);
  });

  it('the customer may cancel only while it is being routed or read, and those are the waiting tab', () => {
    const cancellable = RX_REQUEST_STATUSES.filter((s) => customerMayCancel(s));
    expect(cancellable.sort()).toEqual(['reading', 'routing']);
    for (const s of RX_REQUEST_STATUSES) {
      const row = RX_REQUEST_STATUS_MEANINGS[s];
      expect(row.tab === 'waiting', s).toBe(row.customerMayCancel);
      // Cancellable means still open; closed states are never cancellable.
      if (row.customerMayCancel) expect(row.open, s).toBe(true);
    }
  });

  it('only a priced cart, a decline and an unserved request tell the customer, each under its own key', () => {
    expect([...RX_NOTICE_STATUSES].sort()).toEqual(['declined', 'priced', 'unserved']);
    for (const s of RX_NOTICE_STATUSES) expect(rxRequestNoticeOf(s)).toBe(s);
    for (const s of ['routing', 'reading', 'ordered', 'cancelled', 'nonsense']) expect(rxRequestNoticeOf(s)).toBeNull();
  });

  it('labels are written for every state, and differ between the customer and the store where they should', () => {
    for (const s of RX_REQUEST_STATUSES) {
      expect(RX_REQUEST_STATUS_MEANINGS[s].customerLabel.trim().length, s).toBeGreaterThan(0);
      expect(RX_REQUEST_STATUS_MEANINGS[s].storeLabel.trim().length, s).toBeGreaterThan(0);
      expect(RX_REQUEST_STATUS_MEANINGS[s].customerMessage.trim().length, s).toBeGreaterThan(0);
    }
    expect(RX_REQUEST_STATUS_MEANINGS.reading.customerLabel).toBe('Being read by a pharmacist');
    // A decline without a recorded reason still tells the way on.
    expect(RX_REQUEST_STATUS_MEANINGS.declined.customerMessage).toContain('upload a new prescription');
  });

  it('each queue tab lists its own states and the two tabs cover every state once', () => {
    const waiting = rxRequestTabStates('waiting');
    const done = rxRequestTabStates('done');
    expect(waiting).toEqual(['routing', 'reading']);
    expect([...waiting, ...done].sort()).toEqual([...RX_REQUEST_STATUSES].sort());
    expect(Object.keys(RX_REQUEST_TAB_LABELS).sort()).toEqual(['done', 'waiting']);
  });

  it('a decline notice carries the reason and the way on; an empty store name reads as “The pharmacy”', () => {
    const text = rxRequestNoticeText('declined', { store: '  ', reason: 'We could not read the prescription.' });
    expect(text.body).toBe(
      'The pharmacy could not prepare an order from your prescription. We could not read the prescription. You can upload a new prescription.',
    );
    expect(rxRequestNoticeText('priced', { store: 'Apollo Indiranagar' }).body).toMatch(/^Apollo Indiranagar has read/);
  });

  it('speaks Hindi to a customer whose language is hi-IN: every notice, the store name as written, the reason inside', () => {
    for (const notice of ['priced', 'declined', 'unserved'] as const) {
      const text = rxRequestNoticeText(notice, { store: 'Apollo' }, 'hi-IN');
      expect(text.subject, notice).toMatch(/[\u0900-\u097F]/);
      expect(text.body, notice).toMatch(/[\u0900-\u097F]/);
      expect(text.subject).not.toBe(rxRequestNoticeText(notice, { store: 'Apollo' }).subject);
    }
    expect(rxRequestNoticeText('priced', { store: 'Apollo Indiranagar' }, 'hi-IN').body).toMatch(
      /^Apollo Indiranagar ने/,
    );
    expect(
      rxRequestNoticeText('declined', { store: null, reason: DECLINE_REASONS_HI.not_in_stock }, 'hi-IN').body,
    ).toBe(
      'फ़ार्मेसी से आपके प्रिस्क्रिप्शन पर ऑर्डर तैयार नहीं हो सका। फ़ार्मेसी के स्टॉक में ये दवाइयाँ नहीं हैं। आप नया प्रिस्क्रिप्शन अपलोड कर सकते हैं।',
    );
  });
});
