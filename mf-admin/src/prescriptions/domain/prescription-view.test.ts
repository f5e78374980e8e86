import { describe, expect, it } from 'vitest';
import {
  duplicateFlag,
  formatIst,
  formatIstDay,
  prescriptionStatusColor,
  prescriptionStatusLabel,
  registrationState,
  registrationText,
  revokeReasonError,
} from './prescription-view';

describe('prescription view', () => {
  it('words the status, and shows an unknown one as it is', () => {
    expect(prescriptionStatusLabel('verified')).toBe('Verified');
    expect(prescriptionStatusLabel('pending')).toBe('Waiting for the pharmacist');
    expect(prescriptionStatusLabel('odd')).toBe('odd');
    expect([
      prescriptionStatusColor('verified'),
      prescriptionStatusColor('rejected'),
      prescriptionStatusColor('x'),
    ]).toEqual(['success', 'error', 'default']);
  });

  it('writes times in India whatever the browser’s zone', () => {
    expect(formatIst('2026-11-24T12:35:00.000Z')).toBe('24 Nov 2026, 6:05 pm');
    expect(formatIstDay('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026');
    expect(formatIst(null)).toBe('—');
  });

  it('joins council and number, leaving out what is missing', () => {
    expect(registrationText('Delhi Pharmacy Council', 'DPC/123')).toBe('Delhi Pharmacy Council · DPC/123');
    expect(registrationText(null, 'DPC/123')).toBe('DPC/123');
    expect(registrationText(' ', null)).toBe('');
  });

  it('flags only a file uploaded more than once', () => {
    expect(duplicateFlag(0)).toBeNull();
    expect(duplicateFlag(null)).toBeNull();
    expect(duplicateFlag(1)).toBe('Same file: 1 other upload');
    expect(duplicateFlag(3)).toBe('Same file: 3 other uploads');
  });

  it('a confirmed registration without the flag is active; a never-confirmed one is pending; revoking needs a reason', () => {
    const at = '2026-11-24T12:35:00.000Z';
    expect(registrationState({ confirmed_at: at })).toEqual({ status: 'confirmed', label: 'Confirmed', active: true });
    expect(registrationState({ confirmed_at: at, is_active: true })).toMatchObject({ status: 'confirmed' });
    expect(registrationState({ confirmed_at: at, is_active: false })).toEqual({
      status: 'revoked',
      label: 'Revoked',
      active: false,
    });
    // A store-staff invitation's accept: is_active false, confirmed_at null. Not "Revoked".
    expect(registrationState({ confirmed_at: null, is_active: false })).toEqual({
      status: 'pending',
      label: 'Pending confirmation',
      active: false,
    });
    expect(registrationState({ is_active: true })).toMatchObject({ status: 'pending', active: false });
    expect(revokeReasonError('  ')).toBe('Say why the registration is revoked');
    expect(revokeReasonError('Lapsed')).toBeNull();
    expect(revokeReasonError('x'.repeat(1001))).toBe('Use at most 1000 characters');
  });
});
