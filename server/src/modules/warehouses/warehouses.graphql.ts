// GraphQL of the warehouses domain (issue 5): warehouses, locations, their pickers and labels.
import { builder } from '../../graphql/builder';
import { command, exposeFields, row, rowCommandsOn } from '../../graphql/fields';
import { listAndOne, readList } from '../../graphql/pagination';
import { plainInput } from '../../graphql/inputs';
import { requestLoader } from '../../platform/lookups';
import { locationLabelsPdf } from './labels';
import * as warehouses from './warehouses.service';

// ---- pickers (the shared contract: other screens import WarehouseSelect / LocationSelect) ----

const WarehouseOption = builder.objectRef<warehouses.WarehouseOptionRow>('WarehouseOption').implement({
  description: 'A warehouse for pickers, default first, then in allocation order',
  fields: (t) => exposeFields(t, { id: 'Int', name: 'String', type: 'String: own | overseas | fba', enabled: 'Boolean' }),
});
const LocationOption = builder.objectRef<{ id: number; code: string; defective: boolean }>('LocationOption').implement({
  description: 'An enabled storage location for pickers',
  fields: (t) => ({ id: t.exposeInt('id'), code: t.exposeString('code'), defective: t.exposeBoolean('defective', { description: 'Holds damaged goods' }) }),
});

// ---- types ----------------------------------------------------------------------------------

builder.prismaObject('Warehouse', {
  description: 'A warehouse: own, third-party overseas or FBA',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      code: 'String',
      type: 'String: own | overseas | fba',
      country: 'String',
      address: 'String',
      contact: 'String',
      phone: 'String',
      priority: 'Int: Allocation order: lower first',
      enabled: 'Boolean: A disabled warehouse keeps its stock but takes no new bills',
      isDefault: 'Boolean',
      sellDefective: 'Boolean: Orders may be allocated the stock of its defective locations',
    }),
    // Counted per page in one query (a relation count would be missing on mutation results).
    locationCount: t.int({
      resolve: (w, _a, ctx) =>
        requestLoader<number, number>(ctx, 'warehouseLocationCount', async (ids) => {
          const rows = await ctx.db.location.groupBy({ by: ['warehouseId'], where: { warehouseId: { in: [...ids] } }, _count: { _all: true } });
          const counts = new Map(rows.map((r) => [r.warehouseId, r._count._all]));
          return ids.map((id) => counts.get(id) ?? 0);
        })
          .load(w.id)
          .then((n) => n ?? 0),
    }),
    ...exposeFields(t, { createdAt: 'DateTime', updatedAt: 'DateTime' }),
  }),
});

builder.prismaObject('Location', {
  description: 'A storage location (bin) of a warehouse',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', warehouseId: 'Int' }),
    warehouse: t.relation('warehouse'),
    ...exposeFields(t, {
      code: 'String',
      zone: 'String',
      remark: 'String',
      enabled: 'Boolean',
      defective: 'Boolean: Holds damaged goods: not allocated to orders unless the warehouse sells defective stock',
      createdAt: 'DateTime',
    }),
  }),
});

const WarehouseFilter = plainInput('WarehouseFilter', { keyword: 'String', type: 'String', enabled: 'Boolean' });
const LocationFilter = plainInput('LocationFilter', { warehouseId: 'Int', keyword: 'String', zone: 'String', enabled: 'Boolean' });

const warehouseFields = {
  name: 'String',
  code: 'String',
  type: 'String',
  country: 'String',
  address: 'String',
  contact: 'String',
  phone: 'String',
  priority: 'Int',
  enabled: 'Boolean',
  isDefault: 'Boolean',
  sellDefective: 'Boolean',
} as const;
// Name and type are required on create only (they keep their place among the fields).
const CreateWarehouseInput = plainInput('CreateWarehouseInput', { ...warehouseFields, name: 'String!', type: 'String!' });
const UpdateWarehouseInput = plainInput('UpdateWarehouseInput', { id: 'Int!', ...warehouseFields });
const CreateLocationInput = plainInput('CreateLocationInput', { warehouseId: 'Int!', code: 'String!', zone: 'String', remark: 'String', defective: 'Boolean' });
const CreateLocationsInput = plainInput(
  'CreateLocationsInput',
  { warehouseId: 'Int!', prefix: 'String', suffix: 'String', from: 'Int!', to: 'Int!', digits: 'Int', zone: 'String', remark: 'String' },
  'A range of codes: prefix + from…to padded to digits + suffix (A-01 … A-20)',
);
const UpdateLocationInput = plainInput('UpdateLocationInput', {
  id: 'Int!',
  code: 'String',
  zone: 'String',
  remark: 'String',
  enabled: 'Boolean',
  defective: 'Boolean',
});

// ---- queries --------------------------------------------------------------------------------

const warehouseQueries = listAndOne('Warehouse', 'warehouses', WarehouseFilter, (ctx) => ctx.db.warehouse, warehouses.warehouseWhere, [
  { priority: 'asc' },
  { id: 'asc' },
]);
builder.queryFields((t) => ({
  warehouseOptions: t.field({
    type: [WarehouseOption],
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => warehouses.warehouseOptions(ctx),
  }),
  locationOptions: t.field({
    type: [LocationOption],
    authScopes: { loggedIn: true },
    args: { warehouseId: t.arg.int({ required: true }) },
    resolve: (_r, { warehouseId }, ctx) => warehouses.locationOptions(ctx, warehouseId),
  }),
  warehouses: t.prismaConnection(warehouseQueries.list),
  warehouse: t.prismaField(warehouseQueries.one),
  locations: t.prismaConnection(
    readList('Location', 'locations', LocationFilter, (ctx) => ctx.db.location, warehouses.locationWhere, [
      { warehouseId: 'asc' },
      { code: 'asc' },
      { id: 'asc' },
    ]),
  ),
  locationLabels: t.string({
    ...command('locations'),
    description: 'Printable labels (60×40 mm, Code128 of the code and the code as text), one page per location: a base64 PDF',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => locationLabelsPdf(ctx, ids),
  }),
}));

// ---- mutations ------------------------------------------------------------------------------

const ext = { operateModule: 'warehouses' };
const warehouseCreate = command('warehouse.create', ext);
const warehouseUpdate = command('warehouse.update', ext);
const onWarehouse = rowCommandsOn('Warehouse');
builder.mutationFields((t) => ({
  createWarehouse: t.prismaField({
    ...onWarehouse.byInput(warehouseCreate, CreateWarehouseInput, warehouses.createWarehouse),
    description: 'Adds a warehouse (the plan edition limits how many); the first one becomes the default',
  }),
  updateWarehouse: t.prismaField(
    onWarehouse.byInput(warehouseUpdate, UpdateWarehouseInput, warehouses.updateWarehouse, 'Edits, enables or disables a warehouse, or makes it the default'),
  ),
  createLocation: t.prismaField({
    type: 'Location',
    ...command('location.update', { operateModule: 'locations' }),
    ...row.byInput(CreateLocationInput, warehouses.createLocation),
  }),
  createLocations: t.prismaField({
    type: ['Location'],
    ...command('location.update', { operateModule: 'locations' }),
    ...row.byInput(CreateLocationsInput, warehouses.createLocations, 'Creates a range of locations at once (at most 500), or none when a code exists'),
  }),
  updateLocation: t.prismaField({
    type: 'Location',
    ...command('location.update', { operateModule: 'locations' }),
    ...row.byInput(UpdateLocationInput, warehouses.updateLocation),
  }),
  deleteLocation: t.boolean({
    ...command('location.update', { operateModule: 'locations' }),
    description: 'Deletes a location that holds no stock and appears in no ledger row or bill',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, ctx) => !!(await warehouses.deleteLocation(ctx, id)),
  }),
}));
