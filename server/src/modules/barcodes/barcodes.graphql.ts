// GraphQL of the barcodes domain (issue 5).
export {};
