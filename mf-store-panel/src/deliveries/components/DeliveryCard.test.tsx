// @vitest-environment happy-dom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import type { Delivery } from '../api/deliveries';
import { DeliveryCard } from './DeliveryCard';

const base = {
  $id: 'o1',
  $createdAt: '2026-01-01T10:00:00.000Z',
  $updatedAt: '2026-01-01T10:00:00.000Z',
  $permissions: [],
  $sequence: 1,
  $tableId: 'order_deliveries',
  $databaseId: 'instamg',
  order_id: 'o1',
  store_id: 's1',
  order_number: 'IMG-2026-000001',
  order_status: 'ready_for_pickup',
  rider_id: 'r1',
  rider_first_name: 'Ravi',
  rider_phone_masked: '+91 ••••••1234',
  assigned_at: new Date().toISOString(),
  item_count: 2,
  address: '12 Janpath, New Delhi, 110001',
  recipient_first_name: 'Asha',
  recipient_phone_masked: '+91 ••••••5678',
  cod_amount_paise: 41920,
  destination_latitude: 28.6,
  destination_longitude: 77.2,
  rider_latitude: null,
  rider_longitude: null,
  rider_located_at: null,
  rider_speed_kmh: null,
  eta_minutes: null,
  promised_by: null,
} as unknown as Delivery;

afterEach(cleanup);

const card = (delivery: Delivery, asRider = true) => {
  const onStep = vi.fn();
  const view = renderWithShellProviders(
    <DeliveryCard delivery={delivery} asRider={asRider} busy={false} error={null} onStep={onStep} />,
  );
  return { view, onStep };
};

describe('DeliveryCard (issue 38: the rider’s phone)', () => {
  it('shows only what delivery needs: address, items, first name, masked phone, the cash to collect, directions', () => {
    const { view, onStep } = card(base);
    expect(view.getByText('12 Janpath, New Delhi, 110001')).toBeTruthy();
    expect(view.getByText(/2 items · for Asha · \+91 ••••••5678/)).toBeTruthy();
    expect(view.getByTestId('delivery-cod').textContent).toBe('Collect ₹419.20 in cash');
    expect(view.getByRole('link', { name: 'Directions' }).getAttribute('href')).toContain('destination=28.6%2C77.2');
    fireEvent.click(view.getByRole('button', { name: 'Picked up — start delivery' }));
    expect(onStep).toHaveBeenCalledWith('out_for_delivery');
  });

  it('out for delivery: Delivered waits for the 4-digit code; a failure needs what happened', () => {
    const { view, onStep } = card({ ...base, order_status: 'out_for_delivery' });
    const delivered = view.getByRole('button', { name: 'Delivered' }) as HTMLButtonElement;
    expect(delivered.disabled).toBe(true);
    fireEvent.change(view.getByLabelText("Customer's delivery code"), { target: { value: '12a34' } });
    expect(delivered.disabled).toBe(false);
    fireEvent.click(delivered);
    expect(onStep).toHaveBeenCalledWith('delivered', { delivery_code: '1234' });
    fireEvent.click(view.getByRole('button', { name: 'Could not deliver' }));
    fireEvent.change(view.getByLabelText('What you did'), { target: { value: 'Rang the bell twice' } });
    fireEvent.click(view.getByRole('button', { name: 'Mark delivery failed' }));
    expect(onStep).toHaveBeenLastCalledWith('delivery_failed', {
      reason: 'unreachable',
      note: 'Rang the bell twice',
      call_attempts: 1,
    });
  });

  it('the store’s view: the rider and ETA, flags, no steps', () => {
    const { view } = card(
      {
        ...base,
        order_status: 'out_for_delivery',
        eta_minutes: 7,
        promised_by: '2026-01-01T10:00:00.000Z',
        // Assigned and out before its last position (the flags take the latest of the three).
        assigned_at: '2026-01-01T09:30:00.000Z',
        out_at: '2026-01-01T09:40:00.000Z',
        rider_located_at: '2026-01-01T10:00:00.000Z',
      },
      false,
    );
    expect(view.getByTestId('delivery-rider').textContent).toBe('Rider: Ravi · about 7 min away');
    expect(view.getByTestId('delivery-flag-late')).toBeTruthy();
    expect(view.getByTestId('delivery-flag-stalled')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Delivered' })).toBeNull();
  });
  it('a delivery partner’s booking: the partner, where the booking is, its rider and the tracking link', () => {
    const partner = {
      ...base,
      rider_id: 'partner:porter',
      rider_first_name: 'Porter',
      rider_phone_masked: null,
      cod_amount_paise: 0,
      partner: 'porter',
      partner_status: 'booked',
      partner_tracking_url: 'https://porter.test/track/CRN1',
      partner_vehicle: null,
    } as unknown as Delivery;
    const booked = card(partner, false).view;
    expect(booked.getByTestId('partner-status').textContent).toBe('Looking for a rider');
    expect(booked.queryByTestId('partner-rider')).toBeNull();
    expect(booked.getByRole('link', { name: 'Track on Porter' }).getAttribute('href')).toBe(
      'https://porter.test/track/CRN1',
    );
    cleanup();
    const allotted = card(
      {
        ...partner,
        partner_status: 'allotted',
        rider_first_name: 'Imran',
        rider_phone_masked: '+91 ••••••4321',
        partner_vehicle: 'MH12CD5678',
      } as Delivery,
      false,
    ).view;
    expect(allotted.getByTestId('partner-rider').textContent).toBe('Rider Imran · +91 ••••••4321 · MH12CD5678');
    cleanup();
    const done = card({ ...partner, partner_status: 'delivered' } as Delivery, false).view;
    expect(done.queryByTestId('partner-tracking')).toBeNull();
  });
});
