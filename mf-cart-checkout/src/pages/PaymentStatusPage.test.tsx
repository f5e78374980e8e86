// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import * as api from '../api/orders-api';
import { startPayment } from '../api/start-payment';
import { PaymentStatusPage } from './PaymentStatusPage';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';

vi.mock('../api/orders-api', () => ({ getOrder: vi.fn(), paymentStatus: vi.fn(async () => ({})) }));
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
const render = () =>
  renderWithShellProviders(<PaymentStatusPage />, {
    route: '/payment/status/o1',
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
    const { findByRole, getByRole } = render();
    expect(await findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(await findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeTruthy();
    expect(getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/o1');
    expect(vi.mocked(api.getOrder)).toHaveBeenCalledWith('o1');
  });

  it('a failed payment offers a retry that starts a new payment', async () => {
    vi.mocked(api.getOrder).mockResolvedValue(order({ status: 'payment_failed', payment_status: 'failed' }));
    const { findByRole } = render();
    expect(await findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    fireEvent.click(await findByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(startPayment).toHaveBeenCalledWith('o1'));
  });

  it('an expired session sends the customer back to the cart, without a retry', async () => {
    vi.mocked(api.getOrder).mockResolvedValue(order({ status: 'expired', payment_status: 'failed' }));
    const { findByRole, queryByRole, getByText } = render();
    expect(await findByRole('heading', { name: 'Payment session expired' })).toBeTruthy();
    expect(queryByRole('button', { name: 'Retry payment' })).toBeNull();
    expect(getByText('No money was taken. Please place the order again from your cart.')).toBeTruthy();
  });
});
