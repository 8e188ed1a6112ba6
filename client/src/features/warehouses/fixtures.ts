/** Test data of the warehouse screens in the shape the API answers. */
import type { LocationRow, WarehouseRow } from './hooks';

export const warehouseOptions = [
  { __typename: 'WarehouseOption' as const, id: 1, name: '深圳仓', type: 'own', enabled: true },
  { __typename: 'WarehouseOption' as const, id: 2, name: '洛杉矶仓', type: 'overseas', enabled: true },
  { __typename: 'WarehouseOption' as const, id: 3, name: '旧仓', type: 'own', enabled: false },
];

export const locationOptions: Record<number, { __typename: 'LocationOption'; id: number; code: string; defective: boolean }[]> = {
  1: [
    { __typename: 'LocationOption', id: 11, code: 'A-01', defective: false },
    { __typename: 'LocationOption', id: 12, code: 'A-02', defective: false },
  ],
  2: [{ __typename: 'LocationOption', id: 21, code: 'LA-01', defective: false }],
};

export const warehouses: WarehouseRow[] = [
  {
    __typename: 'Warehouse',
    id: 1,
    name: '深圳仓',
    code: 'SZ',
    type: 'own',
    country: 'CN',
    address: '',
    contact: '李',
    phone: '123',
    priority: 1,
    enabled: true,
    isDefault: true,
    locationCount: 2,
    createdAt: '2024-06-01T00:00:00.000Z',
  },
  {
    __typename: 'Warehouse',
    id: 2,
    name: '洛杉矶仓',
    code: 'LA',
    type: 'overseas',
    country: 'US',
    address: '',
    contact: '',
    phone: '',
    priority: 2,
    enabled: true,
    isDefault: false,
    locationCount: 1,
    createdAt: '2024-06-01T00:00:00.000Z',
  },
];

export const locations: LocationRow[] = [
  {
    __typename: 'Location',
    id: 11,
    warehouseId: 1,
    code: 'A-01',
    zone: 'A',
    remark: '',
    enabled: true,
    createdAt: '2024-06-01T00:00:00.000Z',
    warehouse: { __typename: 'Warehouse', id: 1, name: '深圳仓' },
  },
  {
    __typename: 'Location',
    id: 12,
    warehouseId: 1,
    code: 'A-02',
    zone: 'A',
    remark: '',
    enabled: true,
    createdAt: '2024-06-01T00:00:00.000Z',
    warehouse: { __typename: 'Warehouse', id: 1, name: '深圳仓' },
  },
];

export function connection<T>(field: string, nodes: T[]) {
  return { [field]: { __typename: 'Connection', totalCount: nodes.length, edges: nodes.map((node) => ({ __typename: 'Edge', cursor: 'c', node })) } };
}
