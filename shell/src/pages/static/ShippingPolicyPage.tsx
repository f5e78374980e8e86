import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { POLICY, TEXTS } from '@instamg/shared/constants';
import { SUPPORT } from '../../domain/company';
import { formatSpan } from './policy-format';
import { BulletList, Paragraph, PolicySection, StaticPageLayout } from './StaticPageLayout';
import { SupportContactDetails } from './SupportContactDetails';

const { delivery } = POLICY;

// SPEC §2 "Static pages", §4 "Other" (notification stages) and §9 (delivery rows).
export default function ShippingPolicyPage() {
  const href = useLocaleHref();
  return (
    <StaticPageLayout title="Shipping Policy">
      <PolicySection title="Delivery Areas">
        <Paragraph>
          We deliver in select cities where we have partner pharmacies. Every order is fulfilled by a licensed partner
          pharmacy within {POLICY.storeRadiusKm} km of your delivery location, so your medicines travel only a short
          distance. If there is no partner pharmacy within {POLICY.storeRadiusKm} km, the delivery selector at the top
          of the page shows &quot;{TEXTS.deliverySelector.notServiceable}&quot; and you can try another address.
        </Paragraph>
      </PolicySection>

      <PolicySection title="Delivery Timeframes">
        <BulletList
          items={[
            `Standard delivery: ${formatSpan(delivery.standardMinutes, 'minutes')} after your order is confirmed.`,
            `Express delivery: within ${delivery.expressMaxMinutes} minutes, in select areas.`,
            'Scheduled delivery: in the time slot you choose at checkout, subject to availability.',
          ]}
        />
        <Paragraph>
          An order with prescription medicines is confirmed once a registered pharmacist has verified the prescription.
          The estimate shown in the delivery selector is based on the distance to the pharmacy; traffic, weather and
          very busy periods can add to it.
        </Paragraph>
      </PolicySection>

      <PolicySection title="Delivery Charges">
        <BulletList
          items={[
            'Delivery charges depend on the distance, your order value and the delivery type you choose.',
            'Orders above a minimum value are delivered free. That threshold varies by location and is shown in your cart and at checkout.',
            'All charges are shown at checkout before you pay.',
            'A redelivery fee may apply if a delivery fails and you ask us to deliver again.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Order Tracking">
        <Paragraph>
          We notify you at each stage of your order: order confirmation, preparation and out for delivery. You can
          follow the status of every order under{' '}
          <Link component={RouterLink} to="/orders">
            My Orders
          </Link>
          .
        </Paragraph>
      </PolicySection>

      <PolicySection title="Contactless Delivery">
        <Paragraph>
          For prepaid orders you can ask for contactless delivery in the delivery instructions at checkout. The delivery
          partner leaves the sealed package at your door, lets you know and waits at a safe distance until you collect
          it. Orders that need delivery verification (see below) are handed over in person.
        </Paragraph>
      </PolicySection>

      <PolicySection title="Delivery Verification">
        <BulletList
          items={[
            'You may be asked to share the one-time password (OTP) we send you, so that the order reaches the right person.',
            'For Schedule H1 medicines and other medicines that need special care, the delivery partner may ask to see a government-issued photo ID of the person receiving the order.',
            'Prescription medicines are not handed over to anyone under 18.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Failed Delivery Attempts">
        <Paragraph>
          If nobody is available at the address, the delivery partner tries to reach you by phone. If we still cannot
          deliver, the order goes back to the partner pharmacy and we contact you to arrange a new delivery, for which a
          redelivery fee may apply. If the order still cannot be delivered, it stays with the pharmacy and prepaid
          amounts are refunded to your original payment method as set out in our{' '}
          <Link component={RouterLink} to={href('/refund-policy')}>
            Refund and Cancellation Policy
          </Link>
          .
        </Paragraph>
      </PolicySection>

      <PolicySection title="Contact Us">
        <Paragraph>Questions about a delivery? Our support team is available {SUPPORT.availability}.</Paragraph>
        <SupportContactDetails />
      </PolicySection>
    </StaticPageLayout>
  );
}
