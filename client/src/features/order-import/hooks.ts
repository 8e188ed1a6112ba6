// The order import over REST (multipart): POST api/v1/orders/import, the template at
// GET api/v1/orders/importTemplate (server/src/modules/order-import/order-import.rest.ts).
// The dialog is the kit's <ImportDialog> with `useOrderImportKind()` (orderImport.tsx).

/** What a whole imported file comes to (every order imported, or skipped as already there). */
export interface OrderImportSummary {
  orders: number;
  items: number;
  skipped: number;
  skippedOrders: { row: number; shop: string; platformOrderNo: string }[];
  matchedItems: number;
  unmatchedItems: number;
  rulesInBackground: boolean;
}
