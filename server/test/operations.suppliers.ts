// Crawler entries of suppliers (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const supplierOperations: DomainOperations = {
  operations: [],
};
