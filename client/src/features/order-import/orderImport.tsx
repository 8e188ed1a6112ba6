/**
 * The order import (<ImportDialog kind={useOrderImportKind()}>, mounted by /orders): an .xlsx or
 * .csv posted to api/v1/orders/import, the template at api/v1/orders/importTemplate. The summary
 * lists new orders, SKU matching, skipped orders and rules left to the background job.
 */
import { Box, List, Table, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useFeatureLang } from '../../i18n/featureIntl';
import { fillTemplate } from '../../ui/useUiText';
import { restImport, restTemplateUrl, type ImportKind } from '../../ui/resource/ImportDialog';
import type { OrderImportSummary } from './hooks';
import { orderImportMessages, type OrderImportMessageId } from './messages';

export function useOrderImportKind(): ImportKind<OrderImportSummary> {
  const lang = useFeatureLang();
  // the /orders screen does not carry these texts in its scope: read them for the language directly
  const t = useCallback((id: OrderImportMessageId, values?: Record<string, string | number>) => fillTemplate(orderImportMessages[lang][id], values), [lang]);
  return useMemo(
    () => ({
      title: t('orderImport.ui.title'),
      intro: t('orderImport.ui.intro'),
      templateUrl: restTemplateUrl('orders/importTemplate', lang),
      fileLabel: t('orderImport.ui.file'),
      accept: '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extensions: ['.xlsx', '.csv'],
      noFileText: t('orderImport.ui.noFile'),
      runningText: (name) => t('orderImport.ui.running', { name }),
      run: (file) => restImport<OrderImportSummary>('orders/import', file),
      summary: (summary) => (
        <>
          <List.Root ps="4" mt="2" gap="1">
            <List.Item>{t('orderImport.ui.orders', { orders: summary.orders, items: summary.items })}</List.Item>
            <List.Item>{t('orderImport.ui.matched', { matched: summary.matchedItems, unmatched: summary.unmatchedItems })}</List.Item>
            {summary.skipped ? <List.Item>{t('orderImport.ui.skipped', { skipped: summary.skipped })}</List.Item> : null}
          </List.Root>
          {summary.rulesInBackground ? <Text mt="2">{t('orderImport.ui.background')}</Text> : null}
          {summary.skippedOrders.length ? (
            <Box maxH="48" overflowY="auto" mt="3">
              <Table.Root size="sm" aria-label={t('orderImport.ui.skippedList', { count: summary.skippedOrders.length })}>
                <Table.Caption captionSide="top" textAlign="start">
                  {t('orderImport.ui.skippedList', { count: summary.skippedOrders.length })}
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('orderImport.ui.row')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('orderImport.ui.shop')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('orderImport.ui.platformOrderNo')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {summary.skippedOrders.map((s) => (
                    <Table.Row key={`${s.row}-${s.platformOrderNo}`}>
                      <Table.Cell>{s.row}</Table.Cell>
                      <Table.Cell>{s.shop}</Table.Cell>
                      <Table.Cell>{s.platformOrderNo}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ) : null}
        </>
      ),
    }),
    [t, lang],
  );
}
