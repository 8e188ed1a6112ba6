// Bulletins, message notices and notice settings over GraphQL.
export {};
