/** Test data of the shipping screens (msw answers). Only imported by tests. */
export function shippingOrder(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShippingOrder',
    id: 11,
    orderNo: 'SO-11',
    platformOrderNo: 'EB-11',
    status: 'awaitingShipment',
    shopName: 'eBay 店',
    country: 'DE',
    channelName: '燕文 2kg',
    trackingNo: 'TN-11',
    weight: 0,
    collectStatus: 0,
    shippedAt: null,
    outboundAt: null,
    verifiedAt: null,
    bagId: null,
    ...overrides,
  };
}
