// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import * as api from '../api/orders-api';
import { ReportProblemDialog } from './ReportProblemDialog';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';

vi.mock('../api/orders-api', () => ({
  uploadProblemPhoto: vi.fn(async (_user: string, file: File) => `id-${file.name}`),
  reportProblem: vi.fn(async () => ({ order: {}, refund_request: {} })),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const photo = (name: string, type = 'image/jpeg', bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

const deliveredAt = new Date(Date.now() - 3600_000).toISOString();
const item = (id: string, productId: string, name: string, quantity = 2) =>
  ({ $id: id, product_id: productId, product_name: name, quantity }) as unknown as OrderItemsRow;
const items = [item('i1', 'dolo', 'Dolo 650 Tablet'), item('i2', 'cold', 'Insulin Pen', 1)];
const rules: api.ReturnRules = {
  products: { dolo: { medicinal: true }, cold: { medicinal: true, non_returnable: 'temperature_controlled' } },
  windows: { medicineHours: 24, nonMedicinalDays: 7 },
};

function render(onReported = vi.fn()) {
  const page = renderWithShellProviders(
    <ReportProblemDialog
      orderId="o1"
      userId="u1"
      items={items}
      deliveredAt={deliveredAt}
      rules={rules}
      open
      onClose={() => undefined}
      onReported={onReported}
    />,
  );
  const choose = (files: File[]) => fireEvent.change(page.getByLabelText('Problem photos'), { target: { files } });
  const send = () => page.getByRole('button', { name: 'Send report' }) as HTMLButtonElement;
  fireEvent.change(page.getByLabelText('What went wrong?'), { target: { value: 'The strip was crushed' } });
  fireEvent.click(page.getByLabelText('Return Dolo 650 Tablet'));
  fireEvent.change(page.getByLabelText('Quantity of Dolo 650 Tablet'), { target: { value: '1' } });
  fireEvent.change(page.getByLabelText('Why return Dolo 650 Tablet?'), { target: { value: 'damaged' } });
  return { page, choose, send, onReported };
}

describe('ReportProblemDialog', () => {
  it('a non-returnable item cannot be chosen and says why; a medicine offers only the medicine reasons', () => {
    const { page } = render();
    expect((page.getByLabelText('Return Insulin Pen') as HTMLInputElement).disabled).toBe(true);
    expect(page.getByText('Not returnable: Temperature-controlled medicine')).toBeTruthy();
    const reasons = [...(page.getByLabelText('Why return Dolo 650 Tablet?') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(reasons).toEqual(['', 'damaged', 'wrong_item', 'missing', 'expired']);
  });

  it('refuses more than 3 photos and other file types before uploading anything', () => {
    const { page, choose, send } = render();
    choose([photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')]);
    expect(page.getByText('Add at most 3 photos.')).toBeTruthy();
    expect(send().disabled).toBe(true);
    choose([photo('bill.pdf', 'application/pdf')]);
    expect(page.getByText('bill.pdf: please choose a JPG, PNG or HEIC photo.')).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(api.uploadProblemPhoto).not.toHaveBeenCalled();
  });

  it('uploads each photo as the customer, then reports with their ids', async () => {
    const { choose, send, onReported } = render();
    choose([photo('a.jpg'), photo('b.png', 'image/png')]);
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(vi.mocked(api.uploadProblemPhoto).mock.calls.map(([user, file]) => [user, file.name])).toEqual([
      ['u1', 'a.jpg'],
      ['u1', 'b.png'],
    ]);
    expect(api.reportProblem).toHaveBeenCalledWith(
      'o1',
      [{ item_id: 'i1', quantity: 1, reason: 'damaged' }],
      'The strip was crushed',
      ['id-a.jpg', 'id-b.png'],
    );
  });
});
