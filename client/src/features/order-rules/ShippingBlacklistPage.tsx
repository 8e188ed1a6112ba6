/** /shippingBlacklist: buyers whose orders are held as abnormal; move in and remove (spec 02 §3, §4, §5). */
import { Badge, Text } from '@chakra-ui/react';
import { BLACKLIST_CAUSES } from '@erp/schema';
import type { ShippingBlacklistFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { BlacklistFormDialog } from './components/BlacklistFormDialog';
import { platformLabel } from './components/conditions';
import { blacklistList, useBlacklistCommands, type BlacklistRow } from './hooks';
import { orderRulesMessages, type OrderRulesMessageId } from './messages';

export const ShippingBlacklistPage = featurePage(orderRulesMessages, BlacklistScreen);

function toFilter(v: FilterValues): ShippingBlacklistFilter {
  return { keyword: textOrUndefined(v.keyword), cause: textOrUndefined(v.cause), ...(v.includeRemoved === 'yes' ? { includeRemoved: true } : {}) };
}

function BlacklistScreen() {
  const t = useFeatureText(orderRulesMessages);
  const commands = useBlacklistCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('orderRulesPage.blacklist.filter.keyword'), type: 'text' },
    choiceField('cause', t('orderRulesPage.blacklist.filter.cause'), BLACKLIST_CAUSES, (c) => t(`orderRulesPage.cause.${c}` as OrderRulesMessageId)),
    {
      name: 'includeRemoved',
      label: t('orderRulesPage.blacklist.filter.includeRemoved'),
      type: 'select',
      options: [{ value: 'yes', label: t('orderRulesPage.blacklist.filter.includeRemoved') }],
    },
  ];
  const screen = useListScreen({ ...blacklistList, fields, toFilter });
  const dialog = useDialog<'add'>(screen.reload);

  const remove = (row: BlacklistRow) =>
    screen.run(() => commands.remove({ id: row.id }, { success: t('orderRulesPage.blacklist.removed'), failure: t('orderRulesPage.failed') }), {
      confirm: t('orderRulesPage.blacklist.confirmRemove', { buyer: row.buyerAccount }),
      danger: true,
    });

  const columns: DataTableColumn<BlacklistRow>[] = [
    { key: 'buyer', header: t('orderRulesPage.blacklist.col.buyer'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.buyerAccount}</Text> },
    {
      key: 'platform',
      header: t('orderRulesPage.blacklist.col.platform'),
      cell: (r) => (r.platformType ? platformLabel(r.platformType) : t('orderRulesPage.blacklist.anyPlatform')),
    },
    {
      key: 'cause',
      header: t('orderRulesPage.blacklist.col.cause'),
      cell: (r) => (
        <Text>
          <Badge colorPalette={r.cause === 'fraud' ? 'red' : 'orange'} mr="2">
            {t(`orderRulesPage.cause.${r.cause}` as OrderRulesMessageId)}
          </Badge>
          {r.causeText}
        </Text>
      ),
    },
    { key: 'time', header: t('orderRulesPage.blacklist.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    { key: 'operator', header: t('orderRulesPage.blacklist.col.operator'), cell: (r) => r.operatorName || '—' },
    { key: 'removedAt', header: t('orderRulesPage.blacklist.col.removedAt'), cell: (r) => (r.removedAt ? formatDateTime(r.removedAt) : '—') },
    actionsColumn(t('orderRulesPage.col.actions'), (r) => (
      <RowActions
        actions={[
          {
            key: 'remove',
            label: t('orderRulesPage.blacklist.remove'),
            permission: 'blacklist.update',
            colorPalette: 'red',
            when: !r.removedAt,
            ariaLabel: t('orderRulesPage.actionLabel', { action: t('orderRulesPage.blacklist.remove'), name: r.buyerAccount }),
            onClick: () => void remove(r),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'orderRulesPage.blacklist', 'shippingBlacklist', { permission: 'blacklist.update', onClick: () => dialog.open('add') })}
      screen={screen}
      columns={columns}
    >
      {dialog.current === 'add' ? <BlacklistFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
