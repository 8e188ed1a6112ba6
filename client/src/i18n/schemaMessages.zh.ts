/** The @erp/schema catalogue in Chinese: every domain's *.zh.json and zh.json, one table (schemaMessages.ts loads it). */
const files = import.meta.glob<Record<string, string>>('../../../schema/src/messages/*zh.json', { import: 'default', eager: true });

const table: Record<string, string> = Object.fromEntries(Object.values(files).flatMap((file) => Object.entries(file)));
export default table;
