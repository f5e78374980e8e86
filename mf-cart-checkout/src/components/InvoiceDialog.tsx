import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import type { OrderItemsRow, OrdersRow } from '@instamg/shared/appwrite/rows';
import { Money } from './Money';
import { orderReference } from '@instamg/shared/domain/order-number';
import { paymentMethodText } from '@instamg/shared/domain/payment-method';
import { downloadTaxDocument, issueInvoice } from '../api/orders-api';
import { savePdf } from './save-pdf';
import { orderKeys } from '../api/keys';
import { invoiceFileName, invoiceLines, pharmacistText } from '@instamg/shared/domain/tax-document/tax-document';
import { taxDocumentPdf } from '@instamg/shared/domain/tax-document/pdf';

/** A GST tax invoice view of a paid order (prices are GST-inclusive; GST is shown per line). */
export function InvoiceDialog({
  order,
  items,
  open,
  onClose,
}: {
  order: OrdersRow;
  items: OrderItemsRow[];
  open: boolean;
  onClose: () => void;
}) {
  // A phone gets the whole screen and one card per line: eight columns do not fit 390 px.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Issue 40 §11: the invoice's own serial (GST Rule 46), issued by the payments function on the first ask.
  const invoice = useQuery({
    queryKey: orderKeys.invoice(order.$id),
    queryFn: () => issueInvoice(order.$id),
    enabled: open,
    staleTime: Infinity,
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const download = async (issued: Awaited<ReturnType<typeof issueInvoice>>) => {
    setSaving(true);
    setSaveError(null);
    try {
      // The stored file (made at delivery) when there is one; otherwise the same layout made here.
      const stored =
        issued.bucket_id && issued.file_id
          ? await downloadTaxDocument(issued.bucket_id, issued.file_id).catch(() => null)
          : null;
      if (stored) {
        savePdf(new Uint8Array(stored), invoiceFileName(issued.invoice_number));
        return;
      }
      const bytes = await taxDocumentPdf(invoiceLines(order, items, issued, issued.pharmacist ?? null), {
        title: `Tax invoice ${issued.invoice_number}`,
        author: order.store_name,
      });
      savePdf(bytes, invoiceFileName(issued.invoice_number));
    } catch {
      setSaveError('The PDF could not be made. Use Print and choose "Save as PDF", or try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="invoice-title">
      <DialogTitle id="invoice-title">Tax invoice · Order {orderReference(order)}</DialogTitle>
      <DialogContent>
        {invoice.data && (
          <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="invoice-number">
            Invoice no. {invoice.data.invoice_number} ·{' '}
            {new Date(invoice.data.invoice_date).toLocaleDateString('en-IN')}
          </Typography>
        )}
        {invoice.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {invoice.error.message}
          </Alert>
        )}
        <Typography sx={{ fontWeight: 600 }}>{order.store_name}</Typography>
        <Typography variant="body2">{order.store_address}</Typography>
        <Typography variant="body2">
          Drug licence: {order.store_licence} · GSTIN: {order.store_gstin}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Billed to {order.recipient_name ?? order.address_name ?? 'customer'}:{' '}
          {[order.address_line1, order.address_line2, order.city, order.state, order.postal_code]
            .filter(Boolean)
            .join(', ')}
        </Typography>
        <Typography variant="body2">
          Date: {new Date(order.paid_at ?? order.$createdAt).toLocaleString('en-IN')}
        </Typography>
        <Typography variant="body2" data-testid="invoice-payment">
          Payment: {paymentMethodText(order)}
        </Typography>
        {invoice.data?.pharmacist && (
          <Typography variant="body2" data-testid="invoice-pharmacist">
            {pharmacistText(invoice.data.pharmacist)}
          </Typography>
        )}
        {phone ? (
          <InvoiceCards order={order} items={items} />
        ) : (
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell>HSN</TableCell>
                <TableCell>Batch</TableCell>
                <TableCell>Expiry</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">MRP</TableCell>
                <TableCell align="right">Rate</TableCell>
                <TableCell align="right">GST</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.$id}>
                  <TableCell>
                    {item.product_name} ({item.pack_size})
                  </TableCell>
                  <TableCell>{item.hsn}</TableCell>
                  <TableCell>{item.batch}</TableCell>
                  <TableCell>{expiryText(item.batch_expiry)}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">
                    <Money amount={item.mrp} />
                  </TableCell>
                  <TableCell align="right">
                    <Money amount={item.unit_price} />
                  </TableCell>
                  <TableCell align="right">
                    {item.gst_rate}% (<Money amount={item.gst_amount} />)
                  </TableCell>
                  <TableCell align="right">
                    <Money amount={item.line_total} />
                  </TableCell>
                </TableRow>
              ))}
              {(order.coupon_discount ?? 0) > 0 && (
                <TableRow>
                  <TableCell colSpan={8}>Coupon {order.coupon_code}</TableCell>
                  <TableCell align="right">
                    −<Money amount={order.coupon_discount!} />
                  </TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell colSpan={8}>Delivery fee</TableCell>
                <TableCell align="right">
                  <Money amount={order.delivery_fee} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={8}>GST included</TableCell>
                <TableCell align="right">
                  <Money amount={order.gst_total} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={8}>
                  <b>Total</b>
                </TableCell>
                <TableCell align="right">
                  <b>
                    <Money amount={order.total} />
                  </b>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {saveError && (
          <Typography role="alert" variant="body2" color="error" sx={{ mr: 'auto' }}>
            {saveError}
          </Typography>
        )}
        <Button
          variant="contained"
          disabled={!invoice.data}
          loading={saving}
          onClick={() => invoice.data && void download(invoice.data)}
        >
          Download PDF
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The invoice's lines as cards (phones): every column of the table, labelled. */
function InvoiceCards({ order, items }: { order: OrdersRow; items: OrderItemsRow[] }) {
  return (
    <Box component="ul" aria-label="Invoice lines" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.$id}
          sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {item.product_name} ({item.pack_size})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            HSN {item.hsn} · Batch {item.batch} · Exp {expiryText(item.batch_expiry)}
          </Typography>
          <InvoiceCardRow label={`${item.quantity} × rate`}>
            <Money amount={item.unit_price} /> (MRP <Money amount={item.mrp} />)
          </InvoiceCardRow>
          <InvoiceCardRow label={`GST ${item.gst_rate}%`}>
            <Money amount={item.gst_amount} />
          </InvoiceCardRow>
          <InvoiceCardRow label="Amount">
            <Money amount={item.line_total} />
          </InvoiceCardRow>
        </Box>
      ))}
      <Box component="li" sx={{ pt: 1.5, display: 'grid', gap: 0.5 }}>
        {(order.coupon_discount ?? 0) > 0 && (
          <InvoiceCardRow label={`Coupon ${order.coupon_code ?? ''}`}>
            −<Money amount={order.coupon_discount!} />
          </InvoiceCardRow>
        )}
        <InvoiceCardRow label="Delivery fee">
          <Money amount={order.delivery_fee} />
        </InvoiceCardRow>
        <InvoiceCardRow label="GST included">
          <Money amount={order.gst_total} />
        </InvoiceCardRow>
        <InvoiceCardRow label="Total" strong>
          <Money amount={order.total} />
        </InvoiceCardRow>
      </Box>
    </Box>
  );
}

function InvoiceCardRow({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}>
      <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'inherit', textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "03/2028": the month a batch expires (India time). */
function expiryText(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', month: '2-digit', year: 'numeric' })
    : '—';
}
