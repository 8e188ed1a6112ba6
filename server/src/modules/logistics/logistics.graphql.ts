// GraphQL of logistics channels (/systemLogistics, /customLogistics) and tracking-number pools
// (/segmentManagement). The channel picker (`logisticsChannelOptions`) is the shared contract other
// screens use through client/src/features/logistics/ChannelSelect.tsx.
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, reading, rowCommandsOn } from '../../graphql/fields';
import { readList } from '../../graphql/pagination';
import { type InputFields, inputFields, plainInput } from '../../graphql/inputs';
import * as channels from './channels.service';
import './pools.graphql';

// The fields every channel type shows alike (a company channel, a picker option, a catalogue entry).
const CHANNEL_FIELDS = {
  carrier: 'String',
  maxWeight: 'Int: Grams; 0 = no limit',
  trackingMode: 'String: Where tracking numbers come from: carrier | pool | manual | none',
  enabled: 'Boolean',
} as const;

// ---- picker --------------------------------------------------------------------------------------

const LogisticsChannelOption = builder.objectRef<channels.ChannelOptionRow>('LogisticsChannelOption').implement({
  description: 'A logistics channel for pickers: enabled first, then system before custom, by name',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      ...CHANNEL_FIELDS,
      type: 'String: system | custom | overseas',
      usesNumberPool: 'Boolean',
      shipsFromWarehouseIds: 'Int[]: Overseas channels: the warehouses whose orders it may ship (bound to its provider warehouse); empty for other types',
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
      ...CHANNEL_FIELDS,
      type: 'String: system | custom',
      code: 'String',
      usesNumberPool: 'Boolean: Tracking numbers are taken from the channel number pool',
      trackingUrl: 'String: Tracking page; {no} stands for the tracking number',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
  }),
});

const SystemLogisticsChannel = builder.objectRef<channels.SystemCatalogueEntry>('SystemLogisticsChannel').implement({
  description: 'An entry of the system carrier catalogue with the company state',
  fields: (t) => ({
    ...exposeFields(t, {
      code: 'String',
      name: 'String',
      ...CHANNEL_FIELDS,
      trackingUrl: 'String',
      usesNumberPool: 'Boolean',
      channelId: 'Int?: The company channel, once enabled',
    }),
  }),
});

const LogisticsChannelFilter = plainInput('LogisticsChannelFilter', { keyword: 'String: Name, carrier or code', enabled: 'Boolean' });
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
const UpdateSystemChannelInput = plainInput('UpdateSystemChannelInput', {
  id: 'Int!',
  maxWeight: 'Int',
  usesNumberPool: 'Boolean',
  trackingMode: 'String',
  enabled: 'Boolean',
});

// ---- queries -------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  logisticsChannelOptions: t.field(
    commandsOn([LogisticsChannelOption]).byArgs(
      { authScopes: { loggedIn: true } },
      {},
      channels.channelOptions,
      'Every channel of the company for pickers; needs any page that picks a channel (orders, logistics rules, channels, tracking…)',
    ),
  ),
  systemLogisticsChannels: t.field(
    commandsOn([SystemLogisticsChannel]).byArgs(
      reading('systemLogistics'),
      {},
      channels.systemCatalogue,
      'The system carrier catalogue with the company state of each entry',
    ),
  ),
  logisticsChannels: t.prismaConnection(
    readList(
      'LogisticsChannel',
      'customLogistics',
      LogisticsChannelFilter,
      (ctx) => ctx.db.logisticsChannel,
      channels.customChannelWhere,
      [{ name: 'asc' }, { id: 'asc' }],
      'Custom channels (/customLogistics)',
    ),
  ),
}));

// ---- mutations -----------------------------------------------------------------------------------

const systemUpdate = command('logisticsChannel.update', { operateModule: 'systemLogistics' });
const customUpdate = command('logisticsChannel.update', { operateModule: 'customLogistics' });
const onChannel = rowCommandsOn('LogisticsChannel');
builder.mutationFields((t) => ({
  enableSystemChannel: t.prismaField(
    onChannel.byArgs(
      systemUpdate,
      { code: 'String!' },
      (ctx, { code }) => channels.enableSystemChannel(ctx, code),
      'Enables an entry of the system catalogue (creates the company channel the first time)',
    ),
  ),
  updateSystemChannel: t.prismaField(
    onChannel.byInput(
      systemUpdate,
      UpdateSystemChannelInput,
      channels.updateSystemChannel,
      'Seller settings of a system channel: max weight, number pool, enabled',
    ),
  ),
  createCustomChannel: t.prismaField(onChannel.byInput(customUpdate, CreateCustomChannelInput, channels.createCustomChannel)),
  updateCustomChannel: t.prismaField(onChannel.byInput(customUpdate, UpdateCustomChannelInput, channels.updateCustomChannel)),
  setLogisticsChannelEnabled: t.prismaField(onChannel.bySwitch(customUpdate, channels.setChannelEnabled, 'Enables or disables a system or custom channel')),
  deleteLogisticsChannel: t.field(
    commandsOn('Boolean').byId(
      customUpdate,
      async (ctx, id) => !!(await channels.deleteChannel(ctx, id)),
      'Deletes a channel no logistics rule and no open order uses (its number pool goes with it)',
    ),
  ),
}));
