// The admin console's toasts, shown through useToast (@instamg/shared/toast).
/** Not in the SPEC: the admin console's toasts (issue 19). `detail` of a failure is the server's message. */
export const ADMIN_TOASTS = {
  productCreated: { title: 'Product added', variant: 'default' },
  productSaved: { title: 'Product saved', variant: 'default' },
  productActivated: { title: 'Product listed', description: 'Customers can find it again.', variant: 'default' },
  productDeactivated: {
    title: 'Product unlisted',
    description: 'Customers no longer see it.',
    variant: 'default',
  },
  categoryCreated: { title: 'Category added', variant: 'default' },
  categorySaved: { title: 'Category saved', variant: 'default' },
  categoryActivated: { title: 'Category active', description: 'It shows on the home page again.', variant: 'default' },
  categoryDeactivated: {
    title: 'Category deactivated',
    description: 'It no longer shows on the home page; its products stay listed.',
    variant: 'default',
  },
  settingSaved: { title: 'Setting saved', variant: 'default' },
  rateAdded: { title: 'Rate added', variant: 'default' },
  rateRemoved: { title: 'Rate removed', variant: 'default' },
  userUpdated: { title: 'User updated', variant: 'default' },
  saveFailed: { title: 'Could not save', variant: 'destructive' },
  imageUploadFailed: { title: 'Could not upload the image', variant: 'destructive' },
  // Issue 19 §3: the bulk product import and stores' listing requests.
  productsImported: (created: number, updated: number) =>
    ({
      title: 'Products imported',
      description: `${created.toLocaleString('en-IN')} added, ${updated.toLocaleString('en-IN')} updated.`,
      variant: 'default',
    }) as const,
  importFailed: { title: 'Could not import the file', variant: 'destructive' },
  listingApproved: {
    title: 'Listing request approved',
    description: 'The product is in the catalogue and the store has been told.',
    variant: 'default',
  },
  listingDeclined: {
    title: 'Listing request declined',
    description: 'The store has been told why.',
    variant: 'default',
  },
  orderReassigned: (storeName: string) => ({ title: `Order moved to ${storeName}`, variant: 'default' }) as const,
  orderCancelled: { title: 'Order cancelled', description: 'A paid order is refunded in full.', variant: 'default' },
  refundApproved: {
    title: 'Refund approved',
    description: 'The money goes back through the gateway.',
    variant: 'default',
  },
  refundRejected: { title: 'Refund request declined', variant: 'default' },
  refundMarkedPaid: { title: 'Refund marked paid', description: 'Bank transfer recorded.', variant: 'default' },
  orderActionFailed: { title: 'Could not update the order', variant: 'destructive' },
  profileSaved: { title: 'Name saved', variant: 'default' },
  passwordChanged: { title: 'Password changed', variant: 'default' },
  pharmacistConfirmed: {
    title: 'Pharmacist confirmed',
    description: 'They can verify prescriptions at this store.',
    variant: 'default',
  },
  pharmacistRevoked: {
    title: 'Pharmacist revoked',
    description: 'They can no longer verify prescriptions at this store.',
    variant: 'default',
  },
  testimonialSaved: { title: 'Testimonial saved', variant: 'default' },
  payoutStarted: {
    title: 'Payout sent to the gateway',
    description: 'It is marked paid with the bank’s UTR once the transfer completes.',
    variant: 'default',
  },
  payoutUtrRecorded: { title: 'Payout marked paid', description: 'Bank transfer UTR recorded.', variant: 'default' },
  payoutFailed: { title: 'The payout was not sent', variant: 'destructive' },
  exceptionResolved: { title: 'Exception resolved', variant: 'default' },
  exceptionResolveFailed: { title: 'Could not resolve the exception', variant: 'destructive' },
  reconciliationChecked: { title: 'Reconciliation checked', variant: 'default' },
  reconciliationFailed: { title: 'Reconciliation did not run', variant: 'destructive' },
  testimonialShown: { title: 'Testimonial approved', description: 'It shows on the home page.', variant: 'default' },
  testimonialHidden: {
    title: 'Testimonial hidden',
    description: 'It no longer shows on the home page.',
    variant: 'default',
  },
} as const;
