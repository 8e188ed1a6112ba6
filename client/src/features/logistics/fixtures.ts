/** Test data: a logistics channel as the channel pickers get it (the screens that choose a channel). */
export const channelOption = (o: Record<string, unknown> = {}) => ({
  __typename: 'LogisticsChannelOption',
  id: 3,
  name: 'YunExpress Standard',
  type: 'system',
  carrier: 'YunExpress',
  maxWeight: 2000,
  enabled: true,
  usesNumberPool: false,
  shipsFromWarehouseIds: [],
  ...o,
});
