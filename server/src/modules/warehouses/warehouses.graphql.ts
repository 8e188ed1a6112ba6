// GraphQL of the warehouses domain (issue 5).
export {};
