/** Texts of the /eventCatalogue screen (ids `eventCatalogue.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'eventCatalogue.title': ['事件目录', 'Event catalogue'],
  'eventCatalogue.description': [
    '第三方工具可订阅的领域事件（GraphQL 订阅 events、查询 events 或 Webhook），由服务端 GraphQL schema 生成。每个事件都在其变更的同一事务中记录，可凭游标重放。',
    'The domain events third-party tools can receive (the GraphQL events subscription or query, or webhooks), read from the server’s GraphQL schema. Each is recorded in the same transaction as its change and can be replayed after a cursor.',
  ],
  'eventCatalogue.webhooks': ['Webhook 推送', 'Webhooks'],
  'eventCatalogue.apiClients': ['API 客户端', 'API clients'],
  'eventCatalogue.explorer': ['GraphQL 调试器', 'GraphQL explorer'],
  'eventCatalogue.explorerHint': ['在新窗口打开 GraphiQL，以当前账号执行查询', 'Opens GraphiQL in a new window, running as your account'],
  'eventCatalogue.filter.keyword': ['关键词', 'Keyword'],
  'eventCatalogue.filter.keywordPlaceholder': ['事件、说明、权限或字段', 'Event, description, permission or field'],
  'eventCatalogue.filter.audience': ['接收范围', 'Received by'],
  'eventCatalogue.col.type': ['事件类型', 'Event type'],
  'eventCatalogue.col.description': ['说明', 'What happened'],
  'eventCatalogue.col.permission': ['所需权限', 'Permission needed'],
  'eventCatalogue.col.audience': ['接收范围', 'Received by'],
  'eventCatalogue.col.fields': ['字段', 'Fields'],
  'eventCatalogue.noPermission': ['无需权限', 'None'],
  'eventCatalogue.audience.company': ['全公司', 'Whole company'],
  'eventCatalogue.audience.shop': ['按店铺', 'Per shop'],
  'eventCatalogue.audience.personal': ['仅本人', 'Addressee only'],
  'eventCatalogue.audienceHint.company': ['公司内有该权限的账号与 API 客户端', 'Accounts and API clients of the company holding the permission'],
  'eventCatalogue.audienceHint.shop': [
    '带店铺：只限部分店铺的子账号或 API 客户端只收到其店铺的事件',
    'Carries its shop: sub-accounts and API clients limited to some shops receive only their shops’ events',
  ],
  'eventCatalogue.audienceHint.personal': ['只发给被通知的账号，不发给 API 客户端', 'Only the account it is addressed to, never an API client'],
  'eventCatalogue.showFields': ['{count} 个字段', '{count} fields'],
  'eventCatalogue.showFieldsLabel': ['查看 {type} 的字段', 'Fields of {type}'],
  'eventCatalogue.commonFields': ['公共字段', 'Common fields'],
  'eventCatalogue.commonFieldsTitle': ['每个事件都有的字段（DomainEvent）', 'Fields every event has (DomainEvent)'],
  'eventCatalogue.fieldsTitle': ['{type} 的字段', 'Fields of {type}'],
  'eventCatalogue.field.name': ['字段', 'Field'],
  'eventCatalogue.field.type': ['类型', 'Type'],
  'eventCatalogue.field.description': ['说明', 'Description'],
  'eventCatalogue.onlyCommon': ['只有公共字段', 'Only the common fields'],
  'eventCatalogue.example': ['订阅示例', 'Subscription example'],
  'eventCatalogue.empty': ['没有符合条件的事件类型', 'No event type matches'],
} satisfies Record<string, [string, string]>;

export type EventCatalogueMessageId = keyof typeof entries;
export const eventCatalogueMessages = splitEntries(entries);
