import { describe, expect, it } from 'vitest';
import { defaultDeliveryMode } from './default-delivery-mode';

const options = (expressAvailable = true) => [
  { mode: 'express' as const, fee: 55, available: expressAvailable },
  { mode: 'standard' as const, fee: 25, available: true },
  { mode: 'scheduled' as const, fee: 25, available: true },
];

describe('checkout default delivery option (issue 40 §2)', () => {
  it('is the cheaper option when the customer has never chosen, not the selector start (express)', () => {
    expect(defaultDeliveryMode({ toggled: null, lastUsed: null, expressAvailable: true })).toBe('standard');
    expect(defaultDeliveryMode({ toggled: null, lastUsed: null, expressAvailable: true, options: options() })).toBe(
      'standard',
    );
  });

  it('is the option of the last order', () => {
    expect(
      defaultDeliveryMode({ toggled: null, lastUsed: 'express', expressAvailable: true, options: options() }),
    ).toBe('express');
    expect(defaultDeliveryMode({ toggled: null, lastUsed: 'scheduled', expressAvailable: true })).toBe('scheduled');
  });

  it('prefers a toggle made this session over the last order', () => {
    expect(defaultDeliveryMode({ toggled: 'standard', lastUsed: 'express', expressAvailable: true })).toBe('standard');
    expect(defaultDeliveryMode({ toggled: 'express', lastUsed: 'standard', expressAvailable: true })).toBe('express');
  });

  it('falls back when the remembered option is not available here', () => {
    expect(
      defaultDeliveryMode({ toggled: null, lastUsed: 'express', expressAvailable: true, options: options(false) }),
    ).toBe('standard');
    expect(defaultDeliveryMode({ toggled: 'express', lastUsed: null, expressAvailable: false })).toBe('standard');
  });
});
