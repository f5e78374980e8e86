import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { formatUsLongDate } from './dates';
import { POLICY, PRODUCT_NAME } from '@instamg/shared/constants';
import { COMPANY_LEGAL_NAME, GRIEVANCE, H1_RECORD_RETENTION_YEARS, SUPPORT } from '../../domain/company';
import { pluralize } from './policy-format';
import { BulletList, Paragraph, PolicySection, PolicySubsection, StaticPageLayout } from './StaticPageLayout';
import { SupportContactDetails } from './SupportContactDetails';

// SPEC §2 "Static pages": Privacy Policy, with a Last Updated line in US long format.
export default function PrivacyPolicyPage() {
  const href = useLocaleHref();
  return (
    <StaticPageLayout
      title="Privacy Policy"
      updatedLine={(today, timeZone) => `Last Updated: ${formatUsLongDate(today, timeZone)}`}
    >
      <PolicySection title="Introduction">
        <Paragraph>
          {COMPANY_LEGAL_NAME} (&quot;{PRODUCT_NAME}&quot;, &quot;we&quot;, &quot;us&quot;) runs a technology
          marketplace that connects customers with licensed partner pharmacies. This Privacy Policy explains what
          personal data we collect when you use our website and apps, why we collect it, who we share it with and how we
          protect it.
        </Paragraph>
        <Paragraph>
          We process personal data in line with the Digital Personal Data Protection Act, 2023, the Information
          Technology Act, 2000 and the rules made under them. Your data, including your prescriptions, is stored on
          servers located in India.
        </Paragraph>
      </PolicySection>

      <PolicySection title="Information We Collect">
        <PolicySubsection title="Personal Data">
          <BulletList
            items={[
              'Account details: your name, e-mail address, phone number and password (stored only as a secure hash).',
              `Delivery addresses you save, and your location: your device location when you allow it, otherwise an approximate location from your IP address, so that we can find partner pharmacies within ${POLICY.storeRadiusKm} km of you.`,
              'Orders: the products you buy, the partner pharmacy that fulfils them, delivery status, invoices and refund requests.',
              'Payments: the payment method type and transaction status. Card, UPI and bank credentials are entered on our payment partner’s secure page; we never see or store your full card number or PIN.',
              'Support: messages, photos and call notes when you contact us.',
              'Device and usage data: browser type, pages visited and app diagnostics, used to keep the service working and secure.',
            ]}
          />
        </PolicySubsection>
        <PolicySubsection title="Prescription Information">
          <Paragraph>
            When you upload a prescription we collect the image and the details on it: patient name, the doctor’s name,
            address and registration number, the medicines and their doses. We also record which registered pharmacist
            verified it and when.
          </Paragraph>
          <Paragraph>
            Prescriptions are confidential health data. They are kept in private storage in India and can be opened only
            by you, the partner pharmacy fulfilling your order and the pharmacists and staff who verify prescriptions.
            For Schedule H1 medicines the law requires the pharmacy to keep a register entry (prescriber, patient,
            medicine and quantity) for {pluralize(H1_RECORD_RETENTION_YEARS, 'year')}.
          </Paragraph>
        </PolicySubsection>
      </PolicySection>

      <PolicySection title="How We Use Your Information">
        <BulletList
          items={[
            'To find the nearest partner pharmacy, take your order, deliver it and keep you informed at each stage: order confirmation, preparation and out for delivery.',
            'To have a registered pharmacist verify prescriptions before prescription medicines are dispensed.',
            'To process payments, cancellations and refunds.',
            'To answer your questions and resolve complaints.',
            'To prevent fraud, misuse of prescriptions and unauthorised access to accounts.',
            'To meet our legal duties, such as tax, drug-law and consumer-protection record keeping.',
            'To improve the service using aggregated information that does not identify you.',
          ]}
        />
        <Paragraph>
          We send offers and newsletters only with your consent, and you can withdraw that consent at any time. We do
          not sell your personal data.
        </Paragraph>
      </PolicySection>

      <PolicySection title="Sharing Your Information">
        <Paragraph>
          The partner pharmacy that fulfils your order receives the details it needs to dispense and deliver it: your
          name, phone number, delivery address, the items ordered and, for prescription medicines, your prescription.
          Otherwise we share personal data only as described below.
        </Paragraph>
        <PolicySubsection title="By Law or to Protect Rights">
          <Paragraph>
            We disclose information when the law requires it, for example to comply with a court order or a request from
            a drug regulator, tax authority or the police, and when it is needed to protect the rights, property or
            safety of {PRODUCT_NAME}, our users, partner pharmacies or the public.
          </Paragraph>
        </PolicySubsection>
        <PolicySubsection title="Third-Party Service Providers">
          <Paragraph>
            We use trusted service providers to run the platform: our payment gateway (Cashfree Payments) to process
            payments and refunds, a maps service to find addresses and distances, cloud hosting in India, and messaging
            services for order notifications. They may use your data only to provide their service to us, under
            contracts that require them to keep it confidential and secure.
          </Paragraph>
        </PolicySubsection>
      </PolicySection>

      <PolicySection title="Security of Your Information">
        <Paragraph>
          All traffic to our service is encrypted (HTTPS). Access to personal data is limited by role: a partner
          pharmacy sees only the orders it fulfils, and prescriptions are never available through public links. We
          review access and keep logs of who accessed what.
        </Paragraph>
        <Paragraph>
          No system is perfectly secure. If a breach affects your personal data we will inform you and the Data
          Protection Board of India as the law requires. We keep personal data only as long as we need it to serve you
          or as the law requires, and then delete or anonymise it.
        </Paragraph>
      </PolicySection>

      <PolicySection title="Contact Us">
        <PolicySubsection title="Your Rights">
          <Paragraph>Under the Digital Personal Data Protection Act, 2023 you have the right to:</Paragraph>
          <BulletList
            items={[
              'access a summary of the personal data we hold about you and how we use it;',
              'have inaccurate or incomplete data corrected and out-of-date data updated;',
              'have your data erased once it is no longer needed, unless the law requires us to keep it (for example prescription and tax records);',
              'withdraw any consent you have given;',
              'nominate another person to exercise these rights on your behalf; and',
              'have your grievances redressed by our Grievance Officer, and then to complain to the Data Protection Board of India.',
            ]}
          />
        </PolicySubsection>
        <PolicySubsection title="Grievance Officer">
          <Paragraph>
            To use any of these rights or to raise a concern, write to our Grievance Officer at the address below. We
            acknowledge every complaint within {pluralize(GRIEVANCE.acknowledgeWithinHours, 'hour')} with a ticket
            number and resolve it within {pluralize(GRIEVANCE.resolveWithinMonths, 'month')}. Our support team is
            available {SUPPORT.availability}.
          </Paragraph>
          <SupportContactDetails attention="Attention: Grievance Officer" />
        </PolicySubsection>
        <Paragraph>
          See also our{' '}
          <Link component={RouterLink} to={href('/terms')}>
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to={href('/refund-policy')}>
            Refund and Cancellation Policy
          </Link>
          .
        </Paragraph>
      </PolicySection>
    </StaticPageLayout>
  );
}
