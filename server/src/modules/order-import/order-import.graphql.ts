// GraphQL of the order import, for programs (the web client uploads a file over REST,
// order-import.rest.ts): `importOrders(rows)` takes the rows of the file format as JSON, one per
// order line (row numbers in errors are positions in the list, from 1), with the same checks,
// grouping, idempotence and all-or-nothing answer as the file import.
import { builder } from '../../graphql/builder';
import { exposeFields } from '../../graphql/fields';
import { ErrorInterface } from '../../graphql/errors';
import { assertCan } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_GRAPHQL_MAX_ROWS,
  OrderImportRowsError,
  importOrderRows,
  type OrderImportResult,
  type RowError,
  type SkippedOrder,
} from './order-import.service';
import { textOf } from '../../platform/validate';

const RowErrorRef = builder.objectRef<RowError>('OrderImportRowError').implement({
  description: 'One problem of one row of an order import',
  fields: (t) =>
    exposeFields(t, {
      row: 'Int: Row of the file (1 = header), or position in the list (from 1) for importOrders',
      column: "String: Column name in the caller's language",
      field: 'String: Column key (shop, platformOrderNo, …)',
      message: 'String',
    }),
});

builder.objectType(OrderImportRowsError, {
  name: 'OrderImportRowsError',
  description: 'Rows broke the import rules; nothing was imported',
  interfaces: [ErrorInterface],
  fields: (t) => ({ rows: t.field({ type: [RowErrorRef], resolve: (err) => err.rows }) }),
});

const SkippedRef = builder.objectRef<SkippedOrder>('OrderImportSkipped').implement({
  fields: (t) => ({ row: t.exposeInt('row'), shop: t.exposeString('shop'), platformOrderNo: t.exposeString('platformOrderNo') }),
});

const ResultRef = builder.objectRef<OrderImportResult>('OrderImportResult').implement({
  description: 'What an order import did',
  fields: (t) => ({
    ...exposeFields(t, {
      orders: 'Int: New orders',
      items: 'Int: Lines of the new orders',
      skipped: 'Int: Orders already in their shop, not imported again',
    }),
    skippedOrders: t.field({ type: [SkippedRef], description: 'The first 200 skipped orders', resolve: (r) => r.skippedOrders }),
    ...exposeFields(t, {
      matchedItems: 'Int',
      unmatchedItems: 'Int',
      rulesInBackground: 'Boolean: The order rules run in a background job (more than 1,000 new orders)',
    }),
  }),
});

const RowInput = builder.inputType('OrderImportRowInput', {
  description: 'One order line, as a row of the import file (values as text; missing required values come back as row errors)',
  fields: (t) => Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c.key, t.string({ description: c.required ? 'required' : undefined })])),
});

builder.mutationField('importOrders', (t) =>
  t.field({
    type: ResultRef,
    errors: { types: [OrderImportRowsError] },
    authScopes: { permission: 'order.create' },
    extensions: { operateModule: 'orders' },
    description: `Imports orders from rows (at most ${ORDER_IMPORT_GRAPHQL_MAX_ROWS}); all or nothing, orders already in their shop are skipped`,
    args: { rows: t.arg({ type: [RowInput], required: true }) },
    resolve: (_r, { rows }, ctx) => {
      assertCan(ctx, 'order.create');
      if (!rows.length) throw ValidationError.field('rows', 'orderImport.empty');
      if (rows.length > ORDER_IMPORT_GRAPHQL_MAX_ROWS) throw ValidationError.field('rows', 'orderImport.tooManyRows', { max: ORDER_IMPORT_GRAPHQL_MAX_ROWS });
      const sheet = rows.map((r, i) => ({
        row: i + 1,
        values: Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c.key, textOf((r as Record<string, unknown>)[c.key]).trim()])),
      }));
      return importOrderRows(ctx, sheet, { fileName: 'graphql' });
    },
  }),
);
