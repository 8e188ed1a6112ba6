import { PLAN_LIMITS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields } from '../../graphql/fields';
import { compact } from '../../graphql/inputs';
import * as company from './company.service';

const PlanEditionEnum = builder.enumType('PlanEdition', { values: ['standard', 'professional', 'flagship'] as const });

const PlanUsage = builder.objectRef<{ shops: number; accounts: number; warehouses: number }>('PlanUsage').implement({
  fields: (t) => ({ shops: t.exposeInt('shops'), accounts: t.exposeInt('accounts'), warehouses: t.exposeInt('warehouses') }),
});

builder.prismaObject('Company', {
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String' }),
    edition: t.expose('edition', { type: PlanEditionEnum }),
    ...exposeFields(t, { contact: 'String', phone: 'String', email: 'String', address: 'String', createdAt: 'DateTime' }),
    limits: t.field({ type: PlanUsage, description: 'What the plan edition allows', resolve: (c) => PLAN_LIMITS[c.edition] }),
    usage: t.field({ type: PlanUsage, description: 'What the company uses now', resolve: (_c, _a, ctx) => company.companyUsage(ctx) }),
  }),
});

const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  fields: (t) => ({ name: t.string(), contact: t.string(), phone: t.string(), email: t.string(), address: t.string() }),
});

builder.queryField('company', (t) =>
  t.prismaField({
    type: 'Company',
    authScopes: { loggedIn: true },
    resolve: (query, _r, _a, ctx) => ctx.db.company.findFirstOrThrow({ ...query }),
  }),
);

builder.mutationField('updateCompany', (t) =>
  t.prismaField({
    type: 'Company',
    ...command('company.update', { operateModule: 'company' }),
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => company.updateCompany(ctx, compact(input)),
  }),
);
