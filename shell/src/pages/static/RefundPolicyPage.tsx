import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@instamg/shared/mui';
import { POLICY } from '@instamg/shared/constants';
import { SUPPORT } from '../../domain/company';
import { formatSpan, pluralize } from './policy-format';
import { BulletList, Paragraph, PolicySection, PolicySubsection, StaticPageLayout } from './StaticPageLayout';
import { SupportContactDetails } from './SupportContactDetails';

const { returns, refundBusinessDays } = POLICY;
const businessDays = (span: { min: number; max: number }) => formatSpan(span, 'business days');

// SPEC §9 "Refunds": time to reach you, by how you paid.
const REFUND_TIMES: readonly { method: string; time: string }[] = [
  { method: 'Credit or debit card', time: businessDays(refundBusinessDays.card) },
  { method: 'UPI', time: businessDays(refundBusinessDays.upi) },
  { method: 'Net banking', time: businessDays(refundBusinessDays.netBanking) },
  { method: 'Cash on delivery', time: `By ${POLICY.cashOnDeliveryRefund}` },
];

// SPEC §2 "Static pages", §4 "Other" and §5 "Policy rules".
export default function RefundPolicyPage() {
  return (
    <StaticPageLayout title="Refund and Cancellation Policy">
      <PolicySection title="Order Cancellation">
        <BulletList
          items={[
            'You can cancel an order at any time before it is marked Processing. There is no cancellation fee.',
            'Once an order is marked Processing it has been assigned to a partner pharmacy and cannot be cancelled.',
            'Orders containing prescription medicines may need extra verification before a cancellation is approved.',
            'If the partner pharmacy cannot fulfil your order, for example because an item is out of stock or the pharmacist cannot accept the prescription, we cancel it and refund everything you paid.',
            'Money paid for a cancelled order is refunded to your original payment method within the times shown under Refund Methods and Timelines.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Refund Policy">
        <PolicySubsection title="Eligible Products">
          <BulletList
            items={[
              `Medicines can be returned only if they were damaged in transit, are not what you ordered, or are expired or within less than ${pluralize(returns.nearExpiryMonths, 'month')} of expiry when delivered.`,
              `Non-medicinal products can be returned within ${pluralize(returns.nonMedicinalReturnDays, 'day')} of delivery if they are unopened and in their original packaging.`,
              'Returns of prescription medications need verification and approval by a pharmacist.',
            ]}
          />
        </PolicySubsection>

        <PolicySubsection title="Non-Returnable Items">
          <BulletList
            items={[
              'Opened or used products.',
              'Products without their original packaging.',
              'Temperature-controlled medications, such as insulin and vaccines.',
              'Personal care items.',
              'Products marked non-returnable at the time of purchase.',
            ]}
          />
        </PolicySubsection>

        <PolicySubsection title="Refund Process">
          <Typography component="ol" sx={{ pl: 3, mb: 1.5, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
            <li>
              Report the problem within {pluralize(returns.reportWithinHours, 'hour')} of delivery, with your order
              number. (For an unopened non-medicinal product you have {pluralize(returns.nonMedicinalReturnDays, 'day')}{' '}
              from delivery.)
            </li>
            <li>
              Our team reviews your request and may ask for photos of the product, its packaging, batch number and
              expiry date.
            </li>
            <li>If the return is approved, our delivery staff collect the items from you.</li>
            <li>After the items are verified, the refund is sent to your original payment method.</li>
          </Typography>
        </PolicySubsection>

        <PolicySubsection title="Refund Methods and Timelines">
          <Paragraph>
            Refunds usually reach you within about {businessDays(refundBusinessDays.overall)} after approval. The time
            depends on how you paid:
          </Paragraph>
          <Table size="small" aria-label="Refund time by payment method" sx={{ mb: 1.5 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Payment method
                </TableCell>
                <TableCell component="th" scope="col">
                  Refund time
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {REFUND_TIMES.map(({ method, time }) => (
                <TableRow key={method}>
                  <TableCell component="th" scope="row">
                    {method}
                  </TableCell>
                  <TableCell>{time}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Paragraph>
            For cash on delivery orders we will ask for your bank account details (account holder name, account number
            and IFSC) to make the transfer. Your bank may take a little longer to show the credit on your statement.
          </Paragraph>
        </PolicySubsection>
      </PolicySection>

      <PolicySection title="Contact Information">
        <Paragraph>
          To cancel an order, report a problem or ask about a refund, contact our support team, available{' '}
          {SUPPORT.availability}.
        </Paragraph>
        <SupportContactDetails />
      </PolicySection>
    </StaticPageLayout>
  );
}
