/** /uniteSign: batch sign — tracking numbers one per line, everything due signed per number, a result per number. */
import { Alert, Badge, Box, Button, Field, HStack, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PermissionGuard, toastSuccess } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useReceivingCommands } from './hooks';
import { PackagingFields, ProblemLine } from './components/parts';
import { receivingMessages } from './messages';
import { ProgressBar } from '../../ui/ProgressBar';

/** Most tracking numbers per batch (the server's UNITE_SIGN_MAX). */
export const UNITE_SIGN_MAX = 200;

export const UniteSignPage = featurePage(receivingMessages, UniteSignScreen);

interface Result {
  trackingNo: string;
  receiptNos: string[];
  message: string | null;
}

function UniteSignScreen() {
  const t = useFeatureText(receivingMessages);
  const { signParcels } = useReceivingCommands();
  const [text, setText] = useState('');
  const [packaging, setPackaging] = useState('intact');
  const [boxes, setBoxes] = useState('1');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const numbers = useMemo(
    () => [
      ...new Set(
        text
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    ],
    [text],
  );

  const submit = async () => {
    setProblem(null);
    if (!numbers.length) return setProblem(t('rcv.sign.required'));
    if (numbers.length > UNITE_SIGN_MAX) return setProblem(t('rcv.unite.tooMany', { max: UNITE_SIGN_MAX }));
    if (!/^\d+$/.test(boxes.trim()) || Number(boxes) < 1) return setProblem(t('rcv.boxesInvalid'));
    setBusy(true);
    setResults(null);
    const outcome = await signParcels({ input: { trackingNos: numbers, packaging, boxes: Number(boxes) } }, { failure: t('rcv.failed') });
    setBusy(false);
    if (!outcome.ok) return;
    setResults(outcome.data.map((r) => ({ trackingNo: r.trackingNo, receiptNos: r.receiptNos, message: r.message ?? null })));
    const ok = outcome.data.filter((r) => !r.messageId).length;
    if (ok) toastSuccess(t('rcv.unite.summary', { ok, failed: outcome.data.length - ok }));
  };

  const ok = results?.filter((r) => !r.message).length ?? 0;
  return (
    <PageFrame title={t('rcv.unite.title')} description={t('rcv.unite.description', { max: UNITE_SIGN_MAX })}>
      <Stack gap="3" maxW="3xl">
        <Field.Root invalid={numbers.length > UNITE_SIGN_MAX}>
          <Field.Label>{t('rcv.unite.numbers')}</Field.Label>
          <Textarea aria-label={t('rcv.unite.numbers')} rows={8} fontFamily="mono" value={text} onChange={(e) => setText(e.target.value)} />
          <Field.HelperText>{t('rcv.unite.count', { count: numbers.length })}</Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <PackagingFields packaging={[packaging, setPackaging]} boxes={[boxes, setBoxes]} />
        </SimpleGrid>
        <ProblemLine problem={problem} />
        <HStack>
          <PermissionGuard permission="receipt.sign">
            <Button colorPalette="teal" onClick={() => void submit()} loading={busy}>
              {t('rcv.unite.submit')}
            </Button>
          </PermissionGuard>
        </HStack>
        {busy ? (
          <Stack gap="1" role="status">
            <Text textStyle="sm">{t('rcv.unite.progress', { count: numbers.length })}</Text>
            <ProgressBar value={null} size="sm" />
          </Stack>
        ) : null}
      </Stack>
      {results ? (
        <Stack gap="2">
          <Alert.Root status={ok === results.length ? 'success' : ok ? 'warning' : 'error'}>
            <Alert.Indicator />
            <Alert.Description>{t('rcv.unite.summary', { ok, failed: results.length - ok })}</Alert.Description>
          </Alert.Root>
          <ProgressBar
            value={results.length ? Math.round((ok / results.length) * 100) : 0}
            size="xs"
            colorPalette="green"
            aria-label={t('rcv.unite.summary', { ok, failed: results.length - ok })}
          />
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('rcv.unite.col.result')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('rcv.unite.col.trackingNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rcv.unite.col.result')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {results.map((r) => (
                  <Table.Row key={r.trackingNo}>
                    <Table.Cell fontFamily="mono">{r.trackingNo}</Table.Cell>
                    <Table.Cell>
                      {r.message ? (
                        <Badge colorPalette="red" whiteSpace="normal">
                          {r.message}
                        </Badge>
                      ) : (
                        <Badge colorPalette="green">{t('rcv.unite.ok', { receipts: r.receiptNos.join(', ') })}</Badge>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
