// A complete, valid partner application (issue 17) for tests of the form, the function and e2e.
import type { ApplicationValues } from '../domain/partner/application';
import type { StoreValues } from '../domain/store-admin';

/** A complete, valid application for a Bengaluru pharmacy (GSTIN State 29 = Karnataka = PIN 560034). */
export const VALID_APPLICATION: ApplicationValues = {
  legal_name: 'Green Cross Pharma LLP',
  trade_name: 'Green Cross Pharmacy',
  constitution: 'llp',
  pan: 'AAGCB7383J',
  gstin: '29AAGCB7383J1Z4',
  phone: '9876543210',
  form20_number: 'KA-B1-20-12345',
  form20_issued_on: '2023-04-01',
  form20_expires_on: '2028-03-31',
  form20_document_id: 'doc20',
  form21_number: 'KA-B1-21-12345',
  form21_issued_on: '2023-04-01',
  form21_expires_on: '2028-03-31',
  form21_document_id: 'doc21',
  pharmacist_name: 'Anita Rao',
  pharmacist_council: 'Karnataka State Pharmacy Council',
  pharmacist_registration_number: 'KSPC/12345',
  pharmacist_certificate_id: 'cert1',
  applicant_is_pharmacist: true,
  address: '12, 80 Feet Road, Koramangala 4th Block',
  city: 'Bengaluru',
  postal_code: '560034',
  latitude: 12.9352,
  longitude: 77.6245,
  shopfront_photo_ids: ['photo1'],
  account_holder: 'Green Cross Pharma LLP',
  account_number: '50100123456789',
  ifsc: 'HDFC0001234',
  cheque_document_id: 'cheque1',
};

/** A complete, valid store for the admin's /admin/stores/add and the store-admin function (Bengaluru, as above). */
export const VALID_STORE: StoreValues = {
  name: 'Green Cross Pharmacy',
  address: '12, 80 Feet Road, Koramangala 4th Block',
  city: 'Bengaluru',
  postal_code: '560034',
  phone: '9876543210',
  gstin: '29AAGCB7383J1Z4',
  latitude: 12.9352,
  longitude: 77.6245,
  hours: '8:00 AM - 10:00 PM',
  form20_number: 'KA-B1-20-12345',
  form20_expires_on: '2028-03-31',
  form21_number: 'KA-B1-21-12345',
  form21_expires_on: '2028-01-31',
};
