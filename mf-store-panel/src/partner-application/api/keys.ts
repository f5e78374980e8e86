// React Query keys of the partner application, prefixed with the owning remote (STYLE "Panels").
export const partnerApplicationKeys = {
  all: ['mf_store_panel', 'partner-application'] as const,
  applicant: ['mf_store_panel', 'partner-application', 'applicant'] as const,
  application: (userId: string) => ['mf_store_panel', 'partner-application', 'application', userId] as const,
};
