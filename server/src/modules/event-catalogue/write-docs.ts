// npm run docs:events: writes the event catalogue section of docs/api.md from schema/schema.graphql
// (print it first with `npm run schema:print`).
import { readFileSync, writeFileSync } from 'node:fs';
import { docsPath, renderFromSdl, withSection } from './event-catalogue.docs';

const file = docsPath();
const before = readFileSync(file, 'utf8');
const after = withSection(before, renderFromSdl());
if (after !== before) writeFileSync(file, after);
console.log(after === before ? `${file}: the event catalogue is current` : `wrote the event catalogue of ${file}`);
