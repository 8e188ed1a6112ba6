// Bulletins, message notices and notice settings over GraphQL (docs/api.md 'Message center').
// Company users read; the service operator writes bulletins (authScopes operator).
import { NOTICE_GROUPS, noticeLinkPath, noticeType, translate } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { commandsOn, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { listOf } from '../../graphql/pagination';
import { plainInput } from '../../graphql/inputs';
import * as bulletins from './bulletins.service';
import * as notices from './notices.service';
import { renderNotice } from './notices.service';

// ---- bulletins -------------------------------------------------------------------------------

builder.prismaObject('Bulletin', {
  description: 'A system bulletin of the service, shown to every company once published',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      title: 'String',
      content: 'String: Plain text; line breaks are kept',
      hotFlag: 'Boolean: Highlighted in lists',
      alertFlag: 'Boolean: Pops up on the home page, one after another',
    }),
    updateTime: t.expose('updatedAt', { type: 'DateTime' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true, description: 'Null while a draft (operators only see drafts)' }),
  }),
});

const BulletinFilter = plainInput('BulletinFilter', { keyword: 'String: In title or content', hotFlag: 'Boolean' });
const OperatorBulletinFilter = plainInput('OperatorBulletinFilter', {
  keyword: 'String',
  hotFlag: 'Boolean',
  published: 'Boolean: true published only, false drafts only',
});
const BulletinInput = plainInput('BulletinInput', {
  title: 'String: Required when publishing; at most 200 characters',
  content: 'String: Required when publishing; at most 20000 characters',
  hotFlag: 'Boolean',
  alertFlag: 'Boolean',
  publish: 'Boolean: publishBulletin: unset or true publishes now, false keeps a draft. updateBulletin: true publishes, false takes back to draft',
});

builder.queryFields((t) => ({
  bulletins: t.prismaConnection({
    type: 'Bulletin',
    authScopes: { loggedIn: true },
    description: 'Published bulletins, newest first',
    ...listOf(
      BulletinFilter,
      (ctx) => ctx.db.bulletin,
      (_ctx, f) => bulletins.publishedWhere(f),
      bulletins.PUBLISHED_ORDER,
    ),
  }),
  bulletin: t.prismaField({
    type: 'Bulletin',
    nullable: true,
    authScopes: { loggedIn: true },
    description: 'A published bulletin; null when unknown or a draft',
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.bulletin.findFirst({ ...query, where: { ...bulletins.publishedWhere(), id } }),
  }),
  alertBulletins: t.prismaField({
    type: ['Bulletin'],
    authScopes: { loggedIn: true },
    description: 'Published alert bulletins, newest first (the home page pops them up)',
    resolve: (query, _r, _a, ctx) =>
      ctx.db.bulletin.findMany({
        ...query,
        where: { ...bulletins.publishedWhere(), alertFlag: true },
        orderBy: bulletins.PUBLISHED_ORDER,
        take: bulletins.ALERT_BULLETINS_MAX,
      }),
  }),
  operatorBulletins: t.prismaConnection({
    type: 'Bulletin',
    authScopes: { operator: true },
    description: 'Operator only: every bulletin including drafts (drafts first, then newest)',
    ...listOf(OperatorBulletinFilter, (ctx) => bulletins.operatorBulletinClient(ctx).bulletin, bulletins.operatorWhere, bulletins.OPERATOR_ORDER),
  }),
}));

// Bulletins are written by the service operator only, for every company.
const bulletinWrite = { errors: {}, authScopes: { operator: true as const }, extensions: { operateModule: 'bulletins' } };
const onBulletin = rowCommandsOn('Bulletin');
builder.mutationFields((t) => ({
  publishBulletin: t.prismaField(
    onBulletin.byInput(bulletinWrite, BulletinInput, bulletins.publishBulletin, 'Operator only: a new bulletin, published now unless publish is false'),
  ),
  updateBulletin: t.prismaField(onBulletin.byIdInput(bulletinWrite, BulletinInput, bulletins.updateBulletin, 'Operator only: changes the fields given')),
  deleteBulletin: t.prismaField(
    onBulletin.byId(bulletinWrite, bulletins.deleteBulletin, 'Operator only: removes a bulletin for every company; answers the removed bulletin'),
  ),
}));

// ---- message notices ---------------------------------------------------------------------------

const MessageNoticeRef = builder.prismaObject('MessageNotice', {
  description: "One notice to the caller (spec 01 §3 'Message notice')",
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.string({ resolve: (n, _a, ctx) => renderNotice(ctx.lang, n).title }),
    body: t.string({ resolve: (n, _a, ctx) => renderNotice(ctx.lang, n).body }),
    type: t.exposeString('type', { description: 'Notice type code (NOTICE_TYPES of @erp/schema)' }),
    tag: t.string({ description: 'Group of the type (system, order, stock, product, task)', resolve: (n) => noticeType(n.type)?.group ?? 'system' }),
    typeName: t.string({ resolve: (n, _a, ctx) => translate(ctx.lang, noticeType(n.type)?.nameId ?? n.type) }),
    createTime: t.expose('createdAt', { type: 'DateTime' }),
    ...exposeFields(t, {
      isRead: "String: '1' read, '2' unread",
      otherBillNum: 'String: The bill the notice is about (demand number, report id, order number)',
    }),
    linkPath: t.string({
      nullable: true,
      description: 'Client route the notice opens (types 8, 9, 10, 11, 13); null: none (type 2 opens a details dialog)',
      resolve: (n) => noticeLinkPath(n.type, (n.linkData ?? {}) as { id?: string | number }, n.otherBillNum),
    }),
    linkData: t.expose('linkData', { type: 'JSON' }),
  }),
});

const MessageNoticeGroupRef = builder.objectRef<notices.NoticeGroupSummary>('MessageNoticeGroup').implement({
  description: 'One tab of the bell popover',
  fields: (t) => ({
    type: t.exposeString('type', { description: `Group key: ${NOTICE_GROUPS.join(', ')}` }),
    ...exposeFields(t, { title: 'String', unRead: 'Int', tagIndex: 'Int: Position of the tab' }),
    messages: t.field({ type: [MessageNoticeRef], description: 'The latest 10 of the group, read or not', resolve: (g) => g.messages }),
  }),
});
const MessageNoticeSummaryRef = builder.objectRef<{ count: number; group: notices.NoticeGroupSummary[] }>('MessageNoticeSummary').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Unread notices in all groups' }),
    group: t.field({ type: [MessageNoticeGroupRef], resolve: (s) => s.group }),
  }),
});

const MessageNoticeFilter = plainInput('MessageNoticeFilter', {
  group: 'String',
  type: 'String',
  isRead: "String: '1' read, '2' unread",
  keyword: 'String: In title, body (either language) or bill number',
  createdFrom: 'DateTime',
  createdTo: 'DateTime',
});
const MarkMessageNoticesReadInput = plainInput('MarkMessageNoticesReadInput', {
  ids: 'Int[]: These notices (at most 1000)',
  all: 'Boolean: Every unread notice of the caller (ids are then ignored)',
  group: 'String: Limits to one group',
});
const MarkPayloadRef = builder.objectRef<{ updated: number }>('MarkMessageNoticesReadPayload').implement({
  fields: (t) => ({ updated: t.exposeInt('updated', { description: 'Notices that went from unread to read' }) }),
});

const MessageNoticeSettingRef = builder.objectRef<notices.NoticeSettingView>('MessageNoticeSetting').implement({
  description: 'How the caller is told about one notice type (defaults until changed)',
  fields: (t) => ({
    type: t.exposeString('type'),
    typeName: t.string({ resolve: (s, _a, ctx) => translate(ctx.lang, s.typeName) }),
    ...exposeFields(t, {
      group: 'String',
      level: 'String: HIGH stays until closed, MIDDLE hides after 5 s, LOW shows no toast',
      enabled: 'Boolean: false: notices of this type are not created for the caller at all',
    }),
  }),
});
const MessageNoticeSettingInput = plainInput('MessageNoticeSettingInput', { type: 'String!', level: 'String!', enabled: 'Boolean!' });

builder.queryFields((t) => ({
  messageNoticeSummary: t.field({
    type: MessageNoticeSummaryRef,
    authScopes: { loggedIn: true },
    description: 'The bell: unread count and the latest notices per group',
    resolve: (_r, _a, ctx) => notices.noticeSummary(ctx),
  }),
  messageNotices: t.prismaConnection({
    type: 'MessageNotice',
    authScopes: { loggedIn: true },
    description: "The caller's own notices, newest first",
    ...listOf(MessageNoticeFilter, (ctx) => ctx.db.messageNotice, notices.noticeWhere, notices.NOTICE_ORDER),
  }),
  messageNoticeSettings: t.field({
    type: [MessageNoticeSettingRef],
    authScopes: { loggedIn: true },
    description: 'One entry per notice type',
    resolve: (_r, _a, ctx) => notices.noticeSettings(ctx),
  }),
}));

const noticeExt = { operateModule: 'messages' };
const noticeWrite = { errors: {}, authScopes: { loggedIn: true as const }, extensions: noticeExt };
builder.mutationFields((t) => ({
  markMessageNoticesRead: t.field(
    commandsOn(MarkPayloadRef).byInput(
      noticeWrite,
      MarkMessageNoticesReadInput,
      (ctx, input) => notices.markNoticesRead(ctx, input as never),
      "Marks the caller's unread notices read; nothing unread among them gives BusinessError NoNeedToMarkReadContentYet",
    ),
  ),
  updateMessageNoticeSettings: t.field({
    type: [MessageNoticeSettingRef],
    errors: {},
    authScopes: { loggedIn: true },
    extensions: noticeExt,
    description: 'Sets level and switch of the given types; answers all settings',
    args: { input: t.arg({ type: [MessageNoticeSettingInput], required: true }) },
    resolve: (_r, { input }, ctx) => notices.updateNoticeSettings(ctx, input),
  }),
}));
