/** Reply templates and auto-reply rules (replies.graphql): the list documents, shop options and every command. */
import { marketplaceLabel } from '@erp/schema';
import {
  AutoReplyRulesDocument,
  AutoReplySettingDocument,
  CreateAutoReplyRuleDocument,
  CreateReplyTemplateDocument,
  DeleteAutoReplyRuleDocument,
  DeleteReplyTemplateDocument,
  ReplyShopOptionsDocument,
  ReplyTemplatesDocument,
  SetAutoReplyRuleEnabledDocument,
  UpdateAutoReplyRuleDocument,
  UpdateAutoReplySettingDocument,
  UpdateReplyTemplateDocument,
} from './replies.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const templateList = listOf(ReplyTemplatesDocument, (d) => d.replyTemplates);
export type TemplateRow = RowOf<typeof templateList>;
export const ruleList = listOf(AutoReplyRulesDocument, (d) => d.autoReplyRules);
export type RuleRow = RowOf<typeof ruleList>;

export interface ShopOption {
  id: number;
  platformType: number;
  label: string;
}

/** The company's shops (as the caller may see them) and the marketplaces they are on. */
export function useReplyShops() {
  const { record } = useRecord(ReplyShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const shops: ShopOption[] = (record ?? []).map((s) => ({ id: s.id, platformType: s.platformType, label: s.alias || s.shopName }));
  const platformTypes = [...new Set(shops.map((s) => s.platformType))].sort((a, b) => a - b);
  return { shops, platforms: platformTypes.map((p) => ({ value: p, label: marketplaceLabel(p) })) };
}

export function useAutoReplySetting() {
  const { record, refetch } = useRecord(AutoReplySettingDocument, (d) => d.autoReplySetting, undefined, { silent: true });
  return { timeZone: record?.timeZone ?? '', refetch };
}

export const useTemplateCommands = () =>
  useCommands({ create: CreateReplyTemplateDocument, update: UpdateReplyTemplateDocument, remove: DeleteReplyTemplateDocument });

export const useRuleCommands = () =>
  useCommands({
    create: CreateAutoReplyRuleDocument,
    update: UpdateAutoReplyRuleDocument,
    setEnabled: SetAutoReplyRuleEnabledDocument,
    remove: DeleteAutoReplyRuleDocument,
    setting: UpdateAutoReplySettingDocument,
  });
