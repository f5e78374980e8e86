import { describe, expect, it } from 'vitest';
import { toastText } from './toast-text';

describe('toastText', () => {
  it('uses the SPEC §8 title and description, destructive where the SPEC says so', () => {
    expect(toastText({ key: 'areaNotServiceable' })).toEqual({
      title: 'Area Not Serviceable',
      description: "We don't have partner stores within 5km of this location yet.",
      destructive: true,
    });
    expect(toastText({ key: 'storeSelected' })).toEqual({ title: 'Store Selected', description: undefined, destructive: false });
  });

  it("names the store in 'Delivery Address Updated' and 'Store Found'", () => {
    expect(toastText({ key: 'deliveryAddressUpdated', storeName: 'Dwarka Sector 6 Pharmacy' }).description).toBe(
      'Your medicines will be delivered from Dwarka Sector 6 Pharmacy',
    );
    expect(toastText({ key: 'storeFound', storeName: 'X' }).title).toBe('Store Found');
  });

  it('refuses a store toast without the store name', () => {
    expect(() => toastText({ key: 'storeFound' })).toThrow('The "storeFound" toast needs the store name');
  });
});
