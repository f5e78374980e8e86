import { describe, expect, it } from 'vitest';
import { pharmacistErrors } from './pharmacist';

describe('pharmacistErrors', () => {
  it.each([
    ['Anita Sharma', 'Delhi Pharmacy Council', 'DPC/R/2019/04417'],
    ["R. D'Souza", 'Karnataka State Pharmacy Council', 'KSPC/12345'],
    ['अनीता शर्मा', 'Maharashtra State Pharmacy Council', '24567'],
  ])('accepts %s, %s, %s', (name, council, number) => expect(pharmacistErrors(name, council, number)).toEqual({}));

  it('asks for every field', () => {
    expect(pharmacistErrors('', '', '')).toEqual({
      pharmacist_name: "Enter the pharmacist's name as registered",
      pharmacist_council: 'Enter the State Pharmacy Council',
      pharmacist_registration_number: 'Enter the registration number',
    });
  });
  it.each(['Anita 2', 'A', '<script>', 'Anita Sharma!'])('refuses the name %j', (name) => {
    expect(pharmacistErrors(name, 'Delhi Pharmacy Council', '123').pharmacist_name).toBe(
      'Use letters only, as on the registration certificate',
    );
  });
  it.each(['Delhi', 'Medical Council of India', 'Pharmacy Council 123'])('refuses the council %j', (council) => {
    expect(pharmacistErrors('Anita Sharma', council, '123').pharmacist_council).toBe(
      'Enter the council as printed, e.g. Karnataka State Pharmacy Council',
    );
  });
  it.each(['/123', '12#3', '1'.repeat(65)])('refuses the registration number %j', (number) => {
    expect(pharmacistErrors('Anita Sharma', 'Delhi Pharmacy Council', number).pharmacist_registration_number).toBe(
      'Use the number as printed: letters, digits, / and -',
    );
  });
  it('refuses a name longer than the store_pharmacists column', () => {
    expect(pharmacistErrors('A'.repeat(129), 'Delhi Pharmacy Council', '123').pharmacist_name).toBe(
      'Use at most 128 characters',
    );
  });
});
