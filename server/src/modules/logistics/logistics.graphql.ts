// GraphQL of logistics channels (/systemLogistics, /customLogistics) and tracking-number pools
// (/segmentManagement). The channel picker (`logisticsChannelOptions`) is the shared contract other
// screens use through client/src/features/logistics/ChannelSelect.tsx.
import { builder } from '../../graphql/builder';
import { command, pageList } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
import { compact, type InputFields } from '../../graphql/inputs';
import * as channels from './channels.service';
import './pools.graphql';

// ---- picker --------------------------------------------------------------------------------------

const LogisticsChannelOption = builder.objectRef<channels.ChannelOptionRow>('LogisticsChannelOption').implement({
  description: 'A logistics channel for pickers: enabled first, then system before custom, by name',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'system | custom' }),
    carrier: t.exposeString('carrier'),
    maxWeight: t.exposeInt('maxWeight', { description: 'Grams; 0 = no limit' }),
    enabled: t.exposeBoolean('enabled'),
    usesNumberPool: t.exposeBoolean('usesNumberPool'),
    trackingMode: t.exposeString('trackingMode', { description: 'Where tracking numbers come from: carrier | pool | manual | none' }),
  }),
});

// ---- types ---------------------------------------------------------------------------------------

builder.prismaObject('LogisticsChannel', {
  description: 'A logistics channel: a system channel from the carrier catalogue or a custom one',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'system | custom' }),
    carrier: t.exposeString('carrier'),
    code: t.exposeString('code'),
    maxWeight: t.exposeInt('maxWeight', { description: 'Grams; 0 = no limit' }),
    usesNumberPool: t.exposeBoolean('usesNumberPool', { description: 'Tracking numbers are taken from the channel number pool' }),
    trackingMode: t.exposeString('trackingMode', { description: 'Where tracking numbers come from: carrier | pool | manual | none' }),
    trackingUrl: t.exposeString('trackingUrl', { description: 'Tracking page; {no} stands for the tracking number' }),
    enabled: t.exposeBoolean('enabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SystemLogisticsChannel = builder.objectRef<channels.SystemCatalogueEntry>('SystemLogisticsChannel').implement({
  description: 'An entry of the system carrier catalogue with the company state',
  fields: (t) => ({
    code: t.exposeString('code'),
    carrier: t.exposeString('carrier'),
    name: t.exposeString('name'),
    trackingUrl: t.exposeString('trackingUrl'),
    maxWeight: t.exposeInt('maxWeight', { description: 'Grams; 0 = no limit' }),
    usesNumberPool: t.exposeBoolean('usesNumberPool'),
    trackingMode: t.exposeString('trackingMode', { description: 'Where tracking numbers come from: carrier | pool | manual | none' }),
    channelId: t.exposeInt('channelId', { nullable: true, description: 'The company channel, once enabled' }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const LogisticsChannelFilter = builder.inputType('LogisticsChannelFilter', {
  fields: (t) => ({ keyword: t.string({ description: 'Name, carrier or code' }), enabled: t.boolean() }),
});
const channelFields = (t: InputFields) => ({
  name: t.string(),
  carrier: t.string(),
  code: t.string(),
  maxWeight: t.int({ description: 'Grams; 0 = no limit' }),
  usesNumberPool: t.boolean(),
  trackingMode: t.string({ description: 'carrier | pool | manual | none' }),
  trackingUrl: t.string(),
  enabled: t.boolean(),
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
    ...pageList,
    authScopes: { permission: 'customLogistics' },
    description: 'Custom channels (/customLogistics)',
    ...filteredList(
      t,
      LogisticsChannelFilter,
      (ctx) => ctx.db.logisticsChannel,
      (ctx, f) => channels.customChannelWhere(ctx, compact(f ?? {})),
      [{ name: 'asc' }, { id: 'asc' }],
    ),
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
    description: 'Seller settings of a system channel: max weight, number pool, enabled',
    args: { input: t.arg({ type: UpdateSystemChannelInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => channels.updateSystemChannel(ctx, compact(input)),
  }),
  createCustomChannel: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'customLogistics' }),
    args: { input: t.arg({ type: CreateCustomChannelInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => channels.createCustomChannel(ctx, compact(input)),
  }),
  updateCustomChannel: t.prismaField({
    type: 'LogisticsChannel',
    ...command('logisticsChannel.update', { operateModule: 'customLogistics' }),
    args: { input: t.arg({ type: UpdateCustomChannelInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => channels.updateCustomChannel(ctx, compact(input)),
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
