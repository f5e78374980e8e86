// The registered pharmacist (research/supply-side.md §C "Pharmacist"; the draft e-pharmacy rules
// want their name, council and registration number shown): a State Pharmacy Council registration.
// On approval these become the store's first store_pharmacists row (name, pharmacy_council,
// registration_number), so the sizes are that table's.

export const PHARMACIST_LIMITS = { name: 128, council: 128, registrationNumber: 64 } as const;

/** Council names as printed ("Delhi Pharmacy Council", "Karnataka State Pharmacy Council"). */
const COUNCIL_NAME = /^[\p{L}][\p{L} .,&()'-]*Pharmacy Council[\p{L} .,&()'-]*$/iu;
/** Council registration numbers: "KSPC/12345", "DPC/R/2019/04417", "24567": letters, digits, / and -. */
const REGISTRATION_NUMBER = /^[A-Z0-9][A-Z0-9/\-. ]*[A-Z0-9]$/i;
/** A person's name: letters (any script), spaces, dots, apostrophes, hyphens. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'-]*[\p{L}\p{M}.]$/u;

export interface PharmacistErrors {
  pharmacist_name?: string;
  pharmacist_council?: string;
  pharmacist_registration_number?: string;
}

export function pharmacistErrors(name: string, council: string, registrationNumber: string): PharmacistErrors {
  const errors: PharmacistErrors = {};
  if (name === '') errors.pharmacist_name = "Enter the pharmacist's name as registered";
  else if (name.length > PHARMACIST_LIMITS.name)
    errors.pharmacist_name = `Use at most ${PHARMACIST_LIMITS.name} characters`;
  else if (!PERSON_NAME.test(name)) errors.pharmacist_name = 'Use letters only, as on the registration certificate';
  if (council === '') errors.pharmacist_council = 'Enter the State Pharmacy Council';
  else if (council.length > PHARMACIST_LIMITS.council)
    errors.pharmacist_council = `Use at most ${PHARMACIST_LIMITS.council} characters`;
  else if (!COUNCIL_NAME.test(council))
    errors.pharmacist_council = 'Enter the council as printed, e.g. Karnataka State Pharmacy Council';
  if (registrationNumber === '') errors.pharmacist_registration_number = 'Enter the registration number';
  else if (
    registrationNumber.length > PHARMACIST_LIMITS.registrationNumber ||
    !REGISTRATION_NUMBER.test(registrationNumber)
  ) {
    errors.pharmacist_registration_number = 'Use the number as printed: letters, digits, / and -';
  }
  return errors;
}
