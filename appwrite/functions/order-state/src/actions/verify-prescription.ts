import { reviewPrescription } from './review-prescription.ts';

export const verifyPrescription = reviewPrescription('verify_prescription');
