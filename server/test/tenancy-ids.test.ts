// The id crawl (issue 17): every argument and input field of every Query and Mutation that holds a
// record id — by name (`id`, `ids`, `…Id`, `…Ids`) or by the ID type, nested and optional fields
// included, read from the schema itself — is called as company A with A's own valid variables
// (the OPERATIONS entry of the field) and that one field set to a company-B id of the matching
// kind, and (first) with an id that exists nowhere. The two answers must be the same (a foreign
// id is "not found", so it cannot be told from an unknown one), never INTERNAL_SERVER_ERROR; a
// Success answer must not have stored B's id; company B is unchanged at the end. A new id field
// with no B id to try fails the crawl with its path, so none can be forgotten.
// CRAWL_VERBOSE=1 prints each position with its answer to the unknown id.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  print,
  valueFromAST,
  visit,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema';
import { unscopedDb } from '../src/platform/db';
import { startTestApp, type TestApp } from './harness';
import { changedParts, OPERATIONS, seedCompany, snapshotCompany, type Ids, type Operation } from './operations';

/** The kind of record an id names (camel-case words of the field or operation name) → its key in Ids. */
const KINDS: Record<string, string> = {
  // issue 24 item 6: EU compliance
  regulatoryTemplate: 'euTemplateId',
  euLabelPair: 'euPairId',
  shop: 'shopId',
  role: 'roleId',
  subAccount: 'subId',
  user: 'subId',
  developer: 'developerId',
  purchaser: 'prPurchaserId',
  warehouse: 'whWarehouseId',
  location: 'whLocationId',
  sku: 'skuId',
  comboSku: 'invComboId',
  product: 'productId',
  supplier: 'suSupplierId',
  purchaseOrder: 'poPendingId',
  purchaseOrderLine: 'rcPurchaseOrderLineId',
  purchasePayment: 'poPaymentId',
  purchaseReceipt: 'rcReceiptId',
  receipt: 'rcReceiptId',
  abnormalReceipt: 'rcAbnormalId',
  purchasePlan: 'psPlanItemId',
  purchasePlanItem: 'psPlanItemId',
  pickList: 'pickListId',
  pickListTemplate: 'pickTemplateId',
  template: 'pickTemplateId',
  logisticsChannel: 'lgChannelId',
  authorization: 'owAuthId',
  providerWarehouse: 'owProviderWarehouseId',
  channel: 'lgChannelId',
  systemChannel: 'lgSystemChannelId',
  trackingNumber: 'lgNumberId',
  tracking: 'lgRecordId',
  order: 'ordOrderId',
  item: 'ordItemId',
  orderItem: 'ordItemId',
  shippingBag: 'shipBagId',
  bag: 'shipBagId',
  inboundOrder: 'whInboundId',
  outboundOrder: 'whOutboundId',
  occupation: 'whOccupationId',
  transferOrder: 'invTransferId',
  assembleSheet: 'invAssembleId',
  inventoryCountTask: 'countTaskId',
  countTask: 'countTaskId',
  task: 'countTaskId',
  giftRule: 'orGiftRuleId',
  logisticsRule: 'orLogisticsRuleId',
  blacklist: 'orBlacklistId',
  packagingMaterial: 'packagingMaterialId',
  barcodeBatch: 'barcodeBatchId',
  exchangeRate: 'exchangeRateId',
  messageNotice: 'noticeId',
  notice: 'noticeId',
  reportJob: 'reportJobId',
  tradebyteRefund: 'tradebyteRefundId',
  apiClient: 'apiClientId',
  webhookEndpoint: 'webhookEndpointId',
  endpoint: 'webhookEndpointId',
  webhookDelivery: 'webhookDeliveryId',
  delivery: 'webhookDeliveryId',
  // issue 18 C
  addressTemplate: 'addressTemplateId',
  printTemplate: 'printTemplateId',
  exportTemplate: 'exportTemplateId',
  // issue 18 B
  shippingTemplate: 'frTemplateId',
  shippingPartitionRule: 'frPartitionId',
  partitionRule: 'frPartitionId',
  shippingPriceCard: 'frCardId',
  // issue 23 item 4
  firstMileProvider: 'fmProviderId',
  firstMileChannel: 'fmChannelId',
  // issue 23 item 2
  stockOrder: 'soDraftId',
  // issue 23 item 3
  packingTask: 'pkTaskId',
  // issue 24 item 1
  image: 'imgFileId',
  imageFile: 'imgFileId',
  imageGroup: 'imgGroupId',
  // issue 24 item 2: image tools
  watermarkTemplate: 'wmTemplateId',
  imageToolRun: 'toolRunId',
  // issue 24 item 3: listing templates
  commonTemplate: 'ltCommonId',
  marketplaceTemplate: 'ltV2Id',
  attributeMapping: 'ltMappingId',
  sizeChart: 'ltChartId',
  tortiousWord: 'ltWordId',
  // issue 24 item 5: product development
  devProcess: 'devProcessId',
  devRequirement: 'devRequirementId',
  // issue 23 item 7
  sheinPurchaseOrder: 'shPlacedId',
  sheinOrder: 'shPlacedId',
  sheinDelivery: 'shDeliveryId',
  sheinDeliveryOrder: 'shDeliveryId',
  // issue 23 item 8: supply monitors
  supplyShop: 'smShopId',
  supplyMonitorItem: 'smItemId',
  // issue 23 item 6: FBA shipments
  fbaShipment: 'fbaPlannedId',
  // issue 21 items 4, 5
  replyTemplate: 'rtTemplateId',
  // issue 24 item 7: AI prompt templates
  aiCommandTemplate: 'aiTemplateId',
  autoReplyRule: 'arRuleId',
  // issue 22 items 1–2: finance ledger
  financeAccount: 'finAccountId',
  financeEntry: 'finEntryId',
  // issue 22 item 2: payment and collection orders
  paymentOrder: 'finPaymentOrderId',
  collectionOrder: 'finCollectionOrderId',
  // issue 22 item 4: PayPal
  paypalAccount: 'ppAccountId',
  paypalTransaction: 'ppTransactionId',
  // issue 22 item 5: carrier bills
  logisticsBill: 'lbBillId',
  // issue 21: buyer messages (inbox)
  chatConversation: 'chatConvId',
  chatMessage: 'chatMsgId',
  // issue 21 item 6: after-sales cases
  afterSalesCase: 'asCaseId',
  // issue 21: buyer reviews
  review: 'rvReviewId',
  // issue 22 item 3: invoices
  invoiceCompany: 'invCompanyId',
  invoice: 'invInvoiceId',
};

/** Id fields whose kind the names do not tell (path: operation.argument.field…) → their key in Ids. */
const KIND_OF_PATH: Record<string, string> = {
  // issue 24 item 6: EU compliance ('template' alone is the pick-list template)
  'pairEuLabels.input.templateId': 'euTemplateId',
  'euLabelPairs.filter.templateId': 'euTemplateId',
  'pairEuLabels.input.items.skuId': 'euSkuId',
  'printEuSkuLabels.input.items.skuId': 'euSkuId',
  // issue 24 item 5: a requirement's process is its templateId; edits, deletes and submits aim at a draft
  'createDevRequirement.input.templateId': 'devProcessId',
  'updateDevRequirement.input.templateId': 'devProcessId',
  'updateDevRequirement.id': 'devDraftId',
  'deleteDevRequirement.id': 'devDraftId',
  'submitDevRequirement.id': 'devDraftId',
  // issue 24 item 1: the image space (a group is named groupId, or cateId as the spec calls it)
  'imageFiles.filter.groupId': 'imgGroupId',
  'moveImages.input.groupId': 'imgGroupId',
  'uploadImageByUrl.input.cateId': 'imgGroupId',
  // issue 24 item 2: the results' group of the image tools
  'processImages.input.groupId': 'toolGroupId',
  'translateImages.input.groupId': 'toolGroupId',
  // issue 24 item 7: the AI helpers' template and listing
  'generateAiText.input.templateId': 'aiTemplateId',
  'generateAiText.input.listingId': 'lsListingId',
  'applyAiToListing.input.listingId': 'lsListingId',
  'createSheinDelivery.input.purchaseOrderId': 'shPlacedId',
  // issue 23 item 8: supply monitors
  'supplyMonitorItems.filter.id': 'smItemId',
  'supplyMonitorChanges.filter.itemId': 'smItemId',
  'checkSupplyMonitorItems.ids': 'smItemId',
  'printSheinLabels.id': 'shPlacedId',
  'printSheinBoxMarks.id': 'shDeliveryId',
  'setOrderPackaging.input.materialId': 'packagingMaterialId',
  'firstMileFreightQuote.channelId': 'fmChannelId',
  'createFirstMileChannel.input.providerId': 'fmProviderId',
  'updateFirstMileChannel.input.providerId': 'fmProviderId',
  'firstMileChannels.filter.providerId': 'fmProviderId',
  'createStockOrder.input.channelId': 'fmChannelId',
  'updateStockOrder.input.channelId': 'fmChannelId',
  'receiveStockOrder.input.lines.lineId': 'soLineId',
  // issue 23 item 5: the first-mile channel of the lead time
  'overseasSuggestions.filter.channelId': 'fmChannelId',
  'createStockOrdersFromSuggestions.input.channelId': 'fmChannelId',
  'inspectReceipt.input.lines.lineId': 'rcReceiptLineId',
  'receiveTransferOrder.input.lines.lineId': 'invTransferLineId',
  'saveCountLines.input.lines.lineId': 'countLineId',
  'unpairSku.id': 'ordPairingId',
  'unpairWholesaleProducts.ids': 'whPairingId',
  'setPurchaseTracking.input.id': 'poApprovedId',
  'backToProcessing.ids': 'ordOrderId',
  'reallocateOutOfStock.ids': 'ordOrderId',
  'confirmPickup.ids': 'shipShippedId',
  'markPickupException.input.ids': 'shipShippedId',
  'printOrders.templateId': 'printTemplateId',
  'saveShippingPriceCard.input.templateId': 'frTemplateId',
  'freightTrial.input.templateId': 'frTemplateId',
  // issue 22 items 1–2: finance ledger
  'recordMoneyMovement.input.accountId': 'finAccountId',
  'financeEntries.filter.accountId': 'finAccountId',
  // issue 22 item 2: payment and collection orders
  'financeEntryTotals.filter.accountId': 'finAccountId',
  'paymentOrders.filter.accountId': 'finAccountId',
  'collectionOrders.filter.accountId': 'finAccountId',
  'payPaymentOrder.input.accountId': 'finAccountId',
  'receiveCollectionOrder.input.accountId': 'finAccountId',
  // issue 22 item 4: PayPal
  'paypalTransactions.filter.accountId': 'ppAccountId',
  'paypalMatchCounts.filter.accountId': 'ppAccountId',
  'paypalOrderOptions.transactionId': 'ppTransactionId',
  'matchPaypalTransaction.input.transactionId': 'ppTransactionId',
  'matchPaypalTransaction.input.orderId': 'ppOrderId',
  // issue 22 item 5: carrier bills
  'logisticsBillParcels.filter.billId': 'lbBillId',
  // issue 21: buyer messages (inbox)
  'sendChatMessage.input.conversationId': 'chatConvId',
  'markChatRead.id': 'chatConvId',
  'retryChatMessage.id': 'chatFailedMsgId',
  'saveChatTranslation.id': 'chatBuyerMsgId',
  // issue 21 item 6: after-sales cases
  'afterSalesAction.input.id': 'asCaseId',
  'pullAfterSales.shopId': 'asShopId',
  // issue 21: buyer reviews
  'replyToReview.input.id': 'rvReviewId',
  'pullReviews.shopId': 'rvShopId',
  // issue 23 item 6: the Amazon shop of the fulfilment-stock seed
  'fulfilmentSyncState.shopId': 'fsShopId',
  'fulfilmentStock.filter.shopId': 'fsShopId',
  'fbaRestockSuggestions.filter.shopId': 'fsShopId',
  'syncFulfilmentStock.input.shopId': 'fsShopId',
};

/**
 * Fields named like ids that name no record of a company, so there is no company-B id to try.
 * Each with the reason; keep this list short.
 */
const NOT_COMPANY_IDS: Record<string, string> = {
  'createPaypalAccount.input.clientId': "PayPal's REST app client id (text), not a record id",
  'updatePaypalAccount.input.clientId': "PayPal's REST app client id (text), not a record id",
  // Ids on the wholesale platform (1688): strings of the outside system, checked by its connector.
  'createPurchaseOrder.input.lines.wholesaleSpecId': 'wholesale platform spec id',
  'updatePurchaseOrder.input.lines.wholesaleSpecId': 'wholesale platform spec id',
  'pairWholesaleProduct.input.specId': 'wholesale platform spec id',
  'createSupplier.input.wholesaleMemberId': 'wholesale platform member id',
  'updateSupplier.input.wholesaleMemberId': 'wholesale platform member id',
  // Bulletins are the service operator's, shown to every company; company users cannot change them.
  'bulletin.id': 'platform-wide bulletin',
  'deleteBulletin.id': 'platform-wide bulletin',
  'updateBulletin.id': 'platform-wide bulletin',
  // A replay cursor (an outbox position), not a record: events.test.ts shows another company's cursor answers exactly like an unknown one.
  'events.after': 'event replay cursor',
  // The marketplace's category ids (strings of its tree, answered by the connector for the caller's shop).
  'listingCategories.parentId': 'marketplace category id',
  'listingCategoryAttributes.categoryId': 'marketplace category id',
  // The marketplace's message id a seller message answers (a string of its chat, checked against the conversation's messages).
  'sendChatMessage.input.replyMessageId': 'marketplace chat message id',
};

/**
 * Fields the entry's variables leave unused (an opening-stock warehouse without opening stock): the
 * sibling values that make the call use them.
 */
type Args = Record<string, any>; // arbitrary GraphQL argument values
const SETUP: Record<string, (args: Args) => void> = {
  'createProduct.input.openingWarehouseId': (a) => (a.input.skus = [{ sku: `CRAWL-OPEN-${Math.random().toString(36).slice(2, 9)}`, stock: 1 }]),
  'updateProduct.input.openingWarehouseId': (a) => a.input.skus.push({ sku: `CRAWL-OPEN-${Math.random().toString(36).slice(2, 9)}`, stock: 1 }),
  'inspectReceipt.input.lines.defectiveLocationId': (a) => Object.assign(a.input.lines[0], { goodQuantity: 0, defectiveQuantity: 1 }),
};

/** An id that exists in no table: company B's id must be answered exactly like it. */
const UNKNOWN = 2_000_000_000;

/** The unknown id in the form of B's: a number, or a global id ("Type:id" in base64) of the same type. */
function unknownLike(foreign: number | string): number | string {
  if (typeof foreign === 'number') return UNKNOWN;
  const decoded = Buffer.from(foreign, 'base64url').toString('utf8');
  const m = /^([A-Za-z]+):\d+$/.exec(decoded);
  if (!m) return `${UNKNOWN}`;
  return Buffer.from(`${m[1]}:${UNKNOWN}`).toString(/[+/=]/.test(foreign) ? 'base64' : 'base64url');
}

const isIdName = (name: string) => /^ids?$/.test(name) || /[a-z0-9]Ids?$/.test(name);

interface Position {
  /** operation.argument.field… */
  path: string;
  /** argument, field, … (list items are addressed through their first item) */
  keys: string[];
  leaf: string;
  /** The input type holding the leaf, or '' for an argument. */
  owner: string;
  list: boolean;
}

function positionsOf(field: GraphQLField<unknown, unknown>): Position[] {
  const out: Position[] = [];
  const walk = (type: GraphQLInputType, keys: string[], owner: string, seen: string[]) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.includes(named.name)) return;
      for (const f of Object.values(named.getFields())) walk(f.type, [...keys, f.name], named.name, [...seen, named.name]);
      return;
    }
    const leaf = keys[keys.length - 1];
    if (isIdName(leaf) || named.name === 'ID') out.push({ path: [field.name, ...keys].join('.'), keys, leaf, owner, list: isListType(getNullableType(type)) });
  };
  for (const arg of field.args) walk(arg.type, [arg.name], '', []);
  return out;
}

const words = (name: string) =>
  name
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .split(' ');
const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The longest run of words naming a known kind, leftmost first ('setGiftRuleEnabled' → giftRule). */
function kindIn(name: string): string | undefined {
  const w = words(name);
  for (let len = w.length; len > 0; len--) {
    for (let start = 0; start + len <= w.length; start++) {
      const run = lcFirst(w.slice(start, start + len).join(''));
      for (const k of [run, run.replace(/s$/, '')]) if (KINDS[k]) return KINDS[k];
    }
  }
  return undefined;
}

/** The Ids key of the record a position names, or undefined when nothing tells. */
function idsKeyOf(field: string, p: Position): string | undefined {
  if (KIND_OF_PATH[p.path]) return KIND_OF_PATH[p.path];
  if (/^ids?$/.test(p.leaf)) return (p.owner && kindIn(p.owner.replace(/Input$/, ''))) || kindIn(field);
  return kindIn(p.leaf.replace(/Ids?$/, ''));
}

// ---- calling one field with all its arguments as variables -------------------------------------

/** An operation's root field node and the argument values the entry passes (literals and variables). */
function entryArgs(entry: Operation, field: GraphQLField<unknown, unknown>, ids: Ids) {
  const doc = parse(entry.query);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const node = op.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === field.name)!;
  const variables = entry.variables(ids);
  const args: Record<string, unknown> = {};
  for (const a of node.arguments ?? []) {
    const def = field.args.find((d) => d.name === a.name.value)!;
    const value = a.value.kind === Kind.VARIABLE ? variables[a.value.name.value] : valueFromAST(a.value, def.type, variables);
    if (value !== undefined) args[a.name.value] = value;
  }
  return { doc, op, node, variables, args };
}

/** The typed errors a plugin-errors result union may hold (other unions hold none). */
const ERROR_SELECTION = (type: ReturnType<typeof getNamedType>) => {
  if (!isUnionType(type)) return '';
  const members = type.getTypes();
  if (!members.some((t) => t.getInterfaces().some((i) => i.name === 'Error'))) return '';
  return `... on Error { messageId } ${members.some((t) => t.name === 'ValidationError') ? '... on ValidationError { fieldErrors { field messageId } }' : ''}`;
};

/** The document calling `field` with every argument a variable ($a_<name>), keeping the entry's selection. */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, entry: Operation): { text: string; entryVars: string[] } {
  const { op, node } = entryArgs(entry, field, {} as Ids);
  const selection: SelectionSetNode | undefined = node.selectionSet;
  const used = new Set<string>();
  if (selection) visit(selection, { Variable: (v) => void used.add(v.name.value) });
  const own = field.args.map((a) => `$a_${a.name}: ${String(a.type)}`);
  const kept = (op.variableDefinitions ?? []).filter((d) => used.has(d.variable.name.value)).map((d) => print(d));
  const call = field.args.length ? `(${field.args.map((a) => `${a.name}: $a_${a.name}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  const inner = selection ? print(selection).slice(1, -1) : '';
  const body = isUnionType(named) || isObjectType(named) ? `{ __typename ${inner} ${ERROR_SELECTION(named)} }` : '';
  const vars = [...own, ...kept];
  return { text: `${kind} Crawl${vars.length ? `(${vars.join(', ')})` : ''} { ${field.name}${call} ${body} }`, entryVars: [...used] };
}

/** A value of the type good enough to pass GraphQL (for a parent the entry does not set). */
function minimal(type: GraphQLInputType, name: string, aIds: Ids): unknown {
  const t: GraphQLInputType = getNullableType(type);
  if (isListType(t)) return [minimal(t.ofType, name, aIds)];
  if (isInputObjectType(t)) {
    const obj: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) if (isNonNullType(f.type) && f.defaultValue === undefined) obj[f.name] = minimal(f.type, f.name, aIds);
    return obj;
  }
  if (isEnumType(t)) return t.getValues()[0].value;
  if (isScalarType(t)) {
    if (t.name === 'Int') {
      const key = isIdName(name) ? kindIn(name.replace(/Ids?$/, '')) : undefined;
      return key && aIds[key] ? aIds[key] : 1;
    }
    return { Float: 1, String: 'crawl', Boolean: false, ID: '1', Decimal: '1', DateTime: new Date().toISOString(), JSON: {} }[t.name] ?? 'crawl';
  }
  return null;
}

/** The argument values with the position set to `value` (parents the entry leaves out are made up). */
function withValue(field: GraphQLField<unknown, unknown>, base: Record<string, unknown>, p: Position, value: number | string, aIds: Ids) {
  const args = structuredClone(base);
  let holder: Record<string, unknown> = args;
  let type: GraphQLInputType = field.args.find((a) => a.name === p.keys[0])!.type;
  for (let i = 0; i < p.keys.length; i++) {
    const key = p.keys[i];
    if (i > 0) {
      const obj = getNamedType(type);
      if (!isInputObjectType(obj)) throw new Error(`${p.path}: ${key} is not in an input object`);
      type = obj.getFields()[key].type;
    }
    if (i === p.keys.length - 1) {
      holder[key] = p.list ? [value] : value;
      break;
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      let items = holder[key] as Record<string, unknown>[] | undefined;
      if (!Array.isArray(items) || items.length === 0) holder[key] = items = [minimal(nullable.ofType, key, aIds) as Record<string, unknown>];
      holder = items[0];
    } else {
      if (holder[key] == null || typeof holder[key] !== 'object') holder[key] = minimal(type, key, aIds);
      holder = holder[key] as Record<string, unknown>;
    }
  }
  return args;
}

/** The value at a position of argument values, if set. */
function valueAt(args: Record<string, unknown>, p: Position): unknown {
  let v: unknown = args;
  for (const key of p.keys) {
    if (Array.isArray(v)) v = v[0];
    if (v == null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return Array.isArray(v) ? v[0] : v;
}

// ---- the crawl -------------------------------------------------------------------------------------

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let aIds: Ids;
let bIds: Ids;

/** Columns of company tables, for the check that a Success did not store B's id. */
let columns: { table: string; column: string; type: string }[];

beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Company A');
  b = await app.company('Company B');
  aIds = await seedCompany(app, a, 'a');
  bIds = await seedCompany(app, b, 'b');
  // Ids no domain seed names.
  const db = unscopedDb(app.platform.database.prisma, 'test fixture');
  for (const [ids, c] of [
    [aIds, a],
    [bIds, b],
  ] as const) {
    const line = await db.transferOrderLine.findFirst({ where: { companyId: c.companyId, transferId: ids.invTransferId } });
    if (line) ids.invTransferLineId = line.id;
  }
  columns = (
    await app.platform.database.sql.query<{ table: string; column: string; type: string }>(
      `SELECT c.table_name AS "table", c.column_name AS "column", c.udt_name AS type FROM information_schema.columns c
       WHERE c.table_schema = current_schema() AND c.udt_name IN ('int4', '_int4', 'jsonb', 'json')
         AND EXISTS (SELECT 1 FROM information_schema.columns k WHERE k.table_schema = c.table_schema AND k.table_name = c.table_name AND k.column_name = 'companyId')`,
    )
  ).filter((c) => c.column !== 'companyId');
}, 600_000);
afterAll(() => app?.close());

/**
 * Rows of company A holding `value` in a column named after the id field (or in JSON under that
 * name). The operate log is left out: it records every request's input, refused or not.
 */
async function storedIn(leaf: string, value: number): Promise<string[]> {
  const names = new Set([leaf, leaf.replace(/s$/, '')]);
  const found: string[] = [];
  for (const c of columns) {
    if (c.table === 'OperateLog') continue;
    const json = c.type === 'jsonb' || c.type === 'json';
    if (!json && !names.has(c.column)) continue;
    const where = json ? `"${c.column}"::text ~ $2` : c.type === '_int4' ? `$2::int = ANY("${c.column}")` : `"${c.column}" = $2::int`;
    const pattern = `"(${[...names].join('|')})": ?(\\[[^\\]]*\\m${value}\\M|${value}\\M)`;
    const rows = await app.platform.database.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${c.table}" WHERE "companyId" = $1 AND ${where}`, [
      a.companyId,
      json ? pattern : value,
    ]);
    if (rows[0].n > 0) found.push(`${c.table}.${c.column}`);
  }
  return found;
}

/** What an answer says, without the parts that may echo the id itself (messages, params). */
function gist(body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string; messageId?: string } }[] }, field: string) {
  const errors = body.errors?.map((e) => `${e.extensions?.code} ${e.extensions?.messageId ?? ''}`);
  const value = body.data?.[field] as Record<string, unknown> | null | undefined;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'messageId' in value) {
    const fields = (value.fieldErrors as { field: string; messageId: string }[] | undefined)?.map((f) => `${f.field}:${f.messageId}`);
    return { errors, value: { __typename: value.__typename, messageId: value.messageId, fields } };
  }
  return { errors, value };
}

const succeeded = (value: unknown) =>
  value != null && value !== false && !(typeof value === 'object' && 'messageId' in value) && !(Array.isArray(value) && value.length === 0);

describe('id crawl: every id field of the schema, with company B ids (issue 17)', () => {
  it('answers a foreign id like an unknown one, never stores it, and leaves company B unchanged', async () => {
    const before = await snapshotCompany(app, b.companyId);
    const problems: string[] = [];
    let calls = 0;
    let compared = 0;
    for (const [kind, type] of [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const) {
      for (const field of Object.values(type.getFields())) {
        const positions = positionsOf(field).filter((p) => !NOT_COMPANY_IDS[p.path]);
        if (!positions.length) continue;
        const entries = OPERATIONS.filter((o) => o.field === field.name);
        if (!entries.length) {
          problems.push(`${field.name}: id fields ${positions.map((p) => p.path).join(', ')} but no OPERATIONS entry to take valid variables from`);
          continue;
        }
        // Every entry of the field (node(id:) has one per type), every id position of it.
        for (const [entry, p] of entries.flatMap((e) => positions.map((pos) => [e, pos] as const))) {
          const { text, entryVars } = documentFor(kind, field, entry);
          const base = entryArgs(entry, field, aIds);
          // The B id: what the entry itself aims there for B, else the kind the name tells.
          const ofEntry = valueAt(entryArgs(entry, field, bIds).args, p);
          const key = idsKeyOf(field.name, p);
          const foreign = ofEntry !== undefined && ofEntry !== valueAt(base.args, p) ? ofEntry : key ? bIds[key] : undefined;
          if (typeof foreign !== 'number' && typeof foreign !== 'string') {
            problems.push(
              `${p.path}: no company-B id for this field (add its kind to KINDS or KIND_OF_PATH in tenancy-ids.test.ts, or NOT_COMPANY_IDS with the reason)`,
            );
            continue;
          }
          const call = async (value: number | string) => {
            const prepared = structuredClone(base.args);
            SETUP[p.path]?.(prepared);
            const args = withValue(field, prepared, p, value, aIds);
            const variables: Record<string, unknown> = Object.fromEntries(Object.entries(args).map(([k, v]) => [`a_${k}`, v]));
            for (const v of entryVars) variables[v] = base.variables[v];
            calls++;
            return (await app.gql(text, variables, { token: a.token, lang: 'en' })).body;
          };
          // The unknown id first: refused, it changed nothing, so B's id must get the same answer on
          // the same data. Accepted (the field is ignored, or the call does not need the record), the
          // data may have moved on and only B's answer itself is judged.
          const withUnknown = await call(unknownLike(foreign));
          const withB = await call(foreign);
          const internal = (body: { errors?: { extensions?: { code?: string } }[] }) =>
            body.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (internal(withUnknown)) problems.push(`${p.path} = ${String(unknownLike(foreign))} (no such record): INTERNAL_SERVER_ERROR`);
          if (internal(withB)) problems.push(`${p.path} = B's ${String(foreign)}: INTERNAL_SERVER_ERROR`);
          // Any other error without a path refuses the request itself (document or variables): the field never ran.
          const refused = (body: { errors?: { path?: unknown; extensions?: { code?: string } }[] }) =>
            body.errors?.filter((e) => !e.path && e.extensions?.code !== 'INTERNAL_SERVER_ERROR');
          if (refused(withUnknown)?.length || refused(withB)?.length) {
            problems.push(`${p.path}: the crawl's call is refused: ${JSON.stringify(refused(withB) ?? refused(withUnknown)).slice(0, 300)}`);
            continue;
          }
          const value = withB.data?.[field.name];
          if (kind === 'mutation' && succeeded(value) && typeof foreign === 'number' && !/^ids?$/.test(p.leaf)) {
            const stored = await storedIn(p.leaf, foreign);
            if (stored.length) problems.push(`${p.path} = B's ${foreign}: Success, and company A now references it in ${stored.join(', ')}`);
          }
          if (process.env.CRAWL_VERBOSE) console.log(p.path, JSON.stringify(gist(withUnknown, field.name)).slice(0, 200));
          if (kind === 'query' || !succeeded(withUnknown.data?.[field.name])) {
            compared++;
            const [x, y] = [JSON.stringify(gist(withB, field.name)), JSON.stringify(gist(withUnknown, field.name))];
            if (x !== y) problems.push(`${p.path}: B's id ${String(foreign)} answers ${x.slice(0, 300)} but an unknown id ${y.slice(0, 300)}`);
          }
        }
      }
    }
    expect(problems, `${problems.length} problems in ${calls} calls`).toEqual([]);
    // Most positions are compared with the unknown id (the others accepted it: the field is ignored there).
    expect(calls).toBeGreaterThan(300);
    expect(compared).toBeGreaterThan(calls / 2 - 60);
    expect(changedParts(before, await snapshotCompany(app, b.companyId)), "company B's records changed").toEqual([]);
  }, 900_000);
});
