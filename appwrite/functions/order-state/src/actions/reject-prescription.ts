import { reviewPrescription } from './review-prescription.ts';

export const rejectPrescription = reviewPrescription('reject_prescription');
