// GraphQL of wholesale (issue 7). Types, queries and mutations are added here.
export {};
