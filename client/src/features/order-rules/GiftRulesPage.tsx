/** /giftRules: matching new orders get a gift line (unit price 0), once per rule. */
import { Stack, Text } from '@chakra-ui/react';
import { type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { GiftRuleFormDialog } from './components/GiftRuleFormDialog';
import { RuleRowButtons, toRuleFilter, useRuleColumns, useRuleFields } from './components/ruleList';
import { giftRuleList, useGiftRuleCommands, type GiftRuleRow } from './hooks';
import { orderRulesMessages } from './messages';

export const GiftRulesPage = featurePage(orderRulesMessages, GiftRulesScreen);

type Dialog = { kind: 'create' } | { kind: 'edit'; rule: GiftRuleRow };

function GiftRulesScreen() {
  const t = useFeatureText(orderRulesMessages);
  const commands = useGiftRuleCommands();
  const fields = useRuleFields();
  const screen = useListScreen({ ...giftRuleList, fields, toFilter: toRuleFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('orderRulesPage.failed');
  const rule = useRuleColumns<GiftRuleRow>(
    'giftRule.update',
    (r, on) =>
      void screen.run(() =>
        commands.setEnabled({ id: r.id, enabled: on }, { success: t(on ? 'orderRulesPage.switchedOn' : 'orderRulesPage.switchedOff'), failure }),
      ),
  );
  const remove = (r: GiftRuleRow) =>
    void screen.run(() => commands.remove({ id: r.id }, { success: t('orderRulesPage.deleted'), failure }), {
      confirm: t('orderRulesPage.confirmDelete', { name: r.name }),
      danger: true,
    });

  const columns: DataTableColumn<GiftRuleRow>[] = [
    { key: 'priority', header: t('orderRulesPage.col.priority'), align: 'end', cell: (r) => r.priority },
    rule.name,
    rule.conditions,
    {
      key: 'gift',
      header: t('orderRulesPage.col.gift'),
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">
            {r.giftSku} × {r.giftQuantity}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {r.giftProductName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'window',
      header: t('orderRulesPage.col.window'),
      cell: (r) =>
        r.startAt || r.endAt ? `${r.startAt ? formatDateTime(r.startAt) : '…'} – ${r.endAt ? formatDateTime(r.endAt) : '…'}` : t('orderRulesPage.gift.always'),
    },
    rule.enabled,
    actionsColumn(t('orderRulesPage.col.actions'), (r) => (
      <RuleRowButtons name={r.name} permission="giftRule.update" onEdit={() => dialog.open({ kind: 'edit', rule: r })} onDelete={() => remove(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'orderRulesPage.gift', 'giftRules', undefined, {
        create: { permission: 'giftRule.update', label: t('orderRulesPage.gift.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'create' ? <GiftRuleFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <GiftRuleFormDialog rule={open.rule} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
