import { POLICY, TEXTS } from '@instamg/shared/constants';
import { BUSINESS_HOURS, GRIEVANCE, H1_RECORD_RETENTION_YEARS, SUPPORT } from '../../domain/company';
import { formatSpan, pluralize } from './policy-format';

// FAQ content (SPEC §2 says only that the page exists). Every number comes from the same constants
// the policy pages quote, so an answer can never contradict a policy.

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
  /** The page that says more, if any. */
  readonly more?: { readonly to: string; readonly label: string };
}

export interface FaqTopic {
  readonly title: string;
  readonly entries: readonly FaqEntry[];
}

const { delivery, returns, refundBusinessDays: refundDays } = POLICY;
const businessDays = (span: { min: number; max: number }) => formatSpan(span, 'business days');
const businessHours = BUSINESS_HOURS.map(({ days, hours }) => `${days} ${hours}`).join('; ');

const REFUND_POLICY = { to: '/refund-policy', label: 'Refund and Cancellation Policy' } as const;
const SHIPPING_POLICY = { to: '/shipping-policy', label: 'Shipping Policy' } as const;
const TERMS = { to: '/terms', label: 'Terms and Conditions' } as const;
const PRIVACY_POLICY = { to: '/privacy-policy', label: 'Privacy Policy' } as const;

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    title: 'Ordering',
    entries: [
      {
        question: 'How do I place an order?',
        answer:
          'Set your delivery address in the delivery selector at the top of the page, then search or browse for what you need and add it to your cart. At checkout, confirm the address, upload a prescription if your cart needs one, choose a delivery option and pay. The nearest partner pharmacy that has your items prepares the order.',
      },
      {
        question: 'Who actually sells the medicines I order?',
        answer: `Licensed partner pharmacies. We are a technology marketplace: we do not stock or sell medicines ourselves. The pharmacy fulfilling your order is within ${POLICY.storeRadiusKm} km of your delivery location, issues your invoice and is responsible for dispensing. Once your delivery location is set, its drug licence and GST numbers are shown in the strip under the top bar.`,
        more: TERMS,
      },
      {
        question: 'Will I ever pay more than the MRP?',
        answer:
          'No. Products are never sold above the Maximum Retail Price (MRP) printed on the pack. Prices include all taxes and are set by the partner pharmacy, so they are often below MRP and can differ slightly between pharmacies.',
      },
    ],
  },
  {
    title: 'Prescriptions',
    entries: [
      {
        question: 'Which medicines need a prescription?',
        answer:
          'Schedule H and Schedule H1 medicines (for example most antibiotics) are dispensed only against a valid prescription from a registered medical practitioner. A registered pharmacist at the partner pharmacy verifies it before your order is dispatched. Over-the-counter products need no prescription.',
        more: TERMS,
      },
      {
        question: 'How do I upload a prescription, and what must it show?',
        answer:
          'Upload a clear photo or scan on the Upload Prescription page or at checkout. It must be legible, signed and dated, and show the doctor’s name, address and registration number, the patient’s name, and each medicine with its dose and quantity.',
        more: { to: '/upload-prescription', label: 'Upload Prescription' },
      },
      {
        question: 'Can I order Schedule X or narcotic medicines?',
        answer:
          'No. Schedule X drugs and narcotic or psychotropic substances covered by the NDPS Act are never sold online on our platform, even with a prescription. Please buy them in person from a licensed pharmacy.',
      },
      {
        question: 'What happens if the pharmacist cannot accept my prescription?',
        answer:
          'We contact you to explain why and ask for a valid prescription. If you cannot provide one, the prescription items are not dispensed; if that leaves nothing to deliver, the order is cancelled and everything you paid is refunded to your original payment method.',
        more: REFUND_POLICY,
      },
      {
        question: 'Is my prescription kept private?',
        answer: `Yes. Prescriptions are confidential and stored privately on servers in India. Only you, the partner pharmacy fulfilling your order and the pharmacists who verify prescriptions can see them. For Schedule H1 medicines the pharmacy must by law keep a register entry for ${pluralize(H1_RECORD_RETENTION_YEARS, 'year')}.`,
        more: PRIVACY_POLICY,
      },
    ],
  },
  {
    title: 'Delivery',
    entries: [
      {
        question: 'How fast is delivery?',
        answer: `Standard delivery takes ${formatSpan(delivery.standardMinutes, 'minutes')} after your order is confirmed. Express delivery arrives within ${delivery.expressMaxMinutes} minutes in select areas, and scheduled delivery comes in the slot you choose, subject to availability. Prescription orders are confirmed once the pharmacist has verified the prescription.`,
        more: SHIPPING_POLICY,
      },
      {
        question: 'Where do you deliver?',
        answer: `In select cities, wherever a partner pharmacy is within ${POLICY.storeRadiusKm} km of your delivery location. If none is, the delivery selector shows "${TEXTS.deliverySelector.notServiceable}".`,
        more: SHIPPING_POLICY,
      },
      {
        question: 'How much does delivery cost?',
        answer:
          'Delivery charges depend on the distance, your order value and the delivery type. Orders above a minimum value are delivered free; that threshold varies by location and is shown in your cart. All charges appear at checkout before you pay. A redelivery fee may apply after a failed delivery.',
        more: SHIPPING_POLICY,
      },
      {
        question: 'How do I track my order?',
        answer:
          'We notify you at each stage: order confirmation, preparation and out for delivery. You can also follow every order under My Orders in your account.',
      },
      {
        question: 'Why does the delivery partner ask for an OTP or ID?',
        answer:
          'To make sure your medicines reach the right person. You may be asked for the one-time password (OTP) we send you, and for Schedule H1 medicines the delivery partner may ask to see a government-issued photo ID.',
        more: SHIPPING_POLICY,
      },
    ],
  },
  {
    title: 'Payments, cancellations and refunds',
    entries: [
      {
        question: 'Which payment methods can I use?',
        answer:
          'You can pay online by UPI, credit or debit card or net banking through our payment partner, Cashfree Payments, or by cash on delivery where it is offered. Card and UPI details are entered on Cashfree’s secure page; we never see your full card number or PIN.',
      },
      {
        question: 'Can I cancel my order?',
        answer:
          'Yes, at no charge, until the order is marked Processing. Once it is Processing it has been assigned to a partner pharmacy and cannot be cancelled. Orders with prescription medicines may need extra verification before a cancellation is approved.',
        more: REFUND_POLICY,
      },
      {
        question: 'Can I return a product?',
        answer: `Medicines can be returned only if they were damaged in transit, are not what you ordered, or are expired or within less than ${pluralize(returns.nearExpiryMonths, 'month')} of expiry; report the problem within ${pluralize(returns.reportWithinHours, 'hour')} of delivery. Non-medicinal products can be returned within ${pluralize(returns.nonMedicinalReturnDays, 'day')} of delivery if unopened and in their original packaging. Opened or used products, products without original packaging, temperature-controlled medications, personal care items and products marked non-returnable cannot be returned.`,
        more: REFUND_POLICY,
      },
      {
        question: 'How long does a refund take?',
        answer: `Usually about ${businessDays(refundDays.overall)} after approval, to your original payment method: cards ${businessDays(refundDays.card)}, UPI ${businessDays(refundDays.upi)} and net banking ${businessDays(refundDays.netBanking)}. Cash on delivery orders are refunded by ${POLICY.cashOnDeliveryRefund}.`,
        more: REFUND_POLICY,
      },
    ],
  },
  {
    title: 'Medicines',
    entries: [
      {
        question: 'Can I get a generic or substitute medicine instead?',
        answer:
          'Only if you agree. A substitute must have the same active ingredients, strength and form, and for a prescription medicine the pharmacist must approve it. We never swap an item without your consent; ask your doctor if you are unsure.',
      },
      {
        question: 'Could I receive medicines that are close to expiry?',
        answer: `Partner pharmacies do not dispatch medicines that expire in less than ${pluralize(returns.nearExpiryMonths, 'month')}. If you receive one, report it within ${pluralize(returns.reportWithinHours, 'hour')} of delivery and we will arrange a return and refund.`,
        more: REFUND_POLICY,
      },
    ],
  },
  {
    title: 'Privacy, support and partners',
    entries: [
      {
        question: 'How is my personal data used?',
        answer:
          'Only to deliver your orders, verify prescriptions, handle payments and support you, and to meet legal duties. Your data is stored in India and we do not sell it. Under the Digital Personal Data Protection Act, 2023 you can ask to access, correct or erase your data and raise a grievance.',
        more: PRIVACY_POLICY,
      },
      {
        question: 'How do I contact support or raise a complaint?',
        answer: `Support is available ${SUPPORT.availability}: call ${SUPPORT.phone} or e-mail ${SUPPORT.email}. Our office hours are ${businessHours}. Complaints go to our Grievance Officer, who acknowledges each one within ${pluralize(GRIEVANCE.acknowledgeWithinHours, 'hour')} with a ticket number and resolves it within ${pluralize(GRIEVANCE.resolveWithinMonths, 'month')}.`,
        more: { to: '/contact', label: 'Contact Us' },
      },
      {
        question: 'How can my pharmacy become a partner?',
        answer:
          'Apply on the Join as Pharmacy Partner page. You will need valid retail drug licences (Form 20 and Form 21), the name and registration number of your registered pharmacist, your GSTIN and your bank details. We review every application before a store goes live.',
        more: { to: '/pharmacy-partner', label: 'Join as Pharmacy Partner' },
      },
    ],
  },
];
