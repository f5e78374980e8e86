import { describe, expect, it } from 'vitest';
import { refundTotals, refundedText } from './order-money';

describe('order refund figures (issue 31 §2)', () => {
  it('a cancel after a failed delivery with the ₹25 fee kept says ₹76.66, not the ₹101.66 total', () => {
    const t = refundTotals([{ amount: 76.66, status: 'refunded' }]);
    expect(t).toEqual({ refunded_paise: 7666, pending_paise: 0 });
    expect(refundedText(t)).toBe('₹76.66 refunded');
  });
  it('adds partial refunds; a pending one is said apart; a failed one is not money back', () => {
    const t = refundTotals([
      { amount: 28.17, status: 'refunded' },
      { amount: 10, status: 'refunded' },
      { amount: 5.5, status: 'pending' },
      { amount: 99, status: 'failed' },
    ]);
    expect(t).toEqual({ refunded_paise: 3817, pending_paise: 550 });
    expect(refundedText(t)).toBe('₹38.17 refunded, ₹5.50 refund pending');
    expect(refundedText(refundTotals([]))).toBeNull();
  });
});
