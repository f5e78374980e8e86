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
import { formatINR } from '@instamg/shared/domain/money';
import { orderReference } from '@instamg/shared/domain/order-number';
import { downloadTaxDocument, issueInvoice } from '../api/orders-api';
import { savePdf } from './save-pdf';
import { orderKeys } from '../api/keys';
import { invoiceFileName, invoiceLines, pharmacistText } from '@instamg/shared/domain/tax-document/tax-document';
import { taxDocumentPdf } from '@instamg/shared/domain/tax-document/pdf';
import { formatDate, useLocale, type Locale } from '@instamg/shared/i18n';
import { ORDERS_EN, paymentText, useOrdersT, type OrdersT } from '../i18n/orders-catalogue';
import { useCartT } from '../i18n/catalogue';

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
  const t = useOrdersT();
  const cartT = useCartT();
  const locale = useLocale();
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
        // The PDF is drawn in English (WinAnsi fonts, no Devanagari): its title too.
        title: ORDERS_EN('invoice.pdfTitle', { number: issued.invoice_number }),
        author: order.store_name,
      });
      savePdf(bytes, invoiceFileName(issued.invoice_number));
    } catch {
      setSaveError(t('invoice.pdfError'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="invoice-title">
      <DialogTitle id="invoice-title">{t('invoice.title', { ref: orderReference(order) })}</DialogTitle>
      <DialogContent>
        {invoice.data && (
          <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="invoice-number">
            {t('invoice.number', {
              number: invoice.data.invoice_number,
              date: formatDate(new Date(invoice.data.invoice_date), locale, {
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
              }),
            })}
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
          {t('invoice.licenceGstin', { licence: order.store_licence, gstin: order.store_gstin })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('invoice.billedTo', {
            name: order.recipient_name ?? order.address_name ?? t('invoice.customer'),
            address: [order.address_line1, order.address_line2, order.city, order.state, order.postal_code]
              .filter(Boolean)
              .join(', '),
          })}
        </Typography>
        <Typography variant="body2">
          {t('invoice.date', {
            date: formatDate(new Date(order.paid_at ?? order.$createdAt), locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Typography>
        <Typography variant="body2" data-testid="invoice-payment">
          {t('invoice.payment', { method: paymentText(t, cartT, order) })}
        </Typography>
        {invoice.data?.pharmacist && (
          <Typography variant="body2" data-testid="invoice-pharmacist">
            {pharmacistText(invoice.data.pharmacist)}
          </Typography>
        )}
        {phone ? (
          <InvoiceCards order={order} items={items} t={t} locale={locale} />
        ) : (
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('invoice.item')}</TableCell>
                <TableCell>{t('invoice.hsn')}</TableCell>
                <TableCell>{t('invoice.batch')}</TableCell>
                <TableCell>{t('invoice.expiry')}</TableCell>
                <TableCell align="right">{t('invoice.qty')}</TableCell>
                <TableCell align="right">{t('invoice.mrp')}</TableCell>
                <TableCell align="right">{t('invoice.rate')}</TableCell>
                <TableCell align="right">{t('invoice.gst')}</TableCell>
                <TableCell align="right">{t('invoice.amount')}</TableCell>
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
                  <TableCell>{expiryText(item.batch_expiry, locale)}</TableCell>
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
                  <TableCell colSpan={8}>{t('invoice.coupon', { code: order.coupon_code ?? '' })}</TableCell>
                  <TableCell align="right">
                    −<Money amount={order.coupon_discount!} />
                  </TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell colSpan={8}>{t('invoice.deliveryFee')}</TableCell>
                <TableCell align="right">
                  <Money amount={order.delivery_fee} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={8}>{t('invoice.gstIncluded')}</TableCell>
                <TableCell align="right">
                  <Money amount={order.gst_total} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={8}>
                  <b>{t('invoice.total')}</b>
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
          {t('invoice.download')}
        </Button>
        <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
        <Button onClick={onClose}>{t('invoice.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The invoice's lines as cards (phones): every column of the table, labelled. */
function InvoiceCards({
  order,
  items,
  t,
  locale,
}: {
  order: OrdersRow;
  items: OrderItemsRow[];
  t: OrdersT;
  locale: Locale;
}) {
  return (
    <Box component="ul" aria-label={t('invoice.lines')} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
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
            {t('invoice.cardCodes', {
              hsn: item.hsn,
              batch: item.batch,
              expiry: expiryText(item.batch_expiry, locale),
            })}
          </Typography>
          <InvoiceCardRow label={t('invoice.cardRate', { quantity: item.quantity })}>
            <Money amount={item.unit_price} />
            {t('invoice.cardMrp', { amount: formatINR(item.mrp) })}
          </InvoiceCardRow>
          <InvoiceCardRow label={t('invoice.cardGst', { rate: item.gst_rate })}>
            <Money amount={item.gst_amount} />
          </InvoiceCardRow>
          <InvoiceCardRow label={t('invoice.amount')}>
            <Money amount={item.line_total} />
          </InvoiceCardRow>
        </Box>
      ))}
      <Box component="li" sx={{ pt: 1.5, display: 'grid', gap: 0.5 }}>
        {(order.coupon_discount ?? 0) > 0 && (
          <InvoiceCardRow label={t('invoice.coupon', { code: order.coupon_code ?? '' })}>
            −<Money amount={order.coupon_discount!} />
          </InvoiceCardRow>
        )}
        <InvoiceCardRow label={t('invoice.deliveryFee')}>
          <Money amount={order.delivery_fee} />
        </InvoiceCardRow>
        <InvoiceCardRow label={t('invoice.gstIncluded')}>
          <Money amount={order.gst_total} />
        </InvoiceCardRow>
        <InvoiceCardRow label={t('invoice.total')} strong>
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

/** "03/2028": the month a batch expires (India time), in the digits both languages print. */
function expiryText(iso: string | null, locale: Locale): string {
  return iso ? formatDate(new Date(iso), locale, { month: '2-digit', year: 'numeric' }) : '—';
}
