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

export const schema = builder.toSchema();
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
