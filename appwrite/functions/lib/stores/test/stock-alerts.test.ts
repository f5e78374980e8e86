import { describe, expect, it } from 'vitest';
import { restockEmail, stockAlertId, stockAlertPermissions } from '../stock-alerts.ts';

describe('stock alerts', () => {
  it('has one row id per user × store × product, a valid Appwrite id', () => {
    const id = stockAlertId('user-1', 'store-a', 'dolo-650-tablet');
    expect(id).toMatch(/^[0-9a-f]{36}$/);
    expect(stockAlertId('user-1', 'store-a', 'dolo-650-tablet')).toBe(id);
    expect(stockAlertId('user-2', 'store-a', 'dolo-650-tablet')).not.toBe(id);
    expect(stockAlertId('user-1', 'store-b', 'dolo-650-tablet')).not.toBe(id);
    expect(stockAlertId('user-1', 'store-a', 'calpol-650-tablet')).not.toBe(id);
  });

  it('lets its user read and delete it, and nothing else', () => {
    expect(stockAlertPermissions('user-1')).toEqual(['read("user:user-1")', 'delete("user:user-1")']);
  });

  it('e-mails the medicine, the store and a link to the product', () => {
    const mail = restockEmail({
      productName: 'Dolo 650 Tablet',
      productId: 'dolo-650-tablet',
      storeName: 'Dwarka Care Pharmacy',
      appUrl: 'https://instamg.in',
    });
    expect(mail.subject).toBe('Back in stock: Dolo 650 Tablet at Dwarka Care Pharmacy');
    expect(mail.content).toContain('Dolo 650 Tablet is back in stock at Dwarka Care Pharmacy.');
    expect(mail.content).toContain('https://instamg.in/product/dolo-650-tablet');
  });
});
