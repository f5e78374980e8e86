import type { SandboxOrder } from './store.ts';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const SANDBOX_BANNER = 'instamg local payment sandbox — no money moves';

/** The sandbox's hosted checkout: amount, merchant and Pay / Fail / Cancel, posting back to `action`. */
export function checkoutPage(order: SandboxOrder, action: string, merchant: string): string {
  const open = order.status === 'ACTIVE';
  const buttons = open
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="payment_session_id" value="${escapeHtml(order.paymentSessionId)}">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="upi" checked> UPI</label>
<label><input type="radio" name="method" value="card"> Credit or debit card</label>
<label><input type="radio" name="method" value="net_banking"> Net banking</label>
</fieldset>
<button name="outcome" value="pay" class="pay">Pay ${escapeHtml(rupees.format(order.amount))}</button>
<button name="outcome" value="fail" class="fail">Fail payment</button>
<button name="outcome" value="cancel" class="cancel">Cancel</button>
</form>`
    : `<p>This payment is <b>${escapeHtml(order.status.toLowerCase())}</b>.</p><p><a href="${escapeHtml(order.returnUrl)}">Back to the shop</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pay ${escapeHtml(merchant)} · local payment sandbox</title>
<style>body{font:16px system-ui,sans-serif;max-width:480px;margin:2rem auto;padding:0 1rem}.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.75rem;border-radius:8px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}fieldset{border:1px solid #ccc;border-radius:8px;margin:1rem 0}fieldset label{display:block;padding:.25rem 0}button{font:inherit;padding:.6rem 1rem;margin:.25rem .25rem 0 0;border-radius:6px;border:1px solid #888;cursor:pointer}.pay{background:#1b7f3b;color:#fff;border-color:#1b7f3b}</style></head>
<body><p class="banner" role="note">${SANDBOX_BANNER}</p>
<h1>${escapeHtml(merchant)}</h1>
<dl><dt>Amount</dt><dd data-testid="amount">${escapeHtml(rupees.format(order.amount))}</dd><dt>Order</dt><dd>${escapeHtml(order.orderId)}</dd></dl>
${buttons}</body></html>`;
}
