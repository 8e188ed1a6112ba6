// GraphQL of the assemble domain (issue 5).
export {};
