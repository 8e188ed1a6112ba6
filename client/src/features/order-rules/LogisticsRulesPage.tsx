/** /logisticsRules: logistics rules by priority (higher first), switched on and off, tried on past orders (spec 02 §3, §5, §9). */
import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { PermissionGuard, type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { actionsColumn, ListPage, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { DryRunDialog } from './components/DryRunDialog';
import { LogisticsRuleFormDialog } from './components/LogisticsRuleFormDialog';
import { RuleRowButtons, toRuleFilter, useRuleColumns, useRuleFields, useRuleLabel } from './components/ruleList';
import { logisticsRuleList, useLogisticsRuleCommands, type LogisticsRuleRow } from './hooks';
import { orderRulesMessages } from './messages';

export const LogisticsRulesPage = featurePage(orderRulesMessages, LogisticsRulesScreen);

type Dialog = { kind: 'create' } | { kind: 'edit' | 'dryRun'; rule: LogisticsRuleRow };

function LogisticsRulesScreen() {
  const t = useFeatureText(orderRulesMessages);
  const commands = useLogisticsRuleCommands();
  const fields = useRuleFields();
  const screen = useListScreen({ ...logisticsRuleList, fields, toFilter: toRuleFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const label = useRuleLabel();
  const failure = t('orderRulesPage.failed');
  const rule = useRuleColumns<LogisticsRuleRow>(
    'logisticsRule.update',
    (r, on) =>
      void screen.run(
        () => commands.setEnabled({ id: r.id, enabled: on }, { success: t(on ? 'orderRulesPage.switchedOn' : 'orderRulesPage.switchedOff'), failure }),
        {
          confirm: on ? t('orderRulesPage.confirmEnable', { name: r.name }) : undefined,
        },
      ),
  );
  const setPriority = (r: LogisticsRuleRow, priority: number) =>
    void screen.run(() => commands.setPriority({ id: r.id, priority }, { success: t('orderRulesPage.priorityChanged'), failure }));
  const remove = (r: LogisticsRuleRow) =>
    void screen.run(() => commands.remove({ id: r.id }, { success: t('orderRulesPage.deleted'), failure }), {
      confirm: t('orderRulesPage.confirmDelete', { name: r.name }),
      danger: true,
    });

  const columns: DataTableColumn<LogisticsRuleRow>[] = [
    {
      key: 'priority',
      header: t('orderRulesPage.col.priority'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1">
          <Text minW="6" textAlign="end" fontWeight="medium">
            {r.priority}
          </Text>
          <PermissionGuard permission="logisticsRule.update">
            <IconButton size="2xs" variant="ghost" aria-label={label('orderRulesPage.raise', r.name)} onClick={() => setPriority(r, r.priority + 1)}>
              <LuArrowUp />
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              disabled={r.priority <= 0}
              aria-label={label('orderRulesPage.lower', r.name)}
              onClick={() => setPriority(r, r.priority - 1)}
            >
              <LuArrowDown />
            </IconButton>
          </PermissionGuard>
        </HStack>
      ),
    },
    rule.name,
    rule.conditions,
    {
      key: 'action',
      header: t('orderRulesPage.col.action'),
      cell: (r) =>
        r.channelChoice === 'cheapest'
          ? t('orderRulesPage.action.cheapest', {
              warehouse: r.warehouseName,
              channels: r.candidateChannelNames.length ? r.candidateChannelNames.join(', ') : t('orderRulesPage.action.allChannels'),
            })
          : `${r.warehouseName} / ${r.logisticsChannelName}`,
    },
    rule.enabled,
    actionsColumn(t('orderRulesPage.col.actions'), (r) => (
      <RuleRowButtons
        name={r.name}
        permission="logisticsRule.update"
        onEdit={() => dialog.open({ kind: 'edit', rule: r })}
        onDelete={() => remove(r)}
        leading={
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            aria-label={label('orderRulesPage.dryRun', r.name)}
            onClick={() => dialog.open({ kind: 'dryRun', rule: r })}
          >
            {t('orderRulesPage.dryRun')}
          </Button>
        }
      />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'orderRulesPage.logistics', 'logisticsRules', undefined, {
        create: { permission: 'logisticsRule.update', label: t('orderRulesPage.logistics.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'create' ? <LogisticsRuleFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <LogisticsRuleFormDialog rule={open.rule} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'dryRun' ? <DryRunDialog target={{ id: open.rule.id }} name={open.rule.name} onClose={dialog.close} /> : null}
    </ListPage>
  );
}
