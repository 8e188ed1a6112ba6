// GraphQL of purchase-reports (issue 7). Types, queries and mutations are added here.
export {};
