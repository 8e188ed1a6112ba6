// GraphQL of logistics channels (/systemLogistics, /customLogistics) and tracking-number pools
// (/segmentManagement). The channel picker (`logisticsChannelOptions`) is the shared contract other
// screens use through client/src/features/logistics/ChannelSelect.tsx.
import { builder } from '../../graphql/builder';
import { command, exposeFields, row } from '../../graphql/fields';
import { listOf } from '../../graphql/pagination';
import { type InputFields, inputFields } from '../../graphql/inputs';
import * as channels from './channels.service';
import './pools.graphql';

// ---- picker --------------------------------------------------------------------------------------

const LogisticsChannelOption = builder.objectRef<channels.ChannelOptionRow>('LogisticsChannelOption').implement({
  description: 'A logistics channel for pickers: enabled first, then system before custom, by name',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      type: 'String: system | custom',
      carrier: 'String',
      maxWeight: 'Int: Grams; 0 = no limit',
      enabled: 'Boolean',
      usesNumberPool: 'Boolean',
      trackingMode: 'String: Where tracking numbers come from: carrier | pool | manual | none',
    }),
  }),
});

// ---- types ---------------------------------------------------------------------------------------

builder.prismaObject('LogisticsChannel', {
  description: 'A logistics channel: a system channel from the carrier catalogue or a custom one',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      type: 'String: system | custom',
      carrier: 'String',
      code: 'String',
      maxWeight: 'Int: Grams; 0 = no limit',
      usesNumberPool: 'Boolean: Tracking numbers are taken from the channel number pool',
      trackingMode: 'String: Where tracking numbers come from: carrier | pool | manual | none',
    }),
    trackingUrl: t.exposeString('trackingUrl', { description: 'Tracking page; {no} stands for the tracking number' }),
    ...exposeFields(t, { enabled: 'Boolean', createdAt: 'DateTime', updatedAt: 'DateTime' }),
  }),
});

const SystemLogisticsChannel = builder.objectRef<channels.SystemCatalogueEntry>('SystemLogisticsChannel').implement({
  description: 'An entry of the system carrier catalogue with the company state',
  fields: (t) => ({
    ...exposeFields(t, {
      code: 'String',
      carrier: 'String',
      name: 'String',
      trackingUrl: 'String',
      maxWeight: 'Int: Grams; 0 = no limit',
      usesNumberPool: 'Boolean',
      trackingMode: 'String: Where tracking numbers come from: carrier | pool | manual | none',
      channelId: 'Int?: The company channel, once enabled',
      enabled: 'Boolean',
    }),
  }),
});

const LogisticsChannelFilter = builder.inputType('LogisticsChannelFilter', {
  fields: (t) => ({ keyword: t.string({ description: 'Name, carrier or code' }), enabled: t.boolean() }),
});
const channelFields = (t: InputFields) => ({
  ...inputFields(t, {
    name: 'String',
    carrier: 'String',
    code: 'String',
    maxWeight: 'Int: Grams; 0 = no limit',
    usesNumberPool: 'Boolean',
    trackingMode: 'String: carrier | pool | manual | none',
    trackingUrl: 'String',
    enabled: 'Boolean',
  }),
});
const CreateCustomChannelInput = builder.inputType('CreateCustomChannelInput', {
  fields: (t) => ({ ...channelFields(t), name: t.string({ required: true }) }),
});
const UpdateCustomChannelInput = builder.inputType('UpdateCustomChannelInput', {
  fields: (t) => ({ id: t.int({ required: true }), ...channelFields(t) }),
});
const UpdateSystemChannelInput = builder.inputType('UpdateSystemChannelInput', {
  fields: (t) => ({ id: t.int({ required: true }), maxWeight: t.int(), usesNumberPool: t.boolean(), trackingMode: t.string(), enabled: t.boolean() }),
});

// ---- queries -------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  logisticsChannelOptions: t.field({
    type: [LogisticsChannelOption],
    authScopes: { loggedIn: true },
    description: 'Every channel of the company for pickers; needs any page that picks a channel (orders, logistics rules, channels, tracking…)',
    resolve: (_r, _a, ctx) => channels.channelOptions(ctx),
  }),
  systemLogisticsChannels: t.field({
    type: [SystemLogisticsChannel],
    authScopes: { permission: 'systemLogistics' },
    description: 'The system carrier catalogue with the company state of each entry',
    resolve: (_r, _a, ctx) => channels.systemCatalogue(ctx),
  }),
  logisticsChannels: t.prismaConnection({
    type: 'LogisticsChannel',
    authScopes: { permission: 'customLogistics' },
    description: 'Custom channels (/customLogistics)',
    ...listOf(LogisticsChannelFilter, (ctx) => ctx.db.logisticsChannel, channels.customChannelWhere, [{ name: 'asc' }, { id: 'asc' }]),
  }),
}));

// ---- mutations -----------------------------------------------------------------------------------

builder.mutationFields((t) => ({
  enableSystemChannel: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'systemLogistics' }),
    description: 'Enables an entry of the system catalogue (creates the company channel the first time)',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_q, _r, { code }, ctx) => channels.enableSystemChannel(ctx, code),
  }),
  updateSystemChannel: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'systemLogistics' }),
    ...row.byInput(UpdateSystemChannelInput, channels.updateSystemChannel, 'Seller settings of a system channel: max weight, number pool, enabled'),
  }),
  createCustomChannel: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'customLogistics' }),
    ...row.byInput(CreateCustomChannelInput, channels.createCustomChannel),
  }),
  updateCustomChannel: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'customLogistics' }),
    ...row.byInput(UpdateCustomChannelInput, channels.updateCustomChannel),
  }),
  setLogisticsChannelEnabled: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'customLogistics' }),
    description: 'Enables or disables a system or custom channel',
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id, enabled }, ctx) => channels.setChannelEnabled(ctx, id, enabled),
  }),
  deleteLogisticsChannel: t.boolean({
    ...command('logisticsChannel.update', { operateModule: 'customLogistics' }),
    description: 'Deletes a channel no logistics rule and no open order uses (its number pool goes with it)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, ctx) => !!(await channels.deleteChannel(ctx, id)),
  }),
}));
