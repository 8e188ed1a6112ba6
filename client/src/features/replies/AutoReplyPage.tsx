/** /autoReply: auto-reply rules with conditions, at most one auto-reply per conversation in 24 hours (spec 02 §2, §9; issue 21 item 4). */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { autoReplySettingInput, marketplaceLabel } from '@erp/schema';
import { useState } from 'react';
import type { AutoReplyRuleFilter } from '../../api/generated/types';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { type DataTableColumn, type FilterValues, useZodForm } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { dialogTexts, enabledOf, ListPage, onOffRecords, pageOf, RecordFormDialog, useDialog, useListScreen } from '../../ui/resource';
import { RuleDialog } from './components/RuleDialog';
import { ruleList, useAutoReplySetting, useReplyShops, useRuleCommands, type RuleRow } from './hooks';
import { replyMessages, type ReplyMessageId } from './messages';

export const AutoReplyPage = featurePage(replyMessages, RuleScreen);

const PERMISSION = 'autoReply.update' as const;

function TimeZoneDialog({ timeZone, onClose, onSaved }: { timeZone: string; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(replyMessages);
  const commands = useRuleCommands();
  const form = useZodForm(autoReplySettingInput, { timeZone });
  return (
    <RecordFormDialog
      title={t('replyPage.timeZone.title')}
      form={form}
      save={(input, feedback) => commands.setting({ input }, feedback)}
      success={() => t('replyPage.timeZone.saved')}
      {...dialogTexts(t, 'replyPage')}
      onSaved={onSaved}
      onClose={onClose}
      fields={[{ name: 'timeZone', label: t('replyPage.timeZone.title'), required: true, hint: t('replyPage.timeZone.hint') }]}
    />
  );
}

function RuleScreen() {
  const t = useFeatureText(replyMessages);
  const { shops, platforms } = useReplyShops();
  const setting = useAutoReplySetting();
  const commands = useRuleCommands();
  const records = onOffRecords(t, 'replyPage', { permission: PERMISSION, commands, deletable: true });
  const [zoneOpen, setZoneOpen] = useState(false);
  const fields = [
    { name: 'keyword', label: t('replyPage.filter.keyword'), type: 'text' as const },
    {
      name: 'platformType',
      label: t('replyPage.filter.platform'),
      type: 'select' as const,
      options: platforms.map((p) => ({ value: String(p.value), label: p.label })),
    },
    records.filter,
  ];
  const toFilter = (v: FilterValues): AutoReplyRuleFilter => ({
    keyword: textOrUndefined(v.keyword),
    platformType: typeof v.platformType === 'string' && v.platformType ? Number(v.platformType) : undefined,
    enabled: enabledOf(v.enabled),
  });
  const screen = useListScreen({ ...ruleList, fields, toFilter });
  const dialog = useDialog<{ rule: RuleRow | null }>(screen.reload);
  const shopName = (id: number) => shops.find((s) => s.id === id)?.label ?? `#${id}`;

  const conditions = (r: RuleRow) => {
    const out: string[] = [];
    if (r.platformTypes.length) out.push(t('replyPage.cond.platforms', { value: r.platformTypes.map(marketplaceLabel).join(', ') }));
    if (r.shopIds.length) out.push(t('replyPage.cond.shops', { value: r.shopIds.map(shopName).join(', ') }));
    if (r.keywords.length) out.push(t('replyPage.cond.keywords', { value: r.keywords.join(', ') }));
    if (r.outsideWorkingHours)
      out.push(
        t('replyPage.cond.offHours', { days: r.workDays.map((d) => t(`replyPage.day.${d}` as ReplyMessageId)).join(' '), start: r.workStart, end: r.workEnd }),
      );
    return out;
  };

  const columns: DataTableColumn<RuleRow>[] = [
    { key: 'name', header: t('replyPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'conditions',
      header: t('replyPage.col.conditions'),
      cell: (r) => (
        <Stack gap="0.5">
          {conditions(r).map((c) => (
            <Text key={c} textStyle="sm">
              {c}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'content',
      header: t('replyPage.col.content'),
      cell: (r) => (
        <Text lineClamp={2} maxW="sm" whiteSpace="pre-wrap">
          {r.content}
        </Text>
      ),
    },
    { key: 'priority', header: t('replyPage.col.priority'), cell: (r) => r.priority },
    ...records.columns(screen.run, (r: RuleRow) => ({ record: r.name, edit: () => dialog.open({ rule: r }) })),
  ];

  return (
    <ListPage
      page={pageOf(t, 'replyPage.rule', 'autoReply', { permission: PERMISSION, onClick: () => dialog.open({ rule: null }) })}
      screen={screen}
      columns={columns}
      above={
        setting.timeZone ? (
          <HStack gap="3">
            <Text textStyle="sm" color="fg.muted">
              {t('replyPage.timeZone', { zone: setting.timeZone })}
            </Text>
            <PermissionGuard permission={PERMISSION}>
              <Button size="xs" variant="outline" onClick={() => setZoneOpen(true)}>
                {t('replyPage.timeZone.edit')}
              </Button>
            </PermissionGuard>
          </HStack>
        ) : null
      }
    >
      {dialog.current ? <RuleDialog rule={dialog.current.rule} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {zoneOpen ? (
        <TimeZoneDialog
          timeZone={setting.timeZone}
          onClose={() => setZoneOpen(false)}
          onSaved={() => {
            setZoneOpen(false);
            void setting.refetch();
          }}
        />
      ) : null}
    </ListPage>
  );
}
