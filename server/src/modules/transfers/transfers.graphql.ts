// GraphQL of the transfers domain (issue 5).
export {};
