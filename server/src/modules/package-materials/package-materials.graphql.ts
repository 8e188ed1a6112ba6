// GraphQL of the package-materials domain (issue 5).
export {};
