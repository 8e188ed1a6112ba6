// Crawler entries of purchase-reports (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const purchaseReportOperations: DomainOperations = {
  operations: [],
};
