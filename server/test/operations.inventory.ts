// Crawler entries of this domain (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const inventoryOperations: DomainOperations = {
  operations: [],
};
