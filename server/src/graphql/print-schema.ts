// Writes schema/schema.graphql (committed; a test fails when it is stale).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../schema/schema.graphql');
writeFileSync(SCHEMA_FILE, printedSchema());
console.log(`wrote ${SCHEMA_FILE}`);
