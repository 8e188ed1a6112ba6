/** The @erp/schema catalogue in English: every domain's *.en.json and en.json, one table (schemaMessages.ts loads it). */
const files = import.meta.glob<Record<string, string>>('../../../schema/src/messages/*en.json', { import: 'default', eager: true });

const table: Record<string, string> = Object.fromEntries(Object.values(files).flatMap((file) => Object.entries(file)));
export default table;
