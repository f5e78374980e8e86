import { PRODUCT_NAME } from '@instamg/shared/constants';

/** SPEC §1: the operating company is a private limited healthcare company in India. */
export const COMPANY_NAME = `${PRODUCT_NAME} Healthcare Private Limited`;

/** SPEC §1 footer disclaimer: platform only, no stock or sale, no medical advice, independent prescribers, pharmacy compliance. */
export const LEGAL_DISCLAIMER =
  `${PRODUCT_NAME} is only a technology platform that connects customers with independent, licensed partner pharmacies. ` +
  `${PRODUCT_NAME} does not stock or sell medicines and does not give medical advice. ` +
  'Prescriptions come from independent registered medical practitioners. ' +
  'The partner pharmacy that fulfils an order is responsible for compliance with all applicable drug and pharmacy regulations.';

export function copyrightLine(year: number): string {
  return `© ${year} ${COMPANY_NAME}. All rights reserved.`;
}
