// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { getCartStore } from '../api/cart-store';
import { CartPage } from './CartPage';

vi.mock('../api/orders-api', () => ({
  storeBatches: vi.fn(async () => []),
  currentUserId: vi.fn(async () => 'u1'),
  listMyOrders: vi.fn(async () => []),
}));

afterEach(() => {
  cleanup();
  act(() => getCartStore().getState().clear());
});

const dolo = { medicine_id: 'dolo', price: 30.5, name: 'Dolo 650 Tablet', mrp: 34, pack_size: '15 tablets' };
const azee = { medicine_id: 'azee', price: 100, name: 'Azee 500', mrp: 100, schedule: 'H', rx_required: true };

describe('CartPage', () => {
  it('shows lines, per-line and total amounts, savings, Rx lines and the fee rule', () => {
    act(() => {
      getCartStore().getState().add(dolo, 2);
      getCartStore().getState().add(azee);
    });
    const { getByRole, getAllByTestId, getByTestId, getByText } = renderWithShellProviders(<CartPage />);
    expect(getAllByTestId('cart-line')).toHaveLength(2);
    expect(getAllByTestId('line-total').map((e) => e.textContent)).toEqual(['₹61', '₹100']);
    expect(getByTestId('cart-total').textContent).toBe('₹161');
    expect(getByText('Items (3)')).toBeTruthy();
    expect(getByText('Savings against MRP').nextSibling?.textContent).toBe('−₹7');
    expect(getByRole('listitem', { name: 'Azee 500' }).textContent).toContain('Prescription needed');
    expect(getByRole('listitem', { name: 'Dolo 650 Tablet' }).textContent).not.toContain('Prescription needed');
    expect(getByText(/^Free delivery on orders of ₹499 or more/)).toBeTruthy();
    expect(getByText('Add ₹338 more for free delivery.')).toBeTruthy();
  });

  it('changes quantities through the store, saving and announcing each change, down to the empty state', () => {
    act(() => getCartStore().getState().add(dolo));
    const counts: number[] = [];
    const listener = (e: Event) => counts.push((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener('cart-updated', listener);
    const { getByRole, getByText } = renderWithShellProviders(<CartPage />);
    fireEvent.click(getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    expect(getByRole('paragraph', { name: 'Quantity of Dolo 650 Tablet' }).textContent).toBe('2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)[0].quantity).toBe(2);
    fireEvent.click(getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }));
    fireEvent.click(getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }));
    expect(getByText('Your cart is empty')).toBeTruthy();
    expect(counts).toEqual([2, 1, 0]);
    window.removeEventListener('cart-updated', listener);
  });
});
