// Crawler entries of the order import (see DomainOperations in operations.ts). The file import
// is REST (tested in order-import.test.ts); importOrders takes the same rows as JSON. With company
// B's shop id, company A gets OrderImportRowsError ("no shop … in your company") and B's orders
// do not change.
import type { BareClient } from '../src/platform/db';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;

export const orderImportOperations: DomainOperations = {
  operations: [
    {
      field: 'importOrders',
      query: `mutation($rows: [OrderImportRowInput!]!) { importOrders(rows: $rows) ${R} }`,
      variables: (i) => ({
        rows: [
          {
            shop: String(i.shopId),
            platformOrderNo: `CRAWL-${Math.random().toString(36).slice(2, 9)}`,
            country: 'US',
            orderedAt: '2026-11-20 10:00',
            platformSku: 'CRAWL-SKU',
            quantity: '1',
            unitPrice: '1.00',
          },
        ],
      }),
    },
  ],
  snapshot: (db: BareClient, companyId: number) =>
    db.order.findMany({ where: { companyId, source: 'import' }, select: { id: true, orderNo: true, updatedAt: true }, orderBy: { id: 'asc' } }),
};
