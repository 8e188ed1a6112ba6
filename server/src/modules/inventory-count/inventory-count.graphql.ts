// GraphQL of the inventory-count domain (issue 5).
export {};
