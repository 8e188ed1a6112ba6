// GraphQL of address templates (/addressTemplate, issue 18 C).
import { ADDRESS_KINDS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { plainInput, type InputFields } from '../../graphql/inputs';
import { readList } from '../../graphql/pagination';
import * as addresses from './address-templates.service';

builder.prismaObject('AddressTemplate', {
  description: 'A sender or return address of a warehouse (labels, carrier requests)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', warehouseId: 'Int' }),
    warehouseName: t.string({
      resolve: async (row, _a, ctx) => (await ctx.db.warehouse.findFirst({ where: { id: row.warehouseId }, select: { name: true } }))?.name ?? '',
    }),
    ...exposeFields(t, {
      kind: 'String: sender | return',
      name: 'String',
      company: 'String',
      country: 'String: ISO 3166-1 alpha-2',
      state: 'String',
      city: 'String',
      street: 'String',
      postalCode: 'String',
      phone: 'String',
      email: 'String',
      isDefault: 'Boolean',
      updatedAt: 'DateTime',
    }),
  }),
});

// The kinds an address template is of, as the description of a `kind` field.
const kind = (t: InputFields) => t.string({ description: ADDRESS_KINDS.join(' | ') });
const AddressTemplateFilter = plainInput('AddressTemplateFilter', { warehouseId: 'Int', kind, keyword: 'String: Part of the name or city' });

const AddressTemplateInput = plainInput('AddressTemplateInput', {
  warehouseId: 'Int!',
  kind,
  name: 'String!',
  company: 'String',
  country: 'String!: ISO 3166-1 alpha-2',
  state: 'String',
  city: 'String!',
  street: 'String!',
  postalCode: 'String',
  phone: 'String: Digits, +, - and spaces only',
  email: 'String',
  isDefault: 'Boolean',
});

builder.queryFields((t) => ({
  addressTemplates: t.prismaConnection(
    readList('AddressTemplate', 'addressTemplate', AddressTemplateFilter, (ctx) => ctx.db.addressTemplate, addresses.addressTemplateWhere, [
      { warehouseId: 'asc' },
      { kind: 'asc' },
      { id: 'asc' },
    ]),
  ),
}));

const ext = { operateModule: 'addressTemplate' };
const addressTemplateUpdate = command('addressTemplate.update', ext);
const onAddressTemplate = rowCommandsOn('AddressTemplate');
builder.mutationFields((t) => ({
  createAddressTemplate: t.prismaField(onAddressTemplate.byInput(addressTemplateUpdate, AddressTemplateInput, addresses.createAddressTemplate)),
  updateAddressTemplate: t.prismaField(onAddressTemplate.byIdInput(addressTemplateUpdate, AddressTemplateInput, addresses.updateAddressTemplate)),
  setDefaultAddressTemplate: t.prismaField(onAddressTemplate.byId(addressTemplateUpdate, addresses.setDefaultAddressTemplate)),
  deleteAddressTemplate: t.prismaField(onAddressTemplate.byId(addressTemplateUpdate, addresses.deleteAddressTemplate)),
}));
