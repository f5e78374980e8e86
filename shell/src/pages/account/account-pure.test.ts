import { describe, expect, it } from 'vitest';
import { accountTabPath, initialAccountTab, safeReturnPath, tabFromPath } from './account-tabs';
import { addressToForm, EMPTY_ADDRESS_FORM, validateAddressForm } from './address-form';
import { recoveryCodesFileText } from './recovery-codes';
import { profileFromUser } from './ProfileTab';

describe('account tabs (SPEC §2, profileActiveTab)', () => {
  it('opens Orders on the orders paths whatever is stored', () => {
    expect(initialAccountTab('/orders', 'security')).toBe('orders');
    expect(initialAccountTab('/profile/orders', null)).toBe('orders');
  });

  it('honours the stored tab on /account and /profile, Profile otherwise', () => {
    expect(initialAccountTab('/profile', 'addresses')).toBe('addresses');
    expect(initialAccountTab('/account', 'Security')).toBe('security');
    expect(initialAccountTab('/account', 'nonsense')).toBe('profile');
    expect(initialAccountTab('/profile', null)).toBe('profile');
  });

  it('keeps orders at /profile/orders and gives every other tab its own URL', () => {
    expect(accountTabPath('orders')).toBe('/profile/orders');
    expect(accountTabPath('security')).toBe('/account/security');
    expect(accountTabPath('privacy')).toBe('/account/privacy');
    expect(accountTabPath('profile')).toBe('/account/profile');
    expect(accountTabPath('refills')).toBe('/account/refills');
    for (const tab of ['profile', 'addresses', 'prescriptions', 'refills', 'security', 'privacy'] as const) {
      expect(tabFromPath(accountTabPath(tab))).toBe(tab);
      expect(initialAccountTab(accountTabPath(tab), 'orders')).toBe(tab);
    }
    expect(tabFromPath('/profile')).toBeNull();
    expect(tabFromPath('/account')).toBeNull();
  });

  it('returns only to paths inside the app', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

const VALID = {
  ...EMPTY_ADDRESS_FORM,
  name: 'Home',
  recipient_name: 'Asha Rao',
  recipient_phone: '98765 43210',
  address_line1: '12 Palam Road',
  city: 'New Delhi',
  state: 'Delhi',
  postal_code: '110075',
};

describe('address form (SPEC §3 "Saved address", issue 22 §5)', () => {
  it('turns a valid form into a row, trimming, the phone as +91 and 10 digits, no location as null', () => {
    const result = validateAddressForm({ ...VALID, name: ' Home ', address_line2: '  ' });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Home',
        recipient_name: 'Asha Rao',
        recipient_phone: '+919876543210',
        address_line1: '12 Palam Road',
        address_line2: null,
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110075',
        latitude: null,
        longitude: null,
        is_default: false,
      },
    });
  });

  it('keeps the internal location only inside India', () => {
    const result = validateAddressForm({ ...VALID, latitude: 28.5921, longitude: 77.046 });
    expect(result.ok && result.data).toMatchObject({ latitude: 28.5921, longitude: 77.046 });
    const swapped = validateAddressForm({ ...VALID, latitude: 77.04, longitude: 28.59 });
    expect(swapped.ok && swapped.data).toMatchObject({ latitude: null, longitude: null });
  });

  it('rejects missing fields, a bad PIN and a phone that is not an Indian mobile number', () => {
    const result = validateAddressForm({ ...EMPTY_ADDRESS_FORM, postal_code: '01234', recipient_phone: '12345' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'address_line1',
      'city',
      'name',
      'postal_code',
      'recipient_name',
      'recipient_phone',
      'state',
    ]);
    for (const phone of ['5876543210', '98765432', '+44 7911 123456', '+91 98765 432100'])
      expect(validateAddressForm({ ...VALID, recipient_phone: phone }).ok, phone).toBe(false);
  });

  it('round-trips a saved address through the form', () => {
    const saved = {
      id: 'a1',
      name: 'Office',
      recipient_name: 'Ravi',
      recipient_phone: '+919812345678',
      address_line1: 'Plot 4',
      address_line2: null,
      city: 'Gurugram',
      state: 'Haryana',
      postal_code: '122001',
      latitude: 28.46,
      longitude: 77.03,
      is_default: true,
    };
    const form = addressToForm(saved);
    expect(form).toMatchObject({
      address_line2: '',
      recipient_phone: '9812345678',
      latitude: 28.46,
      longitude: 77.03,
      is_default: true,
    });
    const result = validateAddressForm(form);
    expect(result.ok && result.data).toMatchObject({
      name: 'Office',
      recipient_phone: '+919812345678',
      latitude: 28.46,
      is_default: true,
      address_line2: null,
    });
  });
});

describe('profile and recovery codes', () => {
  it('reads the sign-up metadata, or splits the account name for accounts without it', () => {
    expect(
      profileFromUser({ name: 'Asha Verma', prefs: { first_name: 'Asha', last_name: 'Verma', phone: '9876543210' } }),
    ).toEqual({ firstName: 'Asha', lastName: 'Verma', phone: '9876543210' });
    expect(profileFromUser({ name: 'Ravi Kumar Singh', prefs: {} })).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar Singh',
      phone: '',
    });
  });

  it("shows a mobile sign-up's verified account number as its mobile (issue 40 §5)", () => {
    expect(profileFromUser({ name: '', prefs: {}, phone: '+919812345678' })).toEqual({
      firstName: '',
      lastName: '',
      phone: '9812345678',
    });
    expect(profileFromUser({ name: 'A B', prefs: { phone: '9876543210' }, phone: '+919812345678' }).phone).toBe(
      '9876543210',
    );
  });

  it('writes every recovery code into the downloaded file', () => {
    const text = recoveryCodesFileText(
      ['a1b2c3d4e5', 'f6a7b8c9d0'],
      'asha@example.in',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(text).toContain('asha@example.in');
    expect(text).toContain('2026-01-02T03:04:05.000Z');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['a1b2c3d4e5', 'f6a7b8c9d0']));
  });
});
