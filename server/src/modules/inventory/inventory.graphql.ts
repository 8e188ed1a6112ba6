// GraphQL of the inventory domain (issue 5).
export {};
