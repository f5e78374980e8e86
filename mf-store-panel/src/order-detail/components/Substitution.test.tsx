// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { SubstituteDialog } from './Substitution';
import { ORDER_EN } from '../../i18n/order-catalogue';

// The dialog's reads (the catalogue's same-salt products and this store's batches) and the
// proposal go through order-detail's API module: stood in here, order-state is the SDK tests'.
const proposeSubstitute = vi.fn();
vi.mock('../api/order-detail', () => {
  const product = (id: string, extra: Record<string, unknown> = {}) => ({
    $id: id,
    name: id,
    salt_composition: 'Azithromycin',
    strength: '500 mg',
    dosage_form: 'Tablet',
    schedule: 'none',
    rx_required: false,
    is_active: true,
    ...extra,
  });
  return {
    listSubstituteProducts: async () => ({
      original: product('azee'),
      products: [product('azee'), product('azithral', { schedule: 'H', rx_required: true }), product('aziwok')],
    }),
    listPricedBatches: async () =>
      ['azithral', 'aziwok'].map((id) => ({
        $id: `b-${id}`,
        product_id: id,
        batch: 'B1',
        expiry: '2030-01-01T00:00:00.000Z',
        stock: 50,
        selling_price: 20,
        mrp: 40,
      })),
    proposeSubstitute: (...args: unknown[]) => proposeSubstitute(...args),
  };
});

const item = { $id: 'i1', product_id: 'azee', product_name: 'Azee 500', quantity: 1, unit_price: 30 } as OrderItemsRow;

afterEach(() => {
  cleanup();
  proposeSubstitute.mockReset();
});

const dialog = (isPharmacist: boolean) =>
  renderWithShellProviders(
    <SubstituteDialog orderId="o1" storeId="s1" item={item} isPharmacist={isPharmacist} onClose={() => {}} />,
  );

describe('SubstituteDialog (issue 33 §7: Rx-only actions say so before Send)', () => {
  it('a prescription substitute picked by someone who is not the pharmacist: Send is off and says to ask them', async () => {
    const view = dialog(false);
    fireEvent.click(await view.findByRole('radio', { name: /^azithral/ }));
    expect(view.getByTestId('ask-pharmacist').textContent).toBe(ORDER_EN('substitute.askPharmacist'));
    expect((view.getByRole('button', { name: 'Send to customer' }) as HTMLButtonElement).disabled).toBe(true);
    // An OTC substitute they may offer.
    fireEvent.click(view.getByRole('radio', { name: /^aziwok/ }));
    expect(view.queryByTestId('ask-pharmacist')).toBeNull();
    expect((view.getByRole('button', { name: 'Send to customer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the pharmacist may send the prescription substitute', async () => {
    proposeSubstitute.mockResolvedValue({ order: { $id: 'o1' } });
    const view = dialog(true);
    fireEvent.click(await view.findByRole('radio', { name: /^azithral/ }));
    expect(view.queryByTestId('ask-pharmacist')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Send to customer' }));
    await waitFor(() => expect(proposeSubstitute).toHaveBeenCalledWith('o1', 'i1', 'azithral'));
  });
});
