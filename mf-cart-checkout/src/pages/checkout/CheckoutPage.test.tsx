// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { getCartStore } from '../../api/cart-store';
import * as api from '../../api/orders-api';
import { CheckoutPage } from './CheckoutPage';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';

vi.mock('../../api/orders-api', () => ({
  currentUserId: vi.fn(async () => 'u1'),
  listMyPrescriptions: vi.fn(async () => []),
  prescriptionValidityMonths: vi.fn(async () => 6),
  quoteOrder: vi.fn(),
  placeOrder: vi.fn(),
}));
// The saved addresses come through the shared reader (@instamg/shared/api/saved-addresses).
vi.mock('@instamg/shared/appwrite/client', () => ({
  getAppwrite: () => ({
    tablesDB: {
      listRows: vi.fn(async () => ({
        total: 1,
        rows: [
          {
            $id: 'home',
            name: 'Home',
            address_line1: '12 Janpath',
            city: 'New Delhi',
            state: 'Delhi',
            postal_code: '110001',
            latitude: 28.63,
            longitude: 77.21,
            is_default: true,
            user_id: 'u1',
          },
        ],
      })),
    },
  }),
}));
vi.mock('../../api/start-payment', () => ({ startPayment: vi.fn(async () => undefined) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  act(() => getCartStore().getState().clear());
});

const quote = (over: Partial<api.OrderQuote> = {}): api.OrderQuote => ({
  store: { id: 'store-a', name: 'Test Pharmacy A', distance_km: 0.3 },
  delivery_mode: 'standard',
  lines: [
    {
      product_id: 'dolo',
      name: 'Dolo 650 Tablet',
      pack_size: '15 tablets',
      quantity: 2,
      rx_required: false,
      unit_price: 27.45,
      mrp: 30,
      gst_rate: 12,
      line_total: 54.9,
      mrp_total: 60,
      saving: 5.1,
      gst_amount: 5.88,
    },
  ],
  unavailable: [],
  amounts: {
    item_count: 2,
    items_mrp_total: 60,
    items_total: 54.9,
    discount: 5.1,
    delivery_fee: 25,
    gst_total: 9.69,
    total: 79.9,
  },
  gst: { included: true, items: 5.88, delivery: 3.81, delivery_rate: 18 },
  prescription_required_for: [],
  placeable: true,
  ...over,
});

/** A quote the test answers when it wants to, to see the page while it waits. */
function pendingQuote() {
  let answer!: (q: api.OrderQuote) => void;
  vi.mocked(api.quoteOrder).mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  );
  return (q: api.OrderQuote) => act(() => answer(q));
}

const render = () => {
  // The cart's own price (₹1) is stale on purpose: the summary must show the server's.
  act(() => getCartStore().getState().add({ medicine_id: 'dolo', price: 1, name: 'Dolo 650 Tablet' }, 2));
  return renderWithShellProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
};

describe('CheckoutPage price summary', () => {
  it('shows a skeleton while quoting, then the server’s lines, fee, GST and total', async () => {
    const answer = pendingQuote();
    const page = render();
    expect(await page.findByTestId('quote-loading')).toBeTruthy();
    expect((page.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.quoteOrder).toHaveBeenCalledWith({
      items: [{ product_id: 'dolo', quantity: 2 }],
      address_id: 'home',
      store_id: null,
      delivery_mode: 'standard',
      slot: null,
    });

    answer(quote());
    const summary = within(await page.findByTestId('quote'));
    expect(summary.getByText('Dolo 650 Tablet × 2')).toBeTruthy();
    expect(page.getByTestId('quote-total').textContent).toBe('₹79.90');
    expect(page.getByTestId('quote-delivery-fee').textContent).toBe('₹25');
    expect(page.getByTestId('quote-discount').textContent).toBe('−₹5.10');
    expect(summary.getByText(/Prices include GST/).textContent).toBe(
      'Prices include GST: ₹5.88 on items and ₹3.81 on delivery (18%).',
    );
    expect(page.queryByTestId('quote-loading')).toBeNull();
    expect((page.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('re-quotes when the delivery mode changes', async () => {
    vi.mocked(api.quoteOrder).mockResolvedValueOnce(quote());
    const page = render();
    await page.findByTestId('quote');
    const answer = pendingQuote();
    fireEvent.click(page.getByRole('radio', { name: /^Express:/ }));
    expect(await page.findByTestId('quote-loading')).toBeTruthy();
    expect(vi.mocked(api.quoteOrder).mock.lastCall![0]).toMatchObject({ delivery_mode: 'express' });
    answer(quote({ delivery_mode: 'express', amounts: { ...quote().amounts, delivery_fee: 55, total: 109.9 } }));
    await waitFor(() => expect(page.getByTestId('quote-total').textContent).toBe('₹109.90'));
  });

  it('names the lines the store cannot supply and does not let the order be placed', async () => {
    vi.mocked(api.quoteOrder).mockResolvedValue(
      quote({ unavailable: [{ product_id: 'azee', name: 'Azee 500', quantity: 1 }], placeable: false }),
    );
    const page = render();
    expect((await page.findByTestId('quote-unavailable')).textContent).toBe(
      'Azee 500 is not available at Test Pharmacy A right now. Remove it from your cart or choose another store.',
    );
    expect((page.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal instead of a total', async () => {
    vi.mocked(api.quoteOrder).mockRejectedValue(
      new Error('Express delivery is not available for this address. Please choose standard or scheduled delivery.'),
    );
    const page = render();
    expect((await page.findByTestId('quote-error')).textContent).toBe(
      'Express delivery is not available for this address. Please choose standard or scheduled delivery.',
    );
    expect(page.queryByTestId('quote-total')).toBeNull();
  });

  it('places exactly the quoted body, with the quoted total', async () => {
    vi.mocked(api.quoteOrder).mockResolvedValue(quote());
    vi.mocked(api.placeOrder).mockResolvedValue({ order: { $id: 'o1' } as OrdersRow, items: [] });
    const page = render();
    await page.findByTestId('quote');
    fireEvent.click(page.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() =>
      expect(api.placeOrder).toHaveBeenCalledWith({
        items: [{ product_id: 'dolo', quantity: 2 }],
        address_id: 'home',
        store_id: null,
        delivery_mode: 'standard',
        slot: null,
        prescription_id: null,
        client_total: 79.9,
        payment_method: 'online',
      }),
    );
  });

  it('applies a coupon only through the quote, and places cash on delivery when the quote offers it', async () => {
    const cod = { methods: ['online', 'cod'] as ('online' | 'cod')[], cod_available: true, cod_reason: null };
    vi.mocked(api.quoteOrder).mockImplementation(async (body) =>
      body.coupon_code === 'SAVE10'
        ? quote({
            amounts: { ...quote().amounts, coupon_discount: 5.49, total: 74.41 },
            coupon: { code: 'SAVE10', applied: true, discount: 5.49, description: null },
            payment: cod,
          })
        : quote({ payment: cod }),
    );
    vi.mocked(api.placeOrder).mockResolvedValue({
      order: { $id: 'o2', payment_method: 'cod' } as OrdersRow,
      items: [],
    });
    const page = render();
    await page.findByTestId('quote');
    expect(page.getByTestId('gateway-methods').textContent).toBe(
      'UPI, Credit or debit card, Net banking on the secure payment page',
    );
    fireEvent.change(page.getByLabelText('Coupon code'), { target: { value: ' save10 ' } });
    fireEvent.click(page.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page.getByTestId('quote-total').textContent).toBe('₹74.41'));
    expect(vi.mocked(api.quoteOrder).mock.lastCall![0]).toMatchObject({ coupon_code: 'SAVE10' });
    expect(page.getByTestId('quote-coupon').textContent).toBe('−₹5.49');
    expect(page.getByTestId('coupon-applied').textContent).toBe('Coupon SAVE10 applied: you save ₹5.49.');

    fireEvent.click(page.getByRole('radio', { name: /^Cash on delivery/ }));
    fireEvent.click(page.getByRole('button', { name: 'Place order (cash on delivery)' }));
    await waitFor(() =>
      expect(api.placeOrder).toHaveBeenCalledWith(
        expect.objectContaining({ coupon_code: 'SAVE10', payment_method: 'cod', client_total: 74.41 }),
      ),
    );
  });

  it('shows a refused coupon with the server’s reason and blocks placement until it is removed', async () => {
    vi.mocked(api.quoteOrder).mockImplementation(async (body) =>
      quote(
        body.coupon_code
          ? {
              coupon: {
                code: 'OLD10',
                applied: false,
                error_code: 'coupon_expired',
                message: 'This coupon has expired.',
              },
              payment: {
                methods: ['online'],
                cod_available: false,
                cod_reason: 'Cash on delivery is not available right now.',
              },
            }
          : {},
      ),
    );
    const page = render();
    await page.findByTestId('quote');
    fireEvent.change(page.getByLabelText('Coupon code'), { target: { value: 'OLD10' } });
    fireEvent.click(page.getByRole('button', { name: 'Apply' }));
    expect((await page.findByTestId('coupon-refused')).textContent).toBe(
      'This coupon has expired. Edit the code or remove it to continue.',
    );
    expect((page.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect((page.getByRole('radio', { name: /^Cash on delivery/ }) as HTMLInputElement).disabled).toBe(true);
    expect(page.getByText('Cash on delivery is not available right now.')).toBeTruthy();
    fireEvent.click(page.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect((page.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
