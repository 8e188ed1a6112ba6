/**
 * Import of orders from an .xlsx or .csv file (mounted by the /orders page): the template link, a
 * file picker, a progress bar while the file uploads and imports, then either the summary (new
 * orders, skipped ones, SKU matching, rules in the background) or, when the file is refused,
 * every problem with its row and column (nothing was imported, so the file can be fixed and sent again).
 */
import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Link, List, Portal, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { FeatureMessagesProvider, useFeatureLang, useFeatureText } from '../public/featureIntl';
import { importOrders, orderImportTemplateUrl, type OrderImportRowError, type OrderImportSummary } from './hooks';
import { orderImportMessages } from './messages';

export interface ImportOrdersDialogProps {
  onClose: () => void;
  /** Called after a file imported (even if every order was skipped), e.g. to refetch the list. */
  onImported?: (summary: OrderImportSummary) => void;
}

export function ImportOrdersDialog(props: ImportOrdersDialogProps) {
  return (
    <FeatureMessagesProvider messages={orderImportMessages}>
      <ImportOrdersDialogBody {...props} />
    </FeatureMessagesProvider>
  );
}

function ImportOrdersDialogBody({ onClose, onImported }: ImportOrdersDialogProps) {
  const t = useFeatureText(orderImportMessages);
  const lang = useFeatureLang();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<OrderImportRowError[]>([]);
  const [summary, setSummary] = useState<OrderImportSummary | null>(null);

  const start = async () => {
    if (!file) {
      setProblem(t('orderImport.ui.noFile'));
      return;
    }
    setBusy(true);
    setProblem(null);
    setRows([]);
    setSummary(null);
    try {
      const outcome = await importOrders(file);
      if (outcome.ok) {
        setSummary(outcome);
        onImported?.(outcome);
        return;
      }
      setProblem(t('orderImport.ui.failed', { message: outcome.message }));
      setRows(outcome.rows);
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setSummary(null);
    setFile(null);
    setInputKey((k) => k + 1);
  };

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t('orderImport.ui.title')}>
            <Dialog.Header>
              <Dialog.Title>{t('orderImport.ui.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('orderImport.ui.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {summary ? (
                <Alert.Root status="success" flexDirection="column" alignItems="stretch" role="status">
                  <Alert.Title>{t('orderImport.ui.done')}</Alert.Title>
                  <Alert.Description>
                    <List.Root ps="4" mt="2" gap="1">
                      <List.Item>{t('orderImport.ui.orders', { orders: summary.orders, items: summary.items })}</List.Item>
                      <List.Item>{t('orderImport.ui.matched', { matched: summary.matchedItems, unmatched: summary.unmatchedItems })}</List.Item>
                      {summary.skipped ? <List.Item>{t('orderImport.ui.skipped', { skipped: summary.skipped })}</List.Item> : null}
                    </List.Root>
                    {summary.rulesInBackground ? <Text mt="2">{t('orderImport.ui.background')}</Text> : null}
                    {summary.skippedOrders.length ? (
                      <Box maxH="48" overflowY="auto" mt="3">
                        <Table.Root size="sm" aria-label={t('orderImport.ui.skippedList', { count: summary.skippedOrders.length })}>
                          <Table.Caption captionSide="top" textAlign="start">{t('orderImport.ui.skippedList', { count: summary.skippedOrders.length })}</Table.Caption>
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
                  </Alert.Description>
                </Alert.Root>
              ) : (
                <Stack gap="4">
                  <Text textStyle="sm" color="fg.muted">
                    {t('orderImport.ui.intro')}
                  </Text>
                  <Link href={orderImportTemplateUrl(lang)} download colorPalette="teal" textStyle="sm">
                    <LuDownload />
                    {t('orderImport.ui.template')}
                  </Link>
                  <Field.Root invalid={!!problem && !rows.length} disabled={busy}>
                    <Field.Label>{t('orderImport.ui.file')}</Field.Label>
                    <Input
                      key={inputKey}
                      type="file"
                      accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      p="1"
                      onChange={(e) => {
                        setFile(e.target.files?.[0] ?? null);
                        setProblem(null);
                        setRows([]);
                      }}
                    />
                    {problem && !rows.length ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
                  </Field.Root>
                  {busy ? (
                    <Progress.Root value={null} size="xs" colorPalette="teal" aria-label={t('orderImport.ui.running', { name: file?.name ?? '' })}>
                      <Progress.Label textStyle="sm" mb="1">{t('orderImport.ui.running', { name: file?.name ?? '' })}</Progress.Label>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  ) : null}
                  {rows.length ? (
                    <Alert.Root status="error" role="alert" flexDirection="column" alignItems="stretch">
                      <Alert.Title>{problem}</Alert.Title>
                      <Box maxH="64" overflowY="auto" mt="2">
                        <Table.Root size="sm" aria-label={problem ?? ''}>
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>{t('orderImport.ui.row')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('orderImport.ui.column')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('orderImport.ui.problem')}</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {rows.map((r, i) => (
                              <Table.Row key={i}>
                                <Table.Cell>{r.row}</Table.Cell>
                                <Table.Cell>{r.column}</Table.Cell>
                                <Table.Cell>{r.message}</Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Box>
                    </Alert.Root>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {summary ? (
                <>
                  <Button variant="outline" onClick={again}>
                    {t('orderImport.ui.again')}
                  </Button>
                  <Button colorPalette="teal" onClick={onClose}>
                    {t('orderImport.ui.finish')}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    {t('orderImport.ui.cancel')}
                  </Button>
                  <Button colorPalette="teal" loading={busy} onClick={() => void start()}>
                    {t('orderImport.ui.start')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
