import { closeRefundRequest, decideRefundRequest } from './refund-request.ts';

/** The store agrees: the amount the customer asked for (at most what was paid) goes back through the gateway. */
export const approveRefund = decideRefundRequest('approve_refund', {
  refund: (_order, _plan, { refundAmount }) => ({ amount: refundAmount!, note: 'Approved problem report' }),
  afterRefund: async (io, staged) => ({
    ...staged,
    refundRequest: await closeRefundRequest(io, staged.refundRequest!, 'approved'),
  }),
});
