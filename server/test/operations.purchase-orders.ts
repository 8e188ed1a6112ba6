// Crawler entries of purchase-orders (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const purchaseOrderOperations: DomainOperations = {
  operations: [],
};
