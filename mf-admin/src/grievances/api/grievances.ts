import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { GrievanceTicketsRow } from '@instamg/shared/appwrite/rows';

export type GrievanceTicketRow = GrievanceTicketsRow;

/** Acknowledges or resolves a ticket (privacy-requests `update_grievance`, admins only; audited). */
export async function updateGrievance(
  ticketId: string,
  status: 'acknowledged' | 'resolved',
  response?: string,
): Promise<GrievanceTicketRow> {
  return (
    await callFunction<{ ticket: GrievanceTicketRow }>(FUNCTIONS.privacyRequests, {
      action: 'update_grievance',
      ticket_id: ticketId,
      status,
      ...(response ? { response } : {}),
    })
  ).ticket;
}
