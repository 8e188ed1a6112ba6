// Crawler entries of this domain (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const warehouseOperations: DomainOperations = {
  operations: [],
};
