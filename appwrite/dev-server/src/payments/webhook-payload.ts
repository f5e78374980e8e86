import type { SandboxOrder, SandboxRefund } from './store.ts';

/** What the customer did on the sandbox checkout page. */
export type CheckoutOutcome = 'pay' | 'fail' | 'cancel';

const TYPES: Record<CheckoutOutcome, { type: string; status: string; message: string }> = {
  pay: { type: 'PAYMENT_SUCCESS_WEBHOOK', status: 'SUCCESS', message: 'Simulated payment success' },
  fail: { type: 'PAYMENT_FAILED_WEBHOOK', status: 'FAILED', message: 'Simulated payment failure' },
  cancel: { type: 'PAYMENT_USER_DROPPED_WEBHOOK', status: 'USER_DROPPED', message: 'Customer closed the payment page' },
};

/** How the customer pays on the sandbox page: the groups Cashfree's page offers (issue 22 §6). */
export const SANDBOX_METHODS = ['upi', 'card', 'net_banking'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];
export const isSandboxMethod = (value: unknown): value is SandboxMethod =>
  typeof value === 'string' && (SANDBOX_METHODS as readonly string[]).includes(value);

/** Cashfree's `payment_group` and `payment_method` object for each (test instruments, no real ones). */
function methodOf(method: SandboxMethod, outcome: CheckoutOutcome) {
  switch (method) {
    case 'card':
      return {
        payment_group: 'credit_card',
        payment_method: {
          card: {
            channel: 'link',
            card_number: 'XXXXXXXXXXXX1111',
            card_network: 'visa',
            card_type: 'credit_card',
            card_bank_name: 'TEST BANK',
          },
        },
      };
    case 'net_banking':
      return {
        payment_group: 'net_banking',
        payment_method: {
          netbanking: { channel: 'link', netbanking_bank_code: '3021', netbanking_bank_name: 'Test Bank' },
        },
      };
    default:
      return {
        payment_group: 'upi',
        payment_method: {
          upi: { channel: 'collect', upi_id: outcome === 'pay' ? 'testsuccess@gocash' : 'testfailure@gocash' },
        },
      };
  }
}

/** Cashfree's India-time ISO format (`2026-11-22T09:15:00+05:30`), as its webhooks carry. */
export function istIso(date: Date): string {
  return new Date(date.getTime() + 5.5 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');
}

/**
 * A PG 2023-08-01 payment webhook body for `order`, shaped like Cashfree's
 * (https://www.cashfree.com/docs/api-reference/payments/previous/v2023-08-01/payments/webhooks).
 */
export function paymentWebhook(
  order: SandboxOrder,
  outcome: CheckoutOutcome,
  cfPaymentId: number,
  now = new Date(),
  method: SandboxMethod = 'upi',
) {
  const t = TYPES[outcome];
  return {
    data: {
      order: { order_id: order.orderId, order_amount: order.amount, order_currency: order.currency, order_tags: null },
      payment: {
        cf_payment_id: cfPaymentId,
        payment_status: t.status,
        payment_amount: order.amount,
        payment_currency: order.currency,
        payment_message: t.message,
        payment_time: istIso(now),
        bank_reference: outcome === 'pay' ? String(cfPaymentId).slice(-10) : null,
        auth_id: null,
        ...methodOf(method, outcome),
      },
      customer_details: {
        customer_name: order.customer.customer_name ?? null,
        customer_id: order.customer.customer_id ?? null,
        customer_email: order.customer.customer_email ?? null,
        customer_phone: order.customer.customer_phone ?? null,
      },
      payment_gateway_details: {
        gateway_name: 'CASHFREE',
        gateway_order_id: String(order.cfOrderId),
        gateway_payment_id: String(cfPaymentId),
        gateway_status_code: null,
      },
      ...(outcome === 'pay'
        ? {}
        : {
            error_details: {
              error_code: outcome === 'fail' ? 'TRANSACTION_DECLINED' : 'USER_DROPPED',
              error_description: t.message,
              error_reason: outcome === 'fail' ? 'bank_declined' : 'user_dropped',
              error_source: outcome === 'fail' ? 'bank' : 'customer',
            },
          }),
    },
    event_time: istIso(now),
    type: t.type,
  };
}

/** Cashfree's refund entity (PG 2023-08-01), as the refund API answers and its webhook carries. */
export function refundEntity(refund: SandboxRefund, cfPaymentId: number | null = null) {
  return {
    cf_payment_id: cfPaymentId,
    cf_refund_id: refund.cfRefundId,
    refund_id: refund.refundId,
    order_id: refund.orderId,
    entity: 'refund',
    refund_amount: refund.amount,
    refund_currency: 'INR',
    refund_note: refund.note,
    refund_status: refund.status,
    refund_type: 'MERCHANT_INITIATED',
    refund_arn: refund.status === 'SUCCESS' ? String(refund.cfRefundId).slice(-10) : null,
    status_description:
      refund.status === 'SUCCESS'
        ? 'Refund processed successfully'
        : refund.status === 'CANCELLED'
          ? 'Refund cancelled'
          : 'In Progress',
    created_at: istIso(new Date(refund.createdAt)),
    processed_at: refund.processedAt ? istIso(new Date(refund.processedAt)) : null,
    refund_charge: 0,
    refund_splits: [],
    metadata: null,
    refund_mode: 'STANDARD',
  };
}

/** A REFUND_STATUS_WEBHOOK body for a settled refund (https://docs.cashfree.com/docs/refunds-webhook). */
export function refundWebhook(refund: SandboxRefund, now = new Date()) {
  return { data: { refund: refundEntity(refund) }, event_time: istIso(now), type: 'REFUND_STATUS_WEBHOOK' };
}
