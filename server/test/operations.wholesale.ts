// Crawler entries of wholesale (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const wholesaleOperations: DomainOperations = {
  operations: [],
};
