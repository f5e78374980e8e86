// Categories for the admin: rows read with the admin's session (everyone reads them), product
// counts as total-only queries (products.category_idx), every write through admin-catalog (audit log).
import { Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { CategoryValues } from '@instamg/shared/domain/catalog/category';

export type CategoryRow = Models.Row & Record<string, unknown>;

export async function fetchCategory(categoryId: string): Promise<CategoryRow> {
  return getAppwrite().tablesDB.getRow<CategoryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.categories,
    rowId: categoryId,
  });
}

/** How many products (listed or not) the category holds: a total-only query. */
export async function fetchProductCount(categoryId: string): Promise<number> {
  const page = await getAppwrite().tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    queries: [Query.equal('category_id', categoryId), Query.limit(1), Query.select(['$id'])],
  });
  return page.total;
}

export async function createCategory(values: CategoryValues): Promise<CategoryRow> {
  return (await callFunction<{ category: CategoryRow }>(FUNCTIONS.adminCatalog, { action: 'create_category', values }))
    .category;
}

export async function updateCategory(categoryId: string, values: CategoryValues): Promise<CategoryRow> {
  return (
    await callFunction<{ category: CategoryRow }>(FUNCTIONS.adminCatalog, {
      action: 'update_category',
      category_id: categoryId,
      values,
    })
  ).category;
}

export async function setCategoryActive(categoryId: string, active: boolean): Promise<CategoryRow> {
  return (
    await callFunction<{ category: CategoryRow }>(FUNCTIONS.adminCatalog, {
      action: 'set_category_active',
      category_id: categoryId,
      active,
    })
  ).category;
}
