import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord, ApplicationValues } from '@instamg/shared/domain/partner/application';
import { fetchApplicant, fetchApplication, fetchDocumentName, saveApplication, type OnboardingAction, type OnboardingError } from './applications';
import { partnerApplicationKeys } from './keys';

export function useApplicant() {
  // Not kept once the page unmounts: a guest who leaves to sign in must be read afresh on return.
  return useQuery({ queryKey: partnerApplicationKeys.applicant, queryFn: fetchApplicant, staleTime: 0, gcTime: 0 });
}

/** The applicant's application from the server: resuming on another device reads the same row. */
export function useApplication(userId: string | undefined) {
  return useQuery({
    queryKey: partnerApplicationKeys.application(userId ?? ''),
    queryFn: () => fetchApplication(userId!),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export function useSaveApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationRecord, OnboardingError, { action: OnboardingAction; values: ApplicationValues }>({
    mutationFn: ({ action, values }) => saveApplication(action, values),
    onSuccess: (application) => queryClient.setQueryData(partnerApplicationKeys.application(userId), application),
  });
}

export function useDocumentName(fileId: string) {
  return useQuery({
    queryKey: [...partnerApplicationKeys.all, 'document', fileId],
    queryFn: () => fetchDocumentName(fileId),
    enabled: fileId !== '',
    staleTime: Infinity,
    retry: false,
  });
}
