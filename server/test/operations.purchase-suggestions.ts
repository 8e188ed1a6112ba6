// Crawler entries of purchase-suggestions (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

export const purchaseSuggestionOperations: DomainOperations = {
  operations: [],
};
