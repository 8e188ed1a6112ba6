// GraphQL of purchase-orders (issue 7). Types, queries and mutations are added here.
export {};
