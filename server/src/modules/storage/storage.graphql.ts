// GraphQL of the storage domain (issue 5).
export {};
