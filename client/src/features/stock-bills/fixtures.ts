/** Test data of the stock order, ledger and lock screens in the shape the API answers. */
import type { BillRow, LedgerRow, OccupationRow } from './hooks';

export const skuOptions = [
  { __typename: 'SkuOption' as const, id: 101, sku: 'MUG-1', productName: '马克杯', image: '', isCombo: false, available: 8 },
  { __typename: 'SkuOption' as const, id: 102, sku: 'CUP-1', productName: '茶杯', image: '', isCombo: false, available: 0 },
];

export const draftBill: BillRow = {
  __typename: 'StockBill',
  id: 5,
  direction: 'inbound',
  billNo: 'IN-20240601-0001',
  type: 'purchase',
  status: 'draft',
  warehouseId: 1,
  warehouseName: '深圳仓',
  remark: '',
  operatorName: '张三',
  confirmedAt: null,
  createdAt: '2024-06-01T08:00:00.000Z',
  totalQuantity: 10,
  totalAmount: '25.00',
  lines: [
    {
      __typename: 'StockBillLine',
      id: 1,
      skuId: 101,
      sku: 'MUG-1',
      productName: '马克杯',
      image: '',
      locationId: 11,
      locationCode: 'A-01',
      quantity: 10,
      unitPrice: '2.5',
      total: '25.00',
      remark: '',
    },
  ],
};

export const confirmedBill: BillRow = { ...draftBill, id: 6, billNo: 'IN-20240601-0002', status: 'confirmed', confirmedAt: '2024-06-01T09:00:00.000Z' };

export const ledgerRows: LedgerRow[] = [
  {
    __typename: 'StockLedger',
    id: 2,
    sku: 'MUG-1',
    productName: '马克杯',
    image: '',
    warehouseName: '深圳仓',
    locationCode: 'A-01',
    type: 'outbound',
    quantityChange: -3,
    occupiedChange: 0,
    quantityAfter: 7,
    occupiedAfter: 0,
    availableAfter: 7,
    unitCost: '0',
    billType: 'outbound',
    billNo: 'OUT-20240601-0001',
    remark: '',
    operatorName: '张三',
    createdAt: '2024-06-01T10:00:00.000Z',
  },
  {
    __typename: 'StockLedger',
    id: 1,
    sku: 'MUG-1',
    productName: '马克杯',
    image: '',
    warehouseName: '深圳仓',
    locationCode: 'A-01',
    type: 'inbound',
    quantityChange: 10,
    occupiedChange: 0,
    quantityAfter: 10,
    occupiedAfter: 0,
    availableAfter: 10,
    unitCost: '2.5',
    billType: 'inbound',
    billNo: 'IN-20240601-0001',
    remark: '',
    operatorName: '张三',
    createdAt: '2024-06-01T09:00:00.000Z',
  },
];

export const occupations: OccupationRow[] = [
  {
    __typename: 'StockOccupation',
    id: 7,
    skuId: 101,
    sku: 'MUG-1',
    productName: '马克杯',
    image: '',
    warehouseId: 1,
    warehouseName: '深圳仓',
    quantity: 4,
    sourceType: 'manual',
    sourceNo: 'LK000007',
    status: 'active',
    remark: '展会备货',
    createdAt: '2024-06-01T10:00:00.000Z',
    releasedAt: null,
  },
];
