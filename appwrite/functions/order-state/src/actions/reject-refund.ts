import { closeRefundRequest, decideRefundRequest } from './refund-request.ts';

/** The store declines the problem report, with a reason the customer reads. */
export const rejectRefund = decideRefundRequest('reject_refund', {
  after: async (io, _plan, staged) => ({
    ...staged,
    refundRequest: await closeRefundRequest(io, staged.refundRequest!, 'rejected'),
  }),
});
