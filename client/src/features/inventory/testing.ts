/** Test data and msw handlers shared by the inventory, transfer and processing screens' tests. */
import type { AssembleSheetsQuery } from '../assemble/assemble.generated';
import type { InventoryQuery } from './inventory.generated';
import type { TransferOrdersQuery } from '../transfers/transfers.generated';
import { graphql, HttpResponse, server } from '../../test/server';

export type InventoryNode = InventoryQuery['inventory']['edges'][number]['node'];
export type TransferNode = TransferOrdersQuery['transferOrders']['edges'][number]['node'];
export type AssembleNode = AssembleSheetsQuery['assembleSheets']['edges'][number]['node'];

export const WAREHOUSES = [
  { __typename: 'WarehouseOption' as const, id: 1, name: '深圳仓', type: 'own', enabled: true },
  { __typename: 'WarehouseOption' as const, id: 2, name: '德国仓', type: 'overseas', enabled: true },
];
export const LOCATIONS: Record<number, { id: number; code: string }[]> = {
  1: [
    { id: 11, code: 'A-01' },
    { id: 12, code: 'A-02' },
  ],
  2: [{ id: 21, code: 'B-01' }],
};
export const SKUS = [
  { __typename: 'SkuOption' as const, id: 101, sku: 'CUP-RED', productName: '红色杯子', image: '', isCombo: false, available: 40 },
  { __typename: 'SkuOption' as const, id: 102, sku: 'BOX', productName: '礼盒', image: '', isCombo: false, available: 10 },
  { __typename: 'SkuOption' as const, id: 103, sku: 'KIT', productName: '礼品套装', image: '', isCombo: true, available: 0 },
];

/** The pickers' queries (warehouses, locations, SKU search). */
export function mockPickers() {
  server.use(
    graphql.query('WarehouseOptions', () => HttpResponse.json({ data: { warehouseOptions: WAREHOUSES } })),
    graphql.query('LocationOptions', ({ variables }) =>
      HttpResponse.json({
        data: { locationOptions: (LOCATIONS[Number(variables.warehouseId)] ?? []).map((l) => ({ __typename: 'LocationOption', defective: false, ...l })) },
      }),
    ),
    graphql.query('SkuOptions', ({ variables }) => {
      const kw = String(variables.keyword ?? '').toLowerCase();
      return HttpResponse.json({ data: { skuOptions: SKUS.filter((s) => !kw || s.sku.toLowerCase().includes(kw)) } });
    }),
  );
}

export function inventoryRow(overrides: Partial<InventoryNode> = {}): InventoryNode {
  return {
    __typename: 'InventoryRow',
    id: 1,
    skuId: 101,
    warehouseId: 1,
    sku: 'CUP-RED',
    productName: '红色杯子',
    image: '',
    warehouseName: '深圳仓',
    quantity: 61,
    safe: 70,
    inTransit: 5,
    occupied: 0,
    available: 61,
    preSale: 0,
    purchasePrice: '2.0000',
    lowStock: true,
    abcClass: 'A',
    ageDays: 75,
    ageBand: '60-90',
    sales7: 3,
    sales15: 8,
    sales30: 15,
    sales90: 26,
    ...overrides,
  };
}

export function connection<N>(typename: string, nodes: N[]) {
  return { __typename: typename, totalCount: nodes.length, edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })) };
}

export function transferRow(overrides: Partial<TransferNode> = {}): TransferNode {
  return {
    __typename: 'TransferOrder',
    id: 5,
    billNo: 'TF20250101000001',
    status: 'draft',
    fromWarehouseId: 1,
    toWarehouseId: 2,
    fromWarehouseName: '深圳仓',
    toWarehouseName: '德国仓',
    dispatcherName: '',
    freight: '10',
    costSharing: 'quantity',
    trackingNo: '',
    remark: '',
    shippedAt: null,
    receivedAt: null,
    createdAt: '2025-01-01T08:00:00.000Z',
    totalQuantity: 5,
    lines: [
      {
        __typename: 'TransferOrderLine',
        id: 51,
        skuId: 101,
        sku: 'CUP-RED',
        productName: '红色杯子',
        image: '',
        quantity: 5,
        receivedQuantity: 0,
        freightShare: '0',
        toLocationId: null,
        toLocationCode: '',
      },
    ],
    ...overrides,
  };
}

export function assembleRow(overrides: Partial<AssembleNode> = {}): AssembleNode {
  return {
    __typename: 'AssembleSheet',
    id: 9,
    billNo: 'JG20250101000001',
    status: 'pending',
    warehouseId: 1,
    warehouseName: '深圳仓',
    comboSkuId: 103,
    comboSku: 'KIT',
    comboName: '礼品套装',
    comboImage: '',
    quantity: 6,
    processed: 0,
    remark: '节日礼盒',
    startedAt: null,
    completedAt: null,
    createdAt: '2025-01-01T08:00:00.000Z',
    fullyOccupied: false,
    components: [
      { __typename: 'AssembleComponent', skuId: 101, sku: 'CUP-RED', productName: '红色杯子', perUnit: 2, required: 12, occupied: 10, available: 0 },
      { __typename: 'AssembleComponent', skuId: 102, sku: 'BOX', productName: '礼盒', perUnit: 1, required: 6, occupied: 6, available: 4 },
    ],
    ...overrides,
  };
}
