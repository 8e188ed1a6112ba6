// GraphQL of the stock-bills domain (issue 5).
export {};
