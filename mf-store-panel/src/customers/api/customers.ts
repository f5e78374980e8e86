// /store/customers reads (issue 18 §3): the store_customers rows the order functions keep (the
// list goes through the shared ServerDataGrid with the member's own session; row security lets the
// owner, store admins and managers read them), one customer's row, and the recipient's phone of
// the customer's active orders — the order_contacts rows, which the store's team can read only
// while an order is active (issue 16 §2), so the phone disappears with the last active order.
import { useQuery } from '@tanstack/react-query';
import { AppwriteException, Query } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { ACTIVE_FULFILMENT_STATUSES } from '@instamg/shared/domain/order';
import { storeCustomerRowId } from '@instamg/shared/domain/store-customers';
import { storePanelKeys } from '../../api/keys';
import type { OrderContactsRow, OrdersRow, RowMeta, StoreCustomersRow } from '@instamg/shared/appwrite/rows';

export interface ActiveContact {
  orderId: string;
  orderNumber: string | null;
  phone: string | null;
}

export function useStoreCustomer(storeId: string, customerId: string) {
  return useQuery({
    queryKey: storePanelKeys.customers.customer(storeId, customerId),
    queryFn: async (): Promise<StoreCustomersRow | null> => {
      try {
        return await getAppwrite().tablesDB.getRow<StoreCustomersRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.storeCustomers,
          rowId: storeCustomerRowId(storeId, customerId),
        });
      } catch (err) {
        if (err instanceof AppwriteException && err.code === 404) return null;
        throw err;
      }
    },
  });
}

/** The customer's active orders at the store and the phone on each (at most 10). */
export function useActiveContacts(storeId: string, customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: storePanelKeys.customers.contacts(storeId, customerId),
    enabled,
    queryFn: async (): Promise<ActiveContact[]> => {
      const { tablesDB } = getAppwrite();
      const orders = await tablesDB.listRows<RowMeta & Pick<OrdersRow, 'order_number'>>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orders,
        queries: [
          Query.equal('store_id', storeId),
          Query.equal('customer_id', customerId),
          Query.equal('status', [...ACTIVE_FULFILMENT_STATUSES]),
          Query.select(['$id', 'order_number']),
          Query.limit(10),
        ],
      });
      if (orders.rows.length === 0) return [];
      // A contact row's id is its order's id.
      const contacts = await tablesDB.listRows<OrderContactsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderContacts,
        queries: [
          Query.equal(
            '$id',
            orders.rows.map((o) => o.$id),
          ),
        ],
      });
      const phoneOf = new Map(contacts.rows.map((c) => [c.$id, c.phone ?? null]));
      return orders.rows.map((o) => ({
        orderId: o.$id,
        orderNumber: o.order_number ?? null,
        phone: phoneOf.get(o.$id) ?? null,
      }));
    },
  });
}
