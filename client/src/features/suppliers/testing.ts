/** Test data and msw handlers of the supplier screens' tests. */
import type { SupplierPurchaseRecordsQuery, SuppliersQuery, SupplyRelationshipsQuery } from './suppliers.generated';
import { mockGraphql } from '../../test/graphql';
import { CUP_RED, named } from '../../test/fixtures';

export type SupplierNode = SuppliersQuery['suppliers']['edges'][number]['node'];
export type SupplyNode = SupplyRelationshipsQuery['supplyRelationships']['nodes'][number];
export type RecordNode = NonNullable<SupplierPurchaseRecordsQuery['supplierPurchaseRecords']>['nodes'][number];

export const OPTIONS = [
  { __typename: 'SupplierOption' as const, id: 1, name: '义乌杯厂', type: 'formal', enabled: true, preferred: true },
  { __typename: 'SupplierOption' as const, id: 2, name: '临时摊位', type: 'temporary', enabled: true, preferred: false },
  { __typename: 'SupplierOption' as const, id: 3, name: '停用工厂', type: 'formal', enabled: false, preferred: false },
];

export function mockSupplierOptions() {
  mockGraphql({
    SupplierOptions: { supplierOptions: OPTIONS },
  });
}

export function stats(overrides: Partial<SupplierNode['statistics']> = {}): SupplierNode['statistics'] {
  return {
    __typename: 'SupplierStatistics',
    purchaseCount: 3,
    delayRate: 0.5,
    replenishmentRate: 0.5,
    returnRate: 0.1333,
    averagePrice: '2.11',
    latestPrice: '1.80',
    latestPurchaseAt: '2026-03-01T10:00:00.000Z',
    defectiveCount: 2,
    defectiveRate: 0.1333,
    purchaseQuantity: 45,
    receivedQuantity: 15,
    purchaseAmount: '95.00',
    ...overrides,
  };
}

export function supplierRow(overrides: Partial<SupplierNode> = {}): SupplierNode {
  return {
    __typename: 'Supplier',
    id: 1,
    name: '义乌杯厂',
    type: 'formal',
    preferred: true,
    website: 'https://yiwu.example.com',
    contact: '王经理',
    phone: '+86 579-1234',
    address: '浙江义乌',
    bankName: '工商银行',
    accountNumber: '6222 0000',
    payee: '王某',
    deliveryDays: 3,
    taxRate: '13.00',
    wholesaleMemberId: 'b2b-yiwu',
    wholesaleShopName: '义乌杯厂旗舰店',
    remark: '',
    enabled: true,
    createdAt: '2026-01-01T08:00:00.000Z',
    productCount: 2,
    statistics: stats(),
    ...overrides,
  };
}

export function link(overrides: Partial<SupplyNode['suppliers'][number]> = {}): SupplyNode['suppliers'][number] {
  return {
    __typename: 'SupplierProduct',
    id: 11,
    supplierId: 1,
    supplierName: '义乌杯厂',
    supplierType: 'formal',
    supplierEnabled: true,
    ...CUP_RED,
    preferred: true,
    purchasePrice: '1.80',
    moq: 10,
    purchaseLink: 'https://detail.1688.com/offer/1.html',
    remark: '',
    lastPurchasePrice: '1.75',
    lastPurchaseAt: '2026-03-01T10:00:00.000Z',
    purchasedQuantity: 35,
    ...overrides,
  };
}

export function supplyRow(overrides: Partial<SupplyNode> = {}): SupplyNode {
  return {
    __typename: 'SupplyRelationship',
    ...CUP_RED,
    supplierCount: 1,
    preferredSupplierId: 1,
    preferredSupplierName: '义乌杯厂',
    preferredPrice: '1.80',
    suppliers: [link()],
    ...overrides,
  };
}

export function recordRow(overrides: Partial<RecordNode> = {}): RecordNode {
  return {
    __typename: 'SupplierPurchaseRecord',
    lineId: 71,
    purchaseOrderId: 7,
    orderNo: 'PO20260301000001',
    orderDate: '2026-03-01T10:00:00.000Z',
    status: 'partiallyReceived',
    ...named(CUP_RED),
    quantity: 20,
    unitPrice: '2.00',
    receivedQuantity: 5,
    goodQuantity: 4,
    defectiveQuantity: 1,
    ...overrides,
  };
}
