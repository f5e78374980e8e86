// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import * as api from '../api/orders-api';
import { startPayment } from '../api/start-payment';
import { PaymentStatusPage } from './PaymentStatusPage';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';

// The page reads the order, then its events: in the full unit run on two busy cores that can take
// longer than Testing Library's 1 s default (seen failing there, never alone).
const SLOW = { timeout: 5_000 };

vi.mock('../api/orders-api', () => ({
  getOrder: vi.fn(),
  paymentStatus: vi.fn(async () => ({})),
  listOrderEvents: vi.fn(async () => []),
  listOrderItems: vi.fn(async () => []),
  cancelOrder: vi.fn(),
}));
vi.mock('../api/start-payment', () => ({ startPayment: vi.fn(async () => undefined) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const order = (over: Partial<OrdersRow>) =>
  ({
    $id: 'o1',
    status: 'placed',
    payment_status: 'pending',
    total: 120,
    rx_status: 'not_required',
    ...over,
  }) as OrdersRow;
const render = (route = '/payment/status/o1') =>
  renderWithShellProviders(<PaymentStatusPage />, {
    route,
    path: '/payment/status/:transactionId',
  });

describe('PaymentStatusPage', () => {
  it('while the order is read, shows a skeleton shaped like the status page', async () => {
    vi.mocked(api.getOrder).mockReturnValue(new Promise(() => {}));
    const { getByRole, getByTestId } = render();
    expect(getByRole('status', { name: 'Checking payment' })).toBeTruthy();
    const shapes = getByTestId('payment-status-skeleton').querySelectorAll('.MuiSkeleton-root');
    expect([...shapes].map((shape) => /MuiSkeleton-(circular|text|rounded)/.exec(shape.className)?.[1])).toEqual([
      'circular',
      'text',
      'text',
      'text',
      'rounded',
    ]);
  });

  it('polls until the order is paid, then offers the order', async () => {
    vi.mocked(api.getOrder)
      .mockResolvedValueOnce(order({}))
      .mockResolvedValue(order({ payment_status: 'paid' }));
    // Sent back by the gateway (return_url ?returned=1): the webhook may still be on its way.
    const { findByRole, getByRole } = render('/payment/status/o1?returned=1');
    expect(await findByRole('heading', { name: 'Confirming your payment…' }, SLOW)).toBeTruthy();
    expect(await findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeTruthy();
    expect(getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/o1');
    expect(vi.mocked(api.getOrder)).toHaveBeenCalledWith('o1');
  });

  it('a failed payment offers a retry that starts a new payment', async () => {
    vi.mocked(api.getOrder).mockResolvedValue(order({ status: 'payment_failed', payment_status: 'failed' }));
    const { findByRole } = render();
    expect(await findByRole('heading', { name: 'Payment failed' }, SLOW)).toBeTruthy();
    fireEvent.click(await findByRole('button', { name: 'Retry payment' }, SLOW));
    await waitFor(() => expect(startPayment).toHaveBeenCalledWith('o1'));
  });

  it('an expired session sends the customer back to the cart, without a retry', async () => {
    vi.mocked(api.getOrder).mockResolvedValue(order({ status: 'expired', payment_status: 'failed' }));
    const { findByRole, queryByRole, getByText } = render();
    expect(await findByRole('heading', { name: 'Payment session expired' }, SLOW)).toBeTruthy();
    expect(queryByRole('button', { name: 'Retry payment' })).toBeNull();
    expect(getByText('No money was taken. Please place the order again from your cart.')).toBeTruthy();
  });

  it('Back from the gateway (no return marker): "Awaiting payment" with the hold, Pay now and Cancel (issue 40 §1)', async () => {
    const expires = new Date(Date.now() + 14.5 * 60_000).toISOString();
    vi.mocked(api.getOrder).mockResolvedValue(order({ order_number: 'IMG-1', payment_expires_at: expires }));
    const { findByRole, getByTestId, getByRole } = render();
    expect(await findByRole('heading', { name: 'Awaiting payment' }, SLOW)).toBeTruthy();
    expect(getByTestId('hold-remaining').textContent).toContain('14 min left');
    expect(getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    fireEvent.click(getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(startPayment).toHaveBeenCalledWith('o1'));
  });

  it('a cancel at the gateway reads "Payment cancelled", not "Payment failed"', async () => {
    vi.mocked(api.getOrder).mockResolvedValue(order({ status: 'payment_failed', payment_status: 'failed' }));
    vi.mocked(api.listOrderEvents).mockResolvedValue([{ type: 'placed' }, { type: 'payment_dropped' }] as never);
    const { findByRole, queryByRole } = render();
    expect(await findByRole('heading', { name: 'Payment cancelled' }, SLOW)).toBeTruthy();
    expect(queryByRole('heading', { name: 'Payment failed' })).toBeNull();
    expect(await findByRole('button', { name: 'Retry payment' }, SLOW)).toBeTruthy();
  });

  it('a paid order names its number and when it should arrive', async () => {
    vi.mocked(api.getOrder).mockResolvedValue(
      order({ payment_status: 'paid', order_number: 'IMG-2612-0042', delivery_mode: 'standard' }),
    );
    const { findByRole, getByTestId } = render('/payment/status/o1?returned=1');
    expect(await findByRole('heading', { name: 'Payment successful' }, SLOW)).toBeTruthy();
    expect(getByTestId('paid-order-number').textContent).toBe('Order IMG-2612-0042');
    expect(getByTestId('paid-eta').textContent).toBe('Expected delivery: 45-60 min after confirmation');
  });
});
