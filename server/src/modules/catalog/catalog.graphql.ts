// GraphQL of the catalog domain (issue 5).
export {};
