// Assembles the schema: importing a module's *.graphql.ts registers its types and fields.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './scalars';
import './errors';
import '../modules/auth/auth.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/roles/roles.graphql';
import '../modules/company/company.graphql';
import '../modules/menu/menu.graphql';
import '../modules/shops/shops.graphql';
import '../modules/operate-log/operate-log.graphql';
import '../modules/realtime/realtime.graphql';
import '../modules/messages/messages.graphql';
import '../modules/report-jobs/report-jobs.graphql';
import '../modules/catalog/catalog.graphql';
import '../modules/storage/storage.graphql';
import '../modules/warehouses/warehouses.graphql';
import '../modules/stock-bills/stock-bills.graphql';
import '../modules/inventory/inventory.graphql';
import '../modules/transfers/transfers.graphql';
import '../modules/assemble/assemble.graphql';
import '../modules/inventory-count/inventory-count.graphql';
import '../modules/barcodes/barcodes.graphql';
import '../modules/package-materials/package-materials.graphql';

export const schema = builder.toSchema();
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
