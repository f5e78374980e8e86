// The settings page's toasts, shown through useToast (@instamg/shared/toast).
/** Not in the SPEC: /store/settings (issue 17/18 §7): change requests sent to the platform's admins. */
export const STORE_SETTINGS_TOASTS = {
  licenceRequested: {
    title: 'Licence change sent for review',
    description: 'An instamg admin checks it against the scan; your licences change once it is approved.',
    variant: 'default',
  },
  bankRequested: {
    title: 'Bank account change sent for review',
    description: 'Payouts keep going to the current account until an instamg admin approves the change.',
    variant: 'default',
  },
  /** Description: the function's message. */
  requestFailed: { title: 'The request was not sent', variant: 'destructive' },
  // issue 18 §7: the Staff tab
  staffInvited: {
    title: 'Invitation sent',
    description: 'They get an e-mail with a link that works for 72 hours.',
    variant: 'default',
  },
  staffRoleChanged: { title: 'Role changed', variant: 'default' },
  staffRemoved: { title: 'Removed from the team', variant: 'default' },
  staffInvitationRevoked: { title: 'Invitation withdrawn', variant: 'default' },
  /** Description: the function's message. */
  staffFailed: { title: 'The staff change was not made', variant: 'destructive' },
} as const;
