import { Box, GlobalStyles, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@instamg/shared/mui';
import type { StoreOrder } from '../api/order-detail';
import { expiryMonth, invoiceLine } from '../domain/order-detail';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { formatINR } from '@instamg/shared/domain/money';
import { orderReference } from '@instamg/shared/domain/order-number';
import { useLocale } from '@instamg/shared/i18n';
import { localDateText, useOrderT } from '../../i18n/order-catalogue';

export type PrintDoc = 'pick-slip' | 'invoice';

/**
 * Print CSS: on screen the documents are not shown; when printing, only the chosen one is (the
 * panel frame, buttons and navigation are hidden).
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '.print-doc': { display: 'none' },
        '@media print': {
          'body *': { visibility: 'hidden' },
          '.print-doc[data-active="true"]': { display: 'block', position: 'absolute', left: 0, top: 0, width: '100%' },
          '.print-doc[data-active="true"], .print-doc[data-active="true"] *': { visibility: 'visible' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}

const address = (o: StoreOrder) =>
  [o.address_line1, o.address_line2, o.city, o.state, o.postal_code].filter(Boolean).join(', ');

/** The pick slip: what to take from which batch, for the packer. */
export function PickSlip({ order, items, active }: { order: StoreOrder; items: OrderItemsRow[]; active: boolean }) {
  const t = useOrderT();
  return (
    <Box className="print-doc" data-active={active} data-testid="pick-slip" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('print.pickSlip', { reference: orderReference(order) })}
      </Typography>
      <Typography variant="body2">
        {t('print.deliverTo', {
          store: order.store_name,
          recipient: order.recipient_name ?? t('print.theCustomer'),
          address: address(order),
        })}
      </Typography>
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('detail.medicine')}</TableCell>
            <TableCell>{t('detail.scheduleColumn')}</TableCell>
            <TableCell>{t('detail.batch')}</TableCell>
            <TableCell>{t('detail.expiry')}</TableCell>
            <TableCell align="right">{t('detail.qty')}</TableCell>
            <TableCell>{t('print.picked')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.$id}>
              <TableCell>
                {i.product_name} {i.pack_size ? `(${i.pack_size})` : ''}
                {i.rx_required ? ` · ${t('detail.rx')}` : ''}
              </TableCell>
              <TableCell>{i.schedule === 'none' ? '—' : i.schedule}</TableCell>
              <TableCell>{i.batch}</TableCell>
              <TableCell>{expiryMonth(i.batch_expiry)}</TableCell>
              <TableCell align="right">{i.quantity}</TableCell>
              <TableCell>☐</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The customer's tax invoice with the pharmacy as the supplier (CGST Rules, Rule 46): supplier's
 * name, address and GSTIN, invoice number and date, the recipient's name and address, place of
 * supply, per line HSN, description, quantity, taxable value, rate and amount of tax (CGST + SGST),
 * with batch and expiry (and the drug licence) as a pharmacy bill shows them.
 */
export function TaxInvoice({ order, items, active }: { order: StoreOrder; items: OrderItemsRow[]; active: boolean }) {
  const t = useOrderT();
  const locale = useLocale();
  const lines = items.map((i) => ({ item: i, ...invoiceLine(i) }));
  const sum = (k: 'taxable' | 'cgst' | 'sgst') => lines.reduce((s, l) => s + Math.round(l[k] * 100), 0) / 100;
  return (
    <Box className="print-doc" data-active={active} data-testid="tax-invoice" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('print.invoice')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{order.store_name}</Typography>
      <Typography variant="body2">{order.store_address}</Typography>
      <Typography variant="body2">
        {t('print.licences', { gstin: order.store_gstin, licence: order.store_licence })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('print.number', { id: order.$id, date: localDateText(locale, order.paid_at ?? order.$createdAt) })}
      </Typography>
      <Typography variant="body2">
        {t('print.billTo', {
          recipient: order.recipient_name ?? t('detail.customer'),
          address: address(order),
          state: order.state,
        })}
      </Typography>
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('print.item')}</TableCell>
            <TableCell>{t('print.hsn')}</TableCell>
            <TableCell>{t('detail.batch')}</TableCell>
            <TableCell>{t('detail.expiry')}</TableCell>
            <TableCell align="right">{t('detail.qty')}</TableCell>
            <TableCell align="right">{t('detail.mrp')}</TableCell>
            <TableCell align="right">{t('print.taxable')}</TableCell>
            <TableCell align="right">{t('print.gstRate')}</TableCell>
            <TableCell align="right">{t('print.cgst')}</TableCell>
            <TableCell align="right">{t('print.sgst')}</TableCell>
            <TableCell align="right">{t('print.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ item, taxable, cgst, sgst, total }) => (
            <TableRow key={item.$id}>
              <TableCell>{item.product_name}</TableCell>
              <TableCell>{item.hsn ?? '—'}</TableCell>
              <TableCell>{item.batch}</TableCell>
              <TableCell>{expiryMonth(item.batch_expiry)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatINR(item.mrp)}</TableCell>
              <TableCell align="right">{formatINR(taxable)}</TableCell>
              <TableCell align="right">{item.gst_rate}</TableCell>
              <TableCell align="right">{formatINR(cgst)}</TableCell>
              <TableCell align="right">{formatINR(sgst)}</TableCell>
              <TableCell align="right">{formatINR(total)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={6}>{t('detail.items')}</TableCell>
            <TableCell align="right">{formatINR(sum('taxable'))}</TableCell>
            <TableCell />
            <TableCell align="right">{formatINR(sum('cgst'))}</TableCell>
            <TableCell align="right">{formatINR(sum('sgst'))}</TableCell>
            <TableCell align="right">{formatINR(order.items_total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('print.totals', { delivery: formatINR(order.delivery_fee), total: formatINR(order.total) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 3 }}>
        {t('print.signatory', { store: order.store_name })}
      </Typography>
    </Box>
  );
}
