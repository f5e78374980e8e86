import { describe, expect, it } from 'vitest';
import { passwordChangeErrors, profileNameError } from './profile-form';

describe('admin profile form', () => {
  it('checks the name', () => {
    expect(profileNameError('  ')).toBe('Enter your name');
    expect(profileNameError('x'.repeat(129))).toBe('Keep your name under 128 characters');
    expect(profileNameError('Asha Verma')).toBeNull();
  });

  it('checks a password change', () => {
    expect(passwordChangeErrors({ current: '', next: 'short', repeat: 'other' })).toEqual({
      current: 'Enter your current password',
      next: 'Use at least 8 characters',
      repeat: 'The two new passwords do not match',
    });
    expect(passwordChangeErrors({ current: 'Same-pass-1', next: 'Same-pass-1', repeat: 'Same-pass-1' })).toEqual({
      next: 'Choose a password different from the current one',
    });
    expect(passwordChangeErrors({ current: 'Old-pass-1', next: 'New-pass-22', repeat: 'New-pass-22' })).toEqual({});
  });
});
