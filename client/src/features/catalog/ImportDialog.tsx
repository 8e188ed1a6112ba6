/**
 * Excel import of products: the template link, an .xlsx picker and, when the file is refused,
 * every problem with its row and column (nothing was imported, so the file can be fixed and sent again).
 */
import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Link, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { toastSuccess } from '../../ui';
import { useFeatureLang, useFeatureText } from '../public/featureIntl';
import { importProducts, importTemplateUrl, type ImportRowError } from './hooks';
import { catalogMessages } from './messages';

export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useFeatureText(catalogMessages);
  const lang = useFeatureLang();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRowError[]>([]);

  const start = async () => {
    if (!file) {
      setProblem(t('products.import.noFile'));
      return;
    }
    setBusy(true);
    setProblem(null);
    setRows([]);
    try {
      const outcome = await importProducts(file);
      if (outcome.ok) {
        toastSuccess(t('products.import.done', { products: outcome.products, skus: outcome.skus }));
        onImported();
        return;
      }
      setProblem(t('products.import.failed', { message: outcome.message }));
      setRows(outcome.rows);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t('products.import.title')}>
            <Dialog.Header>
              <Dialog.Title>{t('products.import.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('products.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <Text textStyle="sm" color="fg.muted">
                  {t('products.import.intro')}
                </Text>
                <Link href={importTemplateUrl(lang)} download colorPalette="teal" textStyle="sm">
                  <LuDownload />
                  {t('products.import.template')}
                </Link>
                <Field.Root invalid={!!problem && !rows.length}>
                  <Field.Label>{t('products.import.file')}</Field.Label>
                  <Input
                    type="file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    p="1"
                    onChange={(e) => {
                      setFile(e.target.files?.[0] ?? null);
                      setProblem(null);
                      setRows([]);
                    }}
                  />
                  {problem && !rows.length ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
                </Field.Root>
                {rows.length ? (
                  <Alert.Root status="error" role="alert" flexDirection="column" alignItems="stretch">
                    <Alert.Title>{problem}</Alert.Title>
                    <Box maxH="64" overflowY="auto" mt="2">
                      <Table.Root size="sm" aria-label={problem ?? ''}>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('products.import.row')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('products.import.column')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('products.import.problem')}</Table.ColumnHeader>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('products.cancel')}
              </Button>
              <Button colorPalette="teal" loading={busy} onClick={() => void start()}>
                {t('products.import.start')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
