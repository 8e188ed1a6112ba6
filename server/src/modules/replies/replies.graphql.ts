// GraphQL of reply templates (/commonReply) and auto-reply rules (/autoReply), issue 21 item 4.
// replyTemplateOptions is the chat widget's template list (every signed-in account; the REST twin is
// message/repliesWithoutPagination).
import { REPLY_VARIABLES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { argsOf, command, commandsOn, exposeFields, reading, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { listOf } from '../../graphql/pagination';
import * as replies from './replies.service';

builder.prismaObject('ReplyTemplate', {
  description: `A saved reply (/commonReply); content may hold the variables ${REPLY_VARIABLES.map((v) => `{${v}}`).join(', ')}`,
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      content: 'String',
      platformType: 'Int?: Only for this marketplace; null: every marketplace',
      shopId: 'Int?: Only for this shop; null: every shop',
      sort: 'Int: Lower first',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    shopName: t.string({ description: "The shop's alias or name; '' for every shop", resolve: (r, _a, ctx) => replies.templateShopName(ctx, r.shopId) }),
  }),
});

builder.prismaObject('AutoReplyRule', {
  description:
    'An auto-reply rule (/autoReply): every condition set must hold (marketplaces, shops, any keyword, outside working hours); at most one auto-reply per conversation in 24 hours',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      platformTypes: 'Int[]: Any of these marketplaces; empty: any',
      shopIds: 'Int[]: Any of these shops; empty: any',
      keywords: 'String[]: The message contains any of them (ignoring case); empty: any text',
      outsideWorkingHours: 'Boolean: Only outside the working hours (workStart–workEnd on workDays, company time zone)',
      workStart: 'String: HH:mm',
      workEnd: 'String: HH:mm (exclusive)',
      workDays: 'Int[]: ISO weekdays, 1 Monday … 7 Sunday',
      content: 'String',
      enabled: 'Boolean',
      priority: 'Int: Higher first',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
  }),
});

const AutoReplySettingRef = builder.objectRef<{ timeZone: string }>('AutoReplySetting').implement({
  description: "The company's auto-reply setting",
  fields: (t) => ({ ...exposeFields(t, { timeZone: 'String: IANA time zone of the working hours' }) }),
});

const TemplateFilter = plainInput('ReplyTemplateFilter', { keyword: 'String: Part of the name or content', platformType: 'Int', shopId: 'Int' });
const TemplateInput = plainInput('ReplyTemplateInput', {
  name: 'String!',
  content: 'String!',
  platformType: 'Int: null: every marketplace',
  shopId: 'Int: null: every shop',
  sort: 'Int: Lower first (default 0)',
});
const RuleFilter = plainInput('AutoReplyRuleFilter', { keyword: 'String: Part of the name or content', enabled: 'Boolean', platformType: 'Int' });
const RuleInput = plainInput('AutoReplyRuleInput', {
  name: 'String!',
  platformTypes: 'Int[]',
  shopIds: 'Int[]',
  keywords: 'String[]',
  outsideWorkingHours: 'Boolean',
  workStart: 'String: HH:mm (default 09:00)',
  workEnd: 'String: HH:mm (default 18:00)',
  workDays: 'Int[]: ISO weekdays (default Monday–Friday)',
  content: 'String!',
  enabled: 'Boolean',
  priority: 'Int: Higher first (default 0)',
});
const SettingInput = plainInput('AutoReplySettingInput', { timeZone: 'String!: IANA time zone, e.g. Asia/Shanghai' });

builder.queryFields((t) => ({
  replyTemplates: t.prismaConnection({
    type: 'ReplyTemplate',
    authScopes: { permission: 'commonReply' },
    ...listOf(TemplateFilter, (ctx) => ctx.db.replyTemplate, replies.templateWhere, [{ sort: 'asc' }, { id: 'asc' }]),
  }),
  replyTemplateOptions: t.prismaField({
    type: ['ReplyTemplate'],
    authScopes: { loggedIn: true },
    description:
      'Templates for a conversation (the chat widget): those for every marketplace / shop or the given ones, without those of shops the caller may not see; sort order, then id',
    args: argsOf({ platformType: 'Int', shopId: 'Int' }),
    resolve: (_q, _r, a, ctx) => replies.templateOptions(ctx, { platformType: a.platformType ?? undefined, shopId: a.shopId ?? undefined }),
  }),
  autoReplyRules: t.prismaConnection({
    type: 'AutoReplyRule',
    authScopes: { permission: 'autoReply' },
    ...listOf(RuleFilter, (ctx) => ctx.db.autoReplyRule, replies.ruleWhere, [{ priority: 'desc' }, { id: 'asc' }]),
  }),
  autoReplySetting: t.field({ type: AutoReplySettingRef, ...reading('autoReply'), resolve: (_r, _a, ctx) => replies.autoReplySetting(ctx) }),
}));

const templateUpdate = command('commonReply.update', { operateModule: 'commonReply' });
const ruleUpdate = command('autoReply.update', { operateModule: 'autoReply' });
const onTemplate = rowCommandsOn('ReplyTemplate');
const onRule = rowCommandsOn('AutoReplyRule');
const onBoolean = commandsOn('Boolean');
const onSetting = commandsOn(AutoReplySettingRef);
builder.mutationFields((t) => ({
  createReplyTemplate: t.prismaField(onTemplate.byInput(templateUpdate, TemplateInput, replies.createTemplate)),
  updateReplyTemplate: t.prismaField(onTemplate.byIdInput(templateUpdate, TemplateInput, replies.updateTemplate)),
  deleteReplyTemplate: t.field(onBoolean.byId(templateUpdate, replies.deleteTemplate)),
  createAutoReplyRule: t.prismaField(onRule.byInput(ruleUpdate, RuleInput, replies.createRule)),
  updateAutoReplyRule: t.prismaField(onRule.byIdInput(ruleUpdate, RuleInput, replies.updateRule)),
  setAutoReplyRuleEnabled: t.prismaField(
    onRule.byArgs(ruleUpdate, { id: 'Int!', enabled: 'Boolean!' }, (ctx, a) => replies.setRuleEnabled(ctx, a.id, a.enabled)),
  ),
  deleteAutoReplyRule: t.field(onBoolean.byId(ruleUpdate, replies.deleteRule)),
  updateAutoReplySetting: t.field(onSetting.byInput(ruleUpdate, SettingInput, replies.updateAutoReplySetting)),
}));
