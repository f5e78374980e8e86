import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord, ApplicationValues } from '@instamg/shared/domain/partner/application';
import { storePanelKeys } from '../../api/keys';
import {
  fetchApplicant,
  fetchApplication,
  fetchDocumentName,
  saveApplication,
  type FunctionError,
  type OnboardingAction,
} from './applications';

const keys = storePanelKeys.partnerApplication;

export function useApplicant() {
  // Not kept once the page unmounts: a guest who leaves to sign in must be read afresh on return.
  return useQuery({ queryKey: keys.applicant(), queryFn: fetchApplicant, staleTime: 0, gcTime: 0 });
}

/** The applicant's application from the server: resuming on another device reads the same row. */
export function useApplication(userId: string | undefined) {
  return useQuery({
    queryKey: keys.application(userId ?? ''),
    queryFn: () => fetchApplication(userId!),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export function useSaveApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationRecord, FunctionError, { action: OnboardingAction; values: ApplicationValues }>({
    mutationFn: ({ action, values }) => saveApplication(action, values),
    onSuccess: (application) => queryClient.setQueryData(keys.application(userId), application),
  });
}

export function useDocumentName(fileId: string) {
  return useQuery({
    queryKey: keys.document(fileId),
    queryFn: () => fetchDocumentName(fileId),
    enabled: fileId !== '',
    staleTime: Infinity,
    retry: false,
  });
}
