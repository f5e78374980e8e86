// The applicant's documents: the check lives in lib (store-admin's change requests use it too).
export { claimDocuments } from '../../lib/stores/store-documents.ts';
