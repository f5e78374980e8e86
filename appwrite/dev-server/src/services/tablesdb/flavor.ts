import type { ErrorType } from '../../errors.ts';
import { DOCUMENTS, ROWS, type Vocabulary } from '../../db/values.ts';

/**
 * The same row endpoints answer as TablesDB (`/tablesdb/…/tables/…/rows`) and as the legacy
 * Databases API (`/databases/…/collections/…/documents`). A flavor holds every name that differs.
 */
export interface Flavor {
  vocab: Vocabulary;
  /** Path parameter names. */
  tableParam: 'tableId' | 'collectionId';
  rowParam: 'rowId' | 'documentId';
  columnParam: 'column' | 'attribute';
  /** Body field of the row id on create. */
  rowIdField: 'rowId' | 'documentId';
  /** Bulk body field. */
  rowsField: 'rows' | 'documents';
  /** Response keys. */
  tableKey: '$tableId' | '$collectionId';
  listKey: 'rows' | 'documents';
  readScope: 'rows.read' | 'documents.read';
  writeScope: 'rows.write' | 'documents.write';
  /** Word used in Appwrite's increment/decrement messages (its SDK namespace). */
  namespace: 'tables' | 'collections';
  errors: {
    tableNotFound: ErrorType;
    rowNotFound: ErrorType;
    rowExists: ErrorType;
    missingPayload: ErrorType;
    columnNotFound: ErrorType;
    columnType: ErrorType;
    limit: ErrorType;
  };
  /** Human names for messages. */
  tableWord: 'Table' | 'Collection';
  rowWord: 'Row' | 'Document';
}

export const TABLES_FLAVOR: Flavor = {
  vocab: ROWS,
  tableParam: 'tableId',
  rowParam: 'rowId',
  columnParam: 'column',
  rowIdField: 'rowId',
  rowsField: 'rows',
  tableKey: '$tableId',
  listKey: 'rows',
  readScope: 'rows.read',
  writeScope: 'rows.write',
  namespace: 'tables',
  errors: {
    tableNotFound: 'table_not_found',
    rowNotFound: 'row_not_found',
    rowExists: 'row_already_exists',
    missingPayload: 'row_missing_payload',
    columnNotFound: 'column_not_found',
    columnType: 'column_type_invalid',
    limit: 'column_limit_exceeded',
  },
  tableWord: 'Table',
  rowWord: 'Row',
};

export const DOCUMENTS_FLAVOR: Flavor = {
  vocab: DOCUMENTS,
  tableParam: 'collectionId',
  rowParam: 'documentId',
  columnParam: 'attribute',
  rowIdField: 'documentId',
  rowsField: 'documents',
  tableKey: '$collectionId',
  listKey: 'documents',
  readScope: 'documents.read',
  writeScope: 'documents.write',
  namespace: 'collections',
  errors: {
    tableNotFound: 'collection_not_found',
    rowNotFound: 'document_not_found',
    rowExists: 'document_already_exists',
    missingPayload: 'document_missing_payload',
    columnNotFound: 'attribute_not_found',
    columnType: 'attribute_type_invalid',
    limit: 'attribute_limit_exceeded',
  },
  tableWord: 'Collection',
  rowWord: 'Document',
};
