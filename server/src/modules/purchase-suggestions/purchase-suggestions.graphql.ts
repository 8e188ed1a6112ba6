// GraphQL of purchase-suggestions (issue 7). Types, queries and mutations are added here.
export {};
