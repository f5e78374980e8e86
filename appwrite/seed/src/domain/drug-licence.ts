// Retail drug licence numbers as state drug controllers print them: state code, licensing
// district, the form numbers (20 = retail non-biological, 21 = retail Schedule C/C1) and a serial.
// e.g. "DL-SWD-20-104512/21-104513". Format-valid and illustrative only (research/domain.md §2.3).

export const DRUG_LICENCE_PATTERN = /^[A-Z]{2}-[A-Z]{2,4}-20-\d{6}\/21-\d{6}$/;

export function makeDrugLicenceNumber(stateCode: string, districtCode: string, serial: number): string {
  if (!/^[A-Z]{2}$/.test(stateCode)) throw new Error(`Invalid licence state code "${stateCode}"`);
  if (!/^[A-Z]{2,4}$/.test(districtCode)) throw new Error(`Invalid licence district code "${districtCode}"`);
  if (!Number.isInteger(serial) || serial < 100000 || serial > 999998)
    throw new Error(`Licence serial out of range: ${serial}`);
  return `${stateCode}-${districtCode}-20-${serial}/21-${serial + 1}`;
}

export function isValidDrugLicenceNumber(value: string): boolean {
  return DRUG_LICENCE_PATTERN.test(value);
}
