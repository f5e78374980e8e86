// The one catalogue of our Appwrite functions' refusals, as the dev server's errors.ts is of
// Appwrite's: each code once, with its HTTP status and the text a customer or store user reads.
// Functions raise by code (appwrite/functions/lib/runtime/errors.ts `fail`) and may pass a more precise
// text (which product, which status); the status is always the catalogue's. The reply on the wire
// is `{ message, code }` with that status. Pure data: browser code may import it too.

export interface FunctionErrorDef {
  status: number;
  /** User-facing text when the raiser gives none (and what a client may show for the code). */
  message: string;
}

export const FUNCTION_ERRORS = {
  // The request itself
  invalid_body: { status: 400, message: 'The request body must be a JSON object.' },
  invalid_action: { status: 400, message: 'That action is not known.' },
  invalid_input: { status: 400, message: 'Some of the details sent are not valid.' },
  invalid_order_id: { status: 400, message: 'order_id must be an order id.' },
  invalid_amount: { status: 400, message: 'The refund amount must be more than ₹0.' },
  quantity_limit: { status: 400, message: 'You have asked for more of a medicine than one order may hold.' },
  reason_required: { status: 400, message: 'Please give a reason.' },
  method_not_allowed: { status: 405, message: 'Use POST.' },
  missing_credential: { status: 400, message: 'The request needs the Google credential.' },
  // Issue 32 / ADR 0007: SMS sign-in through the phone-sign-in function.
  phone_invalid: { status: 400, message: 'Enter a 10-digit Indian mobile number' },
  sms_code_invalid: { status: 401, message: 'That code is not right or has expired. Check it, or ask for a new code.' },
  sign_in_required: { status: 401, message: 'Please sign in to continue.' },
  // SPEC issue 14 §8: a guest (anonymous) session may browse and keep a cart, not hold stock.
  account_required: { status: 403, message: 'Please sign in with your e-mail or phone number to place an order.' },
  not_allowed: { status: 403, message: 'You are not allowed to do that with this order.' },
  store_members_only: { status: 403, message: 'Only a member of this pharmacy’s team can open its registers.' },
  not_store_member: { status: 403, message: 'Only a member of this pharmacy’s team can change its inventory.' },
  // issue 18: staff see and count stock; prices, new batches and imports are the owner's, an admin's or a manager's
  inventory_role_forbidden: {
    status: 403,
    message: 'Only the owner, an admin or a manager of this pharmacy can set prices or add stock.',
  },
  // issue 18 §5–6, §8: earnings and payouts are the owner's and a store admin's only
  earnings_role_forbidden: { status: 403, message: 'Only the owner or a store admin can see earnings.' },
  // issue 18 §4, §8: the store's figures (analytics) are the owner's, a store admin's and a manager's
  analytics_role_forbidden: {
    status: 403,
    message: 'Only the owner, an admin or a manager of this pharmacy can see its analytics.',
  },
  payout_not_found: { status: 404, message: 'That payout was not found.' },
  // issue 31 §3: reconciliation exceptions
  exception_not_found: { status: 404, message: 'That reconciliation exception was not found.' },
  exception_already_resolved: { status: 409, message: 'That exception is already resolved.' },
  payout_already_paid: { status: 409, message: 'This payout is already marked paid.' },
  // issue 18 §6: paying a payout through the payout gateway (payouts function)
  payout_nothing_due: {
    status: 409,
    message: 'This payout is ₹0: its refunds took all its sales and the rest is carried to the next cycle.',
  },
  payout_below_minimum: { status: 409, message: 'This payout is under ₹1, so there is nothing to transfer.' },
  payout_account_missing: {
    status: 409,
    message: 'This store has no verified bank account to pay into. Approve its bank details first.',
  },
  payout_gateway_off: {
    status: 409,
    message: 'The payout gateway is not set up here. Pay by bank transfer and record its UTR instead.',
  },
  payout_in_transfer: {
    status: 409,
    message: 'This payout is being paid through the payout gateway. Check its status instead.',
  },
  payout_gateway_error: {
    status: 502,
    message: 'The payout gateway did not answer. Check the payout’s status before trying again.',
  },
  import_invalid: { status: 400, message: 'Some lines of the file have errors. Run the check again and fix them.' },
  import_exists: { status: 409, message: 'This import has already been started.' },
  // Issue 19: an admin function's action by a caller without the admin label (as Appwrite's 401 on a table write).
  admin_required: { status: 401, message: 'Only an administrator can do that.' },

  // Google One Tap: the credential is refused (google-one-tap id-token.ts), or the account cannot sign in this way
  malformed_token: { status: 401, message: 'The Google credential is not valid.' },
  unsupported_algorithm: { status: 401, message: 'The Google credential must be signed with RS256.' },
  unknown_key: { status: 401, message: 'The Google credential was signed with a key Google does not publish.' },
  bad_signature: { status: 401, message: 'The Google credential has an invalid signature.' },
  wrong_issuer: { status: 401, message: 'The Google credential was not issued by Google.' },
  wrong_audience: { status: 401, message: 'The Google credential was issued for another application.' },
  token_expired: { status: 401, message: 'The Google credential has expired. Please sign in again.' },
  token_not_yet_valid: { status: 401, message: 'The Google credential is not valid yet. Check the device clock.' },
  email_not_verified: { status: 401, message: 'Your Google account e-mail is not verified.' },
  user_blocked: { status: 403, message: 'This account has been blocked.' },
  email_not_verified_here: {
    status: 409,
    message:
      'An account with this e-mail already exists. Sign in with your password and verify your e-mail first; then Google sign-in will work for it.',
  },

  // payment-webhook: what Cashfree (or the sandbox) is told when a webhook is refused
  invalid_signature: { status: 401, message: 'Invalid webhook signature.' },
  stale_webhook: { status: 401, message: 'Webhook timestamp is too old or in the future.' },
  invalid_webhook: { status: 400, message: 'Not a webhook we can read.' },
  unknown_order: { status: 400, message: 'Unknown order.' },
  webhook_mismatch: { status: 400, message: 'The webhook does not match the order.' },

  // Things that are not there (or not the caller's)
  order_not_found: { status: 404, message: 'Order not found.' },
  address_not_found: { status: 404, message: 'That delivery address was not found.' },
  file_not_found: { status: 404, message: 'That prescription file was not found. Please upload it again.' },
  prescription_not_found: { status: 404, message: 'That prescription was not found. Please upload it again.' },
  photo_not_found: { status: 404, message: 'A photo of your report was not found. Please add it again.' },
  store_not_found: { status: 404, message: 'That pharmacy was not found.' },
  product_not_found: { status: 404, message: 'That product was not found.' },
  image_not_found: { status: 404, message: 'That image was not found. Please upload it again.' },
  category_not_found: { status: 404, message: 'That category was not found.' },
  category_slug_taken: { status: 409, message: 'Another category already has this slug. Choose another one.' },
  listing_request_not_found: { status: 404, message: 'That listing request was not found.' },
  listing_request_closed: { status: 409, message: 'This listing request has already been decided.' },
  rate_not_found: { status: 404, message: 'That rate was not found.' },
  user_not_found: { status: 404, message: 'That user was not found.' },
  // admin-moderation (issue 19 §5)
  pharmacist_not_found: { status: 404, message: 'That pharmacist registration was not found.' },
  testimonial_not_found: { status: 404, message: 'That testimonial was not found.' },
  inventory_not_found: { status: 404, message: 'That stock line was not found.' },
  notification_not_found: { status: 404, message: 'That notification was not found.' },
  // push-subscriptions (issue 35 §3)
  push_subscription_not_found: { status: 404, message: 'Order alerts are not on for this device.' },
  push_not_configured: { status: 503, message: 'Order alerts are not available right now.' },

  // The order's state does not allow it
  invalid_transition: { status: 409, message: 'This order cannot be changed that way now.' },
  go_live_incomplete: { status: 409, message: 'Finish the go-live checklist before opening the store.' },
  concurrent_change: {
    status: 409,
    message: 'This order was just changed by someone else. Please refresh and try again.',
  },
  not_paid: { status: 409, message: 'Only a paid order can be refunded.' },
  /** Issue 40 §11: a tax invoice is issued once the customer has paid (online, or cash on delivery at the door). */
  invoice_not_available: { status: 409, message: 'The tax invoice is issued once the order is paid.' },
  not_awaiting_payment: { status: 409, message: 'This order can no longer be paid.' },
  // Issue 14 §8: unpaid orders hold stock, so a customer may have only a few at once (settings.max_unpaid_orders).
  too_many_unpaid_orders: {
    status: 409,
    message: 'You already have orders waiting for payment. Pay for or cancel one of them before placing another.',
  },
  out_of_stock: { status: 409, message: 'Some items in this order went out of stock. Please place a new order.' },
  prescription_unverified: { status: 409, message: 'Verify the prescription before confirming this order.' },
  prescription_not_needed: { status: 409, message: 'This order has no medicine that needs a prescription.' },
  prescription_already_attached: {
    status: 409,
    message: 'This order already has a prescription waiting for or past verification.',
  },
  no_prescription: { status: 409, message: 'This order has no prescription to verify.' },
  checklist_incomplete: {
    status: 400,
    message: 'Tick every item of the checklist before approving the prescription.',
  },
  already_submitted: { status: 409, message: 'This prescription was already submitted.' },
  prescription_file_changed: {
    status: 409,
    message: 'This prescription’s file is not the one that was submitted. Please upload the prescription again.',
  },
  already_reported: { status: 409, message: 'A problem was already reported for this order.' },
  report_window_closed: { status: 409, message: 'Problems must be reported within 24 hours of delivery.' },
  no_refund_request: { status: 409, message: 'The customer has not reported a problem with this order.' },
  refund_request_closed: { status: 409, message: 'This refund request is already closed.' },
  // Returns (issue 16 §6, shared/src/domain/returns.ts)
  not_returnable: { status: 422, message: 'This item cannot be returned.' },
  return_window_closed: {
    status: 422,
    message:
      'The time to report this item has passed: 24 hours after delivery for medicines, 7 days for unopened non-medicinal products.',
  },
  return_reason_not_allowed: {
    status: 422,
    message: 'Medicines can be returned only when damaged, wrong, or expired or within 3 months of expiry.',
  },
  return_step_not_allowed: { status: 409, message: 'This return is not at that step.' },
  return_reviewer_required: {
    status: 403,
    message: 'Only the pharmacy’s owner, admin or manager can decide returns.',
  },
  pickup_slot_invalid: {
    status: 400,
    message: 'Choose a pickup slot in the next 7 days, at most 4 hours long.',
  },
  no_failed_refund: { status: 409, message: 'This order has no failed refund to retry.' },
  // Substitution with consent (issue 16 §5)
  substitution_open: { status: 409, message: 'This order already has a substitute waiting for the customer’s answer.' },
  no_open_substitution: { status: 409, message: 'There is no substitute waiting for an answer on this order.' },
  substitution_expired: {
    status: 409,
    message: 'The time to answer this substitute has passed; the item is removed and refunded.',
  },
  not_a_substitute: { status: 422, message: 'A substitute must have the same salt, strength and form.' },
  pharmacist_required: {
    status: 403,
    message: 'A prescription medicine can only be offered as a substitute by the pharmacy’s registered pharmacist.',
  },
  no_payment: { status: 409, message: 'This order has no gateway payment to refund.' },
  insufficient_stock: { status: 409, message: 'There is not that much stock in this batch.' },
  batch_exists: { status: 409, message: 'This batch is already in your inventory. Adjust its stock instead.' },
  // Issue 16 §4: the customer's delivery code; 5 wrong tries lock it until support (an admin) releases it.
  delivery_code_locked: {
    status: 409,
    message: 'Too many wrong delivery codes. Please call support to release the code.',
  },
  store_cannot_take: {
    status: 409,
    message: 'That pharmacy cannot take this order: it must be open, within 5 km and stock every line.',
  },
  same_store: { status: 409, message: 'This order is already with that pharmacy.' },
  delivery_code_not_locked: { status: 409, message: 'This order’s delivery code is not locked.' },
  rate_in_effect: { status: 409, message: 'This rate is already in effect; add a new rate from a later date instead.' },
  not_on_yourself: { status: 409, message: 'You cannot do that to your own account.' },
  last_admin: { status: 409, message: 'At least one administrator must remain. Make someone else an admin first.' },
  admin_busy: { status: 409, message: 'Another change to the administrators is in progress. Please try again.' },

  // Understood, but cannot be served
  prescription_required: {
    status: 422,
    message: 'A prescription is required for a medicine in your cart. Please upload or attach one.',
  },
  // Was 409 when confirming or re-attaching and 422 when placing or attaching: one status now.
  prescription_rejected: {
    status: 422,
    message: 'That prescription was rejected by the pharmacist. Please upload a valid prescription.',
  },
  product_unavailable: { status: 422, message: 'A medicine in your cart is no longer available.' },
  schedule_not_sold_online: {
    status: 422,
    message:
      'A medicine in your cart cannot be ordered online. Please buy it at a pharmacy with your original prescription.',
  },
  address_needs_location: { status: 422, message: 'Address needs location update' },
  not_serviceable: { status: 422, message: 'Sorry, no partner pharmacy delivers to this address yet.' },
  store_out_of_range: { status: 422, message: 'That store does not deliver to this address.' },
  express_unavailable: {
    status: 422,
    message: 'Express delivery is not available for this address. Please choose standard or scheduled delivery.',
  },
  slot_unavailable: {
    status: 422,
    message: 'Please choose a delivery slot at least 1 hour from now and within the next 7 days.',
  },
  refund_too_large: { status: 422, message: 'The refund cannot be more than was paid.' },
  // A prescription is usable for settings.prescription_validity_months from its issue date (issue 14 §6).
  prescription_expired: {
    status: 422,
    message: 'This prescription is too old to use. Please upload a current prescription.',
  },
  // Issue 32: a failed delivery is recorded with what happened; a redelivery only at the customer's request.
  evidence_required: {
    status: 400,
    message:
      'Say what the delivery partner did (a note of 10 to 500 characters; for "Customer not reachable", the calls made).',
  },
  redelivery_not_requested: {
    status: 409,
    message: 'The customer has not asked for another delivery. They ask from their order page.',
  },
  redelivery_already_requested: { status: 409, message: 'You have already asked for another delivery.' },
  redelivery_limit: {
    status: 409,
    message:
      'This order has had its redelivery. The pharmacy will cancel it and refund you as the Shipping Policy says.',
  },
  // Issue 32: the address's coordinates must lie within its PIN code's area (shared/src/domain/pin-location.ts).
  address_location_mismatch: {
    status: 400,
    message:
      "The address's location on the map is not in its PIN code's area. Check the PIN code, or set the location again from the map.",
  },
  delivery_code_required: { status: 400, message: 'Enter the 4-digit delivery code the customer shows you.' },
  delivery_code_wrong: {
    status: 422,
    message: 'That delivery code is not right. Ask the customer to read it from their order page.',
  },
  // Issue 16 §3: never an expired batch or one with under 3 months of shelf life (shared/src/domain/fefo.ts).
  batch_not_shippable: { status: 422, message: 'That batch cannot be dispatched for this line.' },
  // The MRP printed on the pack is the ceiling (domain §2.4).
  price_above_mrp: { status: 422, message: 'The selling price cannot be more than the MRP printed on the pack.' },
  // Issue 32: a batch's MRP is bounded by the catalogue's MRP of the product (an admin-maintained figure).
  mrp_above_catalogue: {
    status: 422,
    message: "The MRP cannot be more than the catalogue's MRP of this medicine. Ask support to update the catalogue.",
  },

  // store-onboarding: the pharmacy partner application (issue 17)
  application_invalid: { status: 400, message: 'Some details of the application are not valid.' },
  // Someone else's file and a missing one get the same answer: the id tells a caller nothing.
  document_not_found: { status: 400, message: 'A document of the application was not found. Please upload it again.' },
  application_not_found: { status: 404, message: 'No application was found.' },
  application_locked: { status: 409, message: 'This application can no longer be changed.' },
  // Admin store management (store-admin, issue 17 §3)
  store_invalid: { status: 400, message: 'Some details of the pharmacy are not valid.' },
  owner_not_found: {
    status: 400,
    message: 'No instamg account uses this e-mail. Ask the owner to sign up first, then try again.',
  },
  store_state_conflict: { status: 409, message: 'The pharmacy is not in a state that allows this.' },
  store_licence_expired: {
    status: 409,
    message: 'The pharmacy’s drug licence has expired. Enter the renewed licence before reinstating it.',
  },
  // issue 22 §4: Notify me (stock-alerts) is for what the chosen pharmacy does not have right now
  stock_alert_in_stock: {
    status: 409,
    message: 'This medicine is in stock at this pharmacy now. Add it to your cart instead.',
  },
  stock_alerts_limit: {
    status: 409,
    message: 'You are waiting for 50 medicines already. Remove an alert before adding another.',
  },
  // issue 18 §7: a store's staff (store-staff)
  staff_role_forbidden: { status: 403, message: 'Only the owner or a store admin can manage the staff.' },
  owner_protected: { status: 403, message: 'The owner of the pharmacy cannot be changed or removed here.' },
  own_role_forbidden: { status: 403, message: 'You cannot change your own role or remove yourself.' },
  too_many_invitations: {
    status: 409,
    message: 'This pharmacy has too many open invitations. Revoke one, or wait until they are accepted.',
  },
  already_member: { status: 409, message: 'This person is already on the pharmacy’s team.' },
  // Issue 38 (ADR 0011): delivery riders, assignment and the rider's location
  rider_role_fixed: {
    status: 409,
    message: 'A delivery rider is not on the pharmacy’s team: remove them and invite them again in the other role.',
  },
  rider_not_found: { status: 404, message: 'That person is not one of this pharmacy’s delivery riders.' },
  rider_assign_forbidden: { status: 403, message: 'Only the pharmacy’s team can assign a delivery rider.' },
  not_assignable: { status: 409, message: 'A rider can be assigned once the order is packed and before it goes out.' },
  not_on_delivery: { status: 409, message: 'Your location is shared only while you are out on this delivery.' },
  location_rate_limited: { status: 429, message: 'Location updates are too frequent. Try again in a few seconds.' },
  // Issue 38 §2 (ADR 0011 "Delivery partner"): booking a third-party delivery partner
  not_bookable: {
    status: 409,
    message: 'A delivery partner can be booked once the order is packed and ready for pickup.',
  },
  partner_no_cod: {
    status: 409,
    message: 'Delivery partners take prepaid orders only. Send a cash-on-delivery order with your own rider.',
  },
  partner_already_booked: {
    status: 409,
    message: 'A delivery partner is already booked for this order. Cancel that booking first.',
  },
  partner_not_booked: { status: 404, message: 'No delivery partner is booked for this order.' },
  partner_not_cancellable: {
    status: 409,
    message: 'The partner’s rider has already picked this order up, so the booking can no longer be cancelled.',
  },
  partner_unavailable: {
    status: 503,
    message: 'The delivery partner could not take this booking right now. Try again, or assign your own rider.',
  },
  member_not_found: { status: 404, message: 'That person is not on this pharmacy’s team.' },
  invitation_invalid: { status: 400, message: 'This invitation link is not valid. Ask the pharmacy for a new one.' },
  invitation_expired: { status: 410, message: 'This invitation has expired. Ask the pharmacy to invite you again.' },
  invitation_used: { status: 409, message: 'This invitation has already been used.' },
  invitation_revoked: { status: 410, message: 'The pharmacy withdrew this invitation.' },
  invitation_wrong_account: {
    status: 403,
    message: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  },
  // security round 3: only the proven owner of the invited address joins; invitations are rate limited
  invitation_email_unverified: {
    status: 403,
    message:
      'Verify your e-mail address first: your account page sends you a link (or set a password through "Forgot password"). Then open this invitation again.',
  },
  invitation_rate_limited: {
    status: 429,
    message: 'This pharmacy has sent too many invitations today. Try again tomorrow.',
  },

  // Issue 22 §6: coupons (shared/src/domain/coupons.ts, checked only by place-order) and cash on delivery
  coupon_not_found: { status: 422, message: 'This coupon code is not valid.' },
  coupon_inactive: { status: 422, message: 'This coupon is no longer available.' },
  coupon_not_started: { status: 422, message: 'This coupon is not valid yet.' },
  coupon_expired: { status: 422, message: 'This coupon has expired.' },
  coupon_min_order: { status: 422, message: 'Your order is below this coupon’s minimum value.' },
  coupon_limit_reached: { status: 409, message: 'You have already used this coupon.' },
  cod_unavailable: { status: 409, message: 'Cash on delivery is not available for this order.' },
  cod_limit_reached: {
    status: 409,
    message: 'You already have cash-on-delivery orders on the way. Pay online, or wait until one is delivered.',
  },
  not_cod: { status: 409, message: 'This order is not a cash-on-delivery order.' },

  // Our side
  internal_error: { status: 500, message: 'Something went wrong. Please try again.' },
  gateway_error: { status: 502, message: 'The payment service is not responding. Please try again in a minute.' },
  not_configured: { status: 503, message: 'This service is not configured on the server.' },
  google_keys_unavailable: {
    status: 503,
    message: 'Google sign-in is unavailable right now. Please try again shortly.',
  },
  // Issue 39 §2, §5: Download my data and grievance tickets (privacy-requests).
  export_in_progress: {
    status: 409,
    message: 'Your file is already being prepared. It will be ready in a few minutes.',
  },
  grievance_order_unknown: { status: 400, message: 'We could not find that order in your account. Check the number.' },
  grievance_ticket_not_found: { status: 404, message: 'That ticket was not found.' },
  grievance_ticket_closed: { status: 409, message: 'This ticket is already resolved.' },
  too_many_exports: {
    status: 429,
    message: 'You have asked for your data several times today. Please try again tomorrow.',
  },
  // Issue 39 §3: Delete my account (privacy-requests `erasure`).
  fresh_sign_in_required: {
    status: 401,
    message: 'For your safety, please sign in again just now before deleting your account.',
  },
  second_factor_required: {
    status: 401,
    message: 'Please finish signing in with your second factor before deleting your account.',
  },
  erasure_blocked_by_order: {
    status: 409,
    message:
      'You have an order that is not finished yet. You can delete your account once it is delivered, cancelled or refunded.',
  },
  erasure_blocked_by_store_role: {
    status: 409,
    message: 'You work at a pharmacy on instamg. Ask the store owner to remove you from the store first.',
  },
  erasure_not_confirmed: { status: 400, message: 'Type DELETE to confirm that you want to delete your account.' },
  too_many_grievances: {
    status: 429,
    message: 'You have raised many tickets today. Please write to the Grievance Officer or try again tomorrow.',
  },
  // Issue 36 §1: orders by prescription photo (rx-requests).
  rx_request_not_found: { status: 404, message: 'That prescription request was not found.' },
  rx_request_closed: { status: 409, message: 'This prescription request can no longer be changed that way.' },
  rx_no_pharmacy: {
    status: 409,
    message: 'No pharmacy within 5 km with a pharmacist on duty can read your prescription right now.',
  },
  rx_pharmacist_only: {
    status: 403,
    message: 'Only a registered pharmacist of this store can price or decline a prescription request.',
  },
  rx_line_refused: { status: 400, message: 'A line of this cart is not allowed.' },
  // Issue 36 §3: refills (the refills function); the texts are REFILL_REFUSALS' (shared/src/domain/refill.ts).
  refill_not_found: { status: 404, message: 'That refill was not found.' },
  refill_not_delivered: { status: 409, message: 'Refills can be set on a delivered order.' },
  refill_exists: { status: 409, message: 'This order already has a refill. Change it in Account › Refills.' },
  refill_stopped: { status: 409, message: 'This refill is stopped. Set a new one from a delivered order.' },
  refill_no_prescription: { status: 422, message: 'This medicine needs a prescription. Please upload one.' },
  refill_prescription_expired: {
    status: 422,
    message: 'Your prescription has expired. Please upload a new prescription to refill.',
  },
  refill_quantity_used: {
    status: 422,
    message: 'Your prescription’s quantity has been used up. Please upload a new prescription.',
  },
  refill_not_sold_online: { status: 422, message: 'This medicine cannot be sold online.' },
  // store-ratings (issue 33 §6, ADR 0015)
  rating_not_delivered: { status: 409, message: 'You can rate an order once it has been delivered.' },
  rating_window_closed: {
    status: 409,
    message: 'Ratings can be given or changed for 7 days after delivery, and that time has passed.',
  },
  rating_not_found: { status: 404, message: 'That rating was not found.' },
  // delivery-tracking (issue 38 §4, ADR 0011): the family tracking link
  tracking_not_out_for_delivery: {
    status: 409,
    message: 'You can share tracking while your order is out for delivery.',
  },
  tracking_link_expired: { status: 404, message: 'This tracking link has expired' },
} as const satisfies Record<string, FunctionErrorDef>;

export type FunctionErrorCode = keyof typeof FUNCTION_ERRORS;

/** The body of every refusal a function answers (the browser's callFunction reads it). */
export interface FunctionErrorReply {
  message: string;
  code: FunctionErrorCode;
}

export function isFunctionErrorCode(value: unknown): value is FunctionErrorCode {
  return typeof value === 'string' && Object.hasOwn(FUNCTION_ERRORS, value);
}
