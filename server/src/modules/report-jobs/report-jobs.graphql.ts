// Report jobs (task queue) and exports over GraphQL.
export {};
