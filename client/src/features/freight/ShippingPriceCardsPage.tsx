/**
 * /shippingPriceCard (spec 02 §3 'Price card'; issue 18 B): rate cards binding logistics channels
 * to a shipping template (and a zone rule) until they expire; create / edit / delete with
 * shippingTemplate.update. Orders are estimated at review by their channel's card in force.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { ListPage } from '../../ui/resource';
import { useChannelOptions } from '../logistics/pickers';
import { PriceCardDialog } from './components/PriceCardDialog';
import { useFreightList } from './freightList';
import { useFreightCommands, usePartitionRules, usePriceCards, useShippingTemplates, type PriceCardRow } from './hooks';
import { freightMessages } from './messages';

export const ShippingPriceCardsPage = featurePage(freightMessages, ShippingPriceCardsScreen);

function ShippingPriceCardsScreen() {
  const list = usePriceCards();
  const templates = useShippingTemplates();
  const rules = usePartitionRules();
  const channels = useChannelOptions();
  const names = useMemo(
    () => ({
      template: new Map(templates.rows.map((x) => [x.id, x.name])),
      rule: new Map(rules.rows.map((x) => [x.id, x.name])),
      channel: new Map(channels.options.map((x) => [x.id, x.name])),
    }),
    [templates.rows, rules.rows, channels.options],
  );
  const commands = useFreightCommands();
  const { t, pages, dialog, actions, page } = useFreightList({
    list,
    kind: 'card',
    remove: commands.deleteCard,
    edit: (card: PriceCardRow): { card: PriceCardRow | null } => ({ card }),
  });
  const now = Date.now();

  const columns: DataTableColumn<PriceCardRow>[] = [
    { key: 'name', header: t('freightScreen.card.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'channels',
      header: t('freightScreen.card.col.channels'),
      cell: (r) => (
        <Stack gap="0" textStyle="sm">
          {r.channelIds.map((id) => (
            <Text key={id}>{names.channel.get(id) ?? `#${id}`}</Text>
          ))}
        </Stack>
      ),
    },
    { key: 'template', header: t('freightScreen.card.col.template'), cell: (r) => names.template.get(r.templateId) ?? `#${r.templateId}` },
    {
      key: 'partition',
      header: t('freightScreen.card.col.partition'),
      cell: (r) => (r.partitionRuleId ? (names.rule.get(r.partitionRuleId) ?? `#${r.partitionRuleId}`) : '—'),
    },
    {
      key: 'deliveryDays',
      header: t('freightScreen.card.col.deliveryDays'),
      cell: (r) => (r.deliveryDays != null ? t('freightScreen.days', { days: r.deliveryDays }) : '—'),
    },
    {
      key: 'expiresAt',
      header: t('freightScreen.card.col.expiresAt'),
      cell: (r) =>
        !r.expiresAt ? (
          t('freightScreen.never')
        ) : new Date(r.expiresAt).getTime() <= now ? (
          <Stack gap="1" align="start">
            <Text>{formatDateTime(r.expiresAt)}</Text>
            <Badge colorPalette="red">{t('freightScreen.card.expired')}</Badge>
          </Stack>
        ) : (
          formatDateTime(r.expiresAt)
        ),
    },
    actions(),
  ];

  return (
    <ListPage page={page(() => dialog.open({ card: null }))} screen={pages} columns={columns}>
      {dialog.current ? (
        <PriceCardDialog card={dialog.current.card} templates={templates.rows} rules={rules.rows} onClose={dialog.close} onSaved={dialog.done} />
      ) : null}
    </ListPage>
  );
}
