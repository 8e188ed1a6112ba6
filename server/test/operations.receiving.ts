// Crawler entries of receiving (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const receivingOperations: DomainOperations = {
  operations: [],
};
