// GraphQL of address templates (/addressTemplate, issue 18 C).
import { ADDRESS_KINDS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, pageList } from '../../graphql/fields';
import { compact } from '../../graphql/inputs';
import { filteredList } from '../../graphql/pagination';
import * as addresses from './address-templates.service';

builder.prismaObject('AddressTemplate', {
  description: 'A sender or return address of a warehouse (labels, carrier requests)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({
      resolve: async (row, _a, ctx) => (await ctx.db.warehouse.findFirst({ where: { id: row.warehouseId }, select: { name: true } }))?.name ?? '',
    }),
    kind: t.exposeString('kind', { description: 'sender | return' }),
    name: t.exposeString('name'),
    company: t.exposeString('company'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2' }),
    state: t.exposeString('state'),
    city: t.exposeString('city'),
    street: t.exposeString('street'),
    postalCode: t.exposeString('postalCode'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    isDefault: t.exposeBoolean('isDefault'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AddressTemplateFilter = builder.inputType('AddressTemplateFilter', {
  fields: (t) => ({
    warehouseId: t.int(),
    kind: t.string({ description: ADDRESS_KINDS.join(' | ') }),
    keyword: t.string({ description: 'Part of the name or city' }),
  }),
});

const AddressTemplateInput = builder.inputType('AddressTemplateInput', {
  fields: (t) => ({
    warehouseId: t.int({ required: true }),
    kind: t.string({ description: ADDRESS_KINDS.join(' | ') }),
    name: t.string({ required: true }),
    company: t.string(),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2' }),
    state: t.string(),
    city: t.string({ required: true }),
    street: t.string({ required: true }),
    postalCode: t.string(),
    phone: t.string({ description: 'Digits, +, - and spaces only' }),
    email: t.string(),
    isDefault: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  addressTemplates: t.prismaConnection({
    type: 'AddressTemplate',
    ...pageList,
    authScopes: { permission: 'addressTemplate' },
    ...filteredList(
      t,
      AddressTemplateFilter,
      (ctx) => ctx.db.addressTemplate,
      (ctx, f) => addresses.addressTemplateWhere(ctx, compact(f ?? {})),
      [{ warehouseId: 'asc' }, { kind: 'asc' }, { id: 'asc' }],
    ),
  }),
}));

const ext = { operateModule: 'addressTemplate' };
builder.mutationFields((t) => ({
  createAddressTemplate: t.prismaField({
    type: 'AddressTemplate',
    ...command('addressTemplate.update', ext),
    args: { input: t.arg({ type: AddressTemplateInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => addresses.createAddressTemplate(ctx, compact(input)),
  }),
  updateAddressTemplate: t.prismaField({
    type: 'AddressTemplate',
    ...command('addressTemplate.update', ext),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: AddressTemplateInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => addresses.updateAddressTemplate(ctx, id, compact(input)),
  }),
  setDefaultAddressTemplate: t.prismaField({
    type: 'AddressTemplate',
    ...command('addressTemplate.update', ext),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => addresses.setDefaultAddressTemplate(ctx, id),
  }),
  deleteAddressTemplate: t.prismaField({
    type: 'AddressTemplate',
    ...command('addressTemplate.update', ext),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => addresses.deleteAddressTemplate(ctx, id),
  }),
}));
