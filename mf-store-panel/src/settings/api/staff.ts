// The Staff tab of /store/settings (issue 18 §7): everything through the store-staff function (the
// members' names and e-mails come from the store's team, which only the function reads; the
// invitations' rows are readable only by the owner and admin roles).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { StoreAdminRole } from '@instamg/shared/domain/roles';
import type { InvitableRole, PharmacistStatus } from '@instamg/shared/domain/store-staff';
import { storePanelKeys } from '../../api/keys';

export interface StaffMember {
  user_id: string;
  name: string;
  email: string;
  role: StoreAdminRole;
  pharmacist: { status: PharmacistStatus; name: string; council: string; registration_number: string } | null;
}

export interface StaffInvitation {
  $id: string;
  email: string;
  role: InvitableRole;
  pharmacist: boolean;
  expires_at: string;
  expired: boolean;
}

export interface StaffList {
  members: StaffMember[];
  invitations: StaffInvitation[];
}

export interface InviteInput {
  email: string;
  role: InvitableRole;
  pharmacist: { name: string; council: string; registration_number: string } | null;
}

const staffCall = <T>(body: Record<string, unknown>) => callFunction<T>(FUNCTIONS.storeStaff, body);

export function useStaff(storeId: string, enabled: boolean) {
  return useQuery({
    queryKey: storePanelKeys.settings.staff(storeId),
    enabled,
    queryFn: () => staffCall<StaffList>({ action: 'list', store_id: storeId }),
  });
}

function useStaffMutation<I>(storeId: string, body: (input: I) => Record<string, unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => staffCall<unknown>({ store_id: storeId, ...body(input) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.settings.staff(storeId) }),
  });
}

export const useInvite = (storeId: string) =>
  useStaffMutation<InviteInput>(storeId, (input) => ({ action: 'invite', ...input }));
export const useChangeRole = (storeId: string) =>
  useStaffMutation<{ userId: string; role: InvitableRole }>(storeId, ({ userId, role }) => ({
    action: 'change_role',
    user_id: userId,
    role,
  }));
export const useRemoveMember = (storeId: string) =>
  useStaffMutation<string>(storeId, (userId) => ({ action: 'remove', user_id: userId }));
export const useRevokeInvitation = (storeId: string) =>
  useStaffMutation<string>(storeId, (invitationId) => ({ action: 'revoke_invitation', invitation_id: invitationId }));
