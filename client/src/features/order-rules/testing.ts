/** Test data and msw handlers of the order-rule screens. */
import type { GiftRulesQuery, LogisticsRulesQuery, ShippingBlacklistQuery } from './order-rules.generated';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockPickers } from '../inventory/testing';
import { channelOption } from '../logistics/fixtures';

export type LogisticsRuleNode = LogisticsRulesQuery['logisticsRules']['edges'][number]['node'];
export type GiftRuleNode = GiftRulesQuery['giftRules']['edges'][number]['node'];
export type BlacklistNode = ShippingBlacklistQuery['shippingBlacklist']['edges'][number]['node'];

export const NO_CONDITIONS: LogisticsRuleNode['conditions'] = {
  __typename: 'OrderRuleConditions',
  platformTypes: [],
  shopIds: [],
  countries: [],
  postcodes: [],
  weightMin: null,
  weightMax: null,
  amountMin: null,
  amountMax: null,
  skus: [],
  quantityMin: null,
  quantityMax: null,
};

export function logisticsRule(over: Partial<LogisticsRuleNode> = {}): LogisticsRuleNode {
  return {
    __typename: 'LogisticsRule',
    id: 1,
    name: '美国小包',
    priority: 5,
    enabled: true,
    warehouseId: 1,
    warehouseName: '深圳仓',
    channelChoice: 'fixed',
    logisticsChannelId: 7,
    logisticsChannelName: '云途专线',
    candidateChannelIds: [],
    candidateChannelNames: [],
    maxDeliveryDays: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    conditions: { ...NO_CONDITIONS, countries: ['US'], weightMax: 2000 },
    ...over,
  };
}

export function giftRule(over: Partial<GiftRuleNode> = {}): GiftRuleNode {
  return {
    __typename: 'GiftRule',
    id: 3,
    name: '满50送杯子',
    priority: 0,
    enabled: true,
    giftSkuId: 101,
    giftSku: 'CUP-RED',
    giftProductName: '红色杯子',
    giftQuantity: 1,
    startAt: null,
    endAt: null,
    conditions: { ...NO_CONDITIONS, amountMin: '50' },
    ...over,
  };
}

export function blacklistEntry(over: Partial<BlacklistNode> = {}): BlacklistNode {
  return {
    __typename: 'ShippingBlacklistEntry',
    id: 9,
    platformType: 1,
    buyerAccount: 'bad_buyer',
    cause: 'fraud',
    causeText: '',
    operatorName: '演示主账号',
    createdAt: '2026-11-20T08:00:00.000Z',
    removedAt: null,
    ...over,
  };
}

export function connection<N>(typename: string, nodes: N[]) {
  return { __typename: typename, totalCount: nodes.length, edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })) };
}

/** Warehouses, SKUs, channels and shops for the pickers. */
export function mockRulePickers() {
  mockPickers();
  server.use(
    graphql.query('LogisticsChannelOptions', () =>
      HttpResponse.json({
        data: {
          logisticsChannelOptions: [
            channelOption({ id: 7, name: '云途专线', type: 'custom', carrier: '', maxWeight: 0 }),
            channelOption({ id: 8, name: '燕文小包', carrier: '' }),
          ],
        },
      }),
    ),
    graphql.query('RuleShopOptions', () =>
      HttpResponse.json({
        data: { shopOptions: [{ __typename: 'ShopOption', id: 31, platformType: 1, shopName: 'ebay-us', alias: 'eBay 美国' }] },
      }),
    ),
  );
}
