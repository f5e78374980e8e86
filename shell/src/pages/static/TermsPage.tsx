import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { formatIndianLongDate } from './dates';
import { POLICY, PRODUCT_NAME } from '@instamg/shared/constants';
import { COMPANY_LEGAL_NAME, GRIEVANCE, H1_RECORD_RETENTION_YEARS } from '../../domain/company';
import { formatSpan, pluralize } from './policy-format';
import { BulletList, Paragraph, PolicySection, StaticPageLayout } from './StaticPageLayout';
import { SupportContactDetails } from './SupportContactDetails';

// SPEC §2 "Static pages": the ten numbered sections, in this order.
export const TERMS_SECTION_TITLES = [
  'Introduction',
  'Service Description',
  'User Accounts',
  'Prescription Policy',
  'Pricing and Payment',
  'Delivery Policy',
  'Limitations of Liability',
  'User Obligations',
  'Changes to Terms',
  'Contact Information',
] as const;

function numbered(title: (typeof TERMS_SECTION_TITLES)[number]): string {
  return `${TERMS_SECTION_TITLES.indexOf(title) + 1}. ${title}`;
}

function PolicyLink({ to, children }: { to: string; children: string }) {
  const href = useLocaleHref();
  return (
    <Link component={RouterLink} to={href(to)}>
      {children}
    </Link>
  );
}

// SPEC §2 "Static pages": Terms and Conditions, with a Last updated line in Indian long format.
export default function TermsPage() {
  return (
    <StaticPageLayout
      title="Terms and Conditions"
      updatedLine={(today, timeZone) => `Last updated: ${formatIndianLongDate(today, timeZone)}`}
    >
      <PolicySection title={numbered('Introduction')}>
        <Paragraph>
          These Terms and Conditions govern your use of the {PRODUCT_NAME} website and apps, operated by{' '}
          {COMPANY_LEGAL_NAME}, a company incorporated in India. By creating an account or placing an order you agree to
          these Terms, our <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>, our{' '}
          <PolicyLink to="/refund-policy">Refund and Cancellation Policy</PolicyLink> and our{' '}
          <PolicyLink to="/shipping-policy">Shipping Policy</PolicyLink>. If you do not agree, please do not use the
          service.
        </Paragraph>
        <Paragraph>These Terms are governed by the laws of India.</Paragraph>
      </PolicySection>

      <PolicySection title={numbered('Service Description')}>
        <Paragraph>
          {PRODUCT_NAME} is a technology marketplace. We do not stock, sell or dispense medicines and we do not give
          medical advice. Independent, licensed partner pharmacies list their products on the platform and are the
          sellers: each order is fulfilled by a partner pharmacy within {POLICY.storeRadiusKm} km of your delivery
          location, which issues the tax invoice and is responsible for dispensing and for complying with drug laws.
        </Paragraph>
        <Paragraph>
          Product information on the platform is for general reference only. Always follow the advice of your doctor and
          read the label before use.
        </Paragraph>
      </PolicySection>

      <PolicySection title={numbered('User Accounts')}>
        <BulletList
          items={[
            'You must be at least 18 years old to create an account and place orders.',
            'Give accurate details and keep them up to date, especially your phone number and delivery addresses.',
            'Keep your password and any two-step verification codes secret. You are responsible for activity on your account; tell us at once if you suspect unauthorised use.',
            'We may suspend or close an account that is used for fraud, forged prescriptions or abuse of our staff or partners.',
          ]}
        />
      </PolicySection>

      <PolicySection title={numbered('Prescription Policy')}>
        <BulletList
          items={[
            'Schedule H and Schedule H1 medicines are dispensed only against a valid prescription from a registered medical practitioner, verified by a registered pharmacist at the partner pharmacy before the order is dispatched.',
            'A valid prescription is legible, signed and dated, and shows the doctor’s name, address and registration number, the patient’s name, and the medicines with their dose and quantity.',
            'The pharmacist may contact you or your doctor, dispense a smaller quantity, or refuse an order if the prescription is invalid or the request is unsafe.',
            'Schedule X drugs and narcotic or psychotropic substances covered by the NDPS Act are never sold through the platform, with or without a prescription.',
            `For Schedule H1 medicines the pharmacy records the prescriber, patient, medicine and quantity and keeps the record for ${pluralize(H1_RECORD_RETENTION_YEARS, 'year')}, as the law requires.`,
            'Uploading a forged or altered prescription is an offence. We will close the account and may report it to the authorities.',
          ]}
        />
      </PolicySection>

      <PolicySection title={numbered('Pricing and Payment')}>
        <BulletList
          items={[
            'Prices are in Indian Rupees (INR) and include all taxes. Prices are set by the partner pharmacy and may differ between pharmacies.',
            'No product is ever sold above its Maximum Retail Price (MRP) printed on the pack.',
            'Delivery charges, if any, are shown at checkout before you pay.',
            'You can pay online by UPI, credit or debit card or net banking through our payment partner, Cashfree Payments, or by cash on delivery where it is offered.',
            'A substitute or generic medicine is supplied only with your consent, and for a prescription medicine only with the pharmacist’s approval.',
          ]}
        />
      </PolicySection>

      <PolicySection title={numbered('Delivery Policy')}>
        <Paragraph>
          Standard delivery takes {formatSpan(POLICY.delivery.standardMinutes, 'minutes')} after your order is
          confirmed; express delivery arrives within {POLICY.delivery.expressMaxMinutes} minutes in select areas; and
          scheduled delivery comes in the slot you choose, subject to availability. Delivery times are estimates.
          Someone must be available to receive the order and, where asked, verify it with a one-time password (OTP) or
          photo ID. Details are in our <PolicyLink to="/shipping-policy">Shipping Policy</PolicyLink>.
        </Paragraph>
      </PolicySection>

      <PolicySection title={numbered('Limitations of Liability')}>
        <BulletList
          items={[
            'The partner pharmacy is responsible for the medicines it sells and for dispensing them correctly. We are not responsible for medical outcomes or for advice given by doctors or pharmacists.',
            'We are not liable for delays or failures caused by events beyond our reasonable control, such as severe weather, strikes, network outages or government orders.',
            'To the extent the law allows, our total liability for any claim about an order is limited to the amount you paid for that order.',
            'Nothing in these Terms limits your rights under the Consumer Protection Act, 2019 or any liability that cannot be limited by law.',
          ]}
        />
      </PolicySection>

      <PolicySection title={numbered('User Obligations')}>
        <BulletList
          items={[
            'Use the platform only for lawful purposes and for your own or your family’s personal use; do not resell medicines bought here.',
            'Upload only genuine prescriptions issued to the patient named on them.',
            'Take medicines only as prescribed by your doctor or as directed on the label.',
            'Be available at the delivery address at the chosen time and treat delivery staff with respect.',
            'Do not try to access other people’s accounts or data, or to disrupt the service.',
          ]}
        />
      </PolicySection>

      <PolicySection title={numbered('Changes to Terms')}>
        <Paragraph>
          We may change these Terms to reflect new features or changes in the law. The date at the top of this page
          shows when they were last updated, and we will tell you about important changes by e-mail or in the app.
          Continuing to use the service after a change means you accept the updated Terms.
        </Paragraph>
      </PolicySection>

      <PolicySection title={numbered('Contact Information')}>
        <Paragraph>
          Questions about these Terms, and complaints, can be sent to our Grievance Officer. We acknowledge every
          complaint within {pluralize(GRIEVANCE.acknowledgeWithinHours, 'hour')} with a ticket number and resolve it
          within {pluralize(GRIEVANCE.resolveWithinMonths, 'month')}.
        </Paragraph>
        <SupportContactDetails attention="Attention: Grievance Officer" />
      </PolicySection>
    </StaticPageLayout>
  );
}
