// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import type { RatingInput } from '@instamg/shared/domain/store-rating';
import * as api from '../api/ratings-api';
import { RateOrder } from './RateOrder';

vi.mock('../api/ratings-api', () => ({
  getMyRating: vi.fn(async () => null),
  rateOrder: vi.fn(async (_orderId: string, input: RatingInput) => ({
    $id: 'o1',
    ...input,
    rated_at: new Date().toISOString(),
    editable_until: new Date(Date.now() + 86_400_000).toISOString(),
    visibility: 'visible',
  })),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe('RateOrder', () => {
  it('asks for both ratings, sends them with the text, then shows the rating with Change rating', async () => {
    const page = renderWithShellProviders(<RateOrder orderId="o1" deliveredAt={hoursAgo(2)} />);
    expect(await page.findByRole('heading', { name: 'Rate this order' })).toBeTruthy();
    const submit = page.getByRole('button', { name: 'Submit rating' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Each question is a fieldset named by its legend; its stars are radios (keyboard: arrows).
    fireEvent.click(within(page.getByRole('group', { name: 'The pharmacy' })).getByLabelText('4 Stars'));
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(page.getByRole('group', { name: 'The delivery' })).getByLabelText('5 Stars'));
    fireEvent.change(page.getByLabelText('Tell others about it (optional)'), { target: { value: ' On time ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.rateOrder).toHaveBeenCalledWith('o1', { store_rating: 4, delivery_rating: 5, text: 'On time' }),
    );
    expect(await page.findByRole('heading', { name: 'Your rating' })).toBeTruthy();
    expect(page.getByTestId('my-rating').textContent).toContain('Pharmacy: 4 of 5 stars (Very good)');
    expect(page.getByRole('button', { name: 'Change rating' })).toBeTruthy();
  });

  it('shows nothing once 7 days have passed without a rating', async () => {
    const page = renderWithShellProviders(<RateOrder orderId="o1" deliveredAt={hoursAgo(8 * 24)} />);
    await waitFor(() => expect(api.getMyRating).toHaveBeenCalled());
    await waitFor(() => expect(page.queryByRole('heading', { name: 'Rate this order' })).toBeNull());
    expect(page.queryByRole('button', { name: /rating/ })).toBeNull();
  });

  it('keeps a rating given in time readable after the window, without Change rating, and says when it is hidden', async () => {
    vi.mocked(api.getMyRating).mockResolvedValueOnce({
      $id: 'o1',
      store_rating: 2,
      delivery_rating: 3,
      text: 'Late',
      rated_at: hoursAgo(8 * 24),
      editable_until: hoursAgo(24),
      visibility: 'hidden',
    });
    const page = renderWithShellProviders(<RateOrder orderId="o1" deliveredAt={hoursAgo(8 * 24)} />);
    expect(await page.findByRole('heading', { name: 'Your rating' })).toBeTruthy();
    expect(page.getByText('“Late”')).toBeTruthy();
    expect(page.getByText(/moderators have hidden this rating/)).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Change rating' })).toBeNull();
  });
});
