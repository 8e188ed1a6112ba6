// npm run permissions: writes schema/src/permissions.generated.ts from the menu tree.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS_FILE, renderPermissionNames } from '../src/permissions.render';

const target = fileURLToPath(new URL(`../src/${PERMISSIONS_FILE}`, import.meta.url));
writeFileSync(target, renderPermissionNames());
console.log(`wrote ${target}`);
