/**
 * /scanToShip, a tool page in its own window (spec 02 §5 'Scan sorting' rules): scan the order,
 * marketplace order or tracking number → the order's lines; scan every SKU / barcode (a code not in
 * the order or beyond its count is refused at once); when every count matches, weigh and ship. The
 * server checks it all again and ships through the order lifecycle. Focus always returns to the
 * input the operator needs next.
 */
import { Badge, Box, Button, HStack, Image, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { exceedsChannelMax, keyOfCode, parseWeightText } from '@erp/schema';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ScanToShipOrderQuery } from './shipping.generated';
import { useMessageText } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { failureText, useScanToShipLookup, useShipCommands } from './hooks';
import { shippingMessages } from './messages';
import { ScanFeedback, ScanForm, useScanInput, type Feedback, type ScanInput } from './ScanFeedback';

type Found = Extract<ScanToShipOrderQuery['scanToShipOrder'], { __typename: 'QueryScanToShipOrderSuccess' }>['data'];

export const ScanToShipPage = featurePage(shippingMessages, ScanToShipScreen);

function ScanToShipScreen() {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const lookup = useScanToShipLookup();
  const commands = useShipCommands();
  const numberScan = useScanInput();
  const { value: number, set: setNumber, inputRef: numberRef } = numberScan;
  const [found, setFound] = useState<Found | null>(null);
  /** Units scanned per line key, and per code as scanned (what the server gets). */
  const [counted, setCounted] = useState<Record<string, number>>({});
  const [byCode, setByCode] = useState<{ code: string; quantity: number }[]>([]);
  const codeScan = useScanInput();
  const { value: code, set: setCode, inputRef: codeRef } = codeScan;
  const weightScan = useScanInput();
  const { value: weight, set: setWeight, inputRef: weightRef } = weightScan;
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'info', text: t('scanShip.idle') });

  const total = useMemo(() => found?.lines.reduce((s, l) => s + l.required, 0) ?? 0, [found]);
  const scanned = Object.values(counted).reduce((s, n) => s + n, 0);
  const complete = !!found && found.lines.every((l) => (counted[l.key] ?? 0) === l.required);

  // focus follows the step: number → codes → weight
  useEffect(() => {
    const target = !found ? numberRef : complete ? weightRef : codeRef;
    target.current?.focus();
  }, [found, complete, numberRef, codeRef, weightRef]);

  const error = (text: string, select?: HTMLInputElement | null) => {
    setFeedback({ kind: 'error', text });
    if (select) {
      select.focus();
      select.select();
    }
  };

  const resetScans = () => {
    setCounted({});
    setByCode([]);
    setCode('');
    setWeight('');
    codeRef.current?.focus();
  };

  const backToNumber = () => {
    setFound(null);
    resetScans();
    setNumber('');
    setFeedback({ kind: 'info', text: t('scanShip.idle') });
    setTimeout(() => numberRef.current?.focus());
  };

  const find = async (e?: FormEvent) => {
    e?.preventDefault();
    const n = number.trim();
    if (!n) return error(m('shipping.numberRequired'), numberRef.current);
    setBusy(true);
    setFeedback({ kind: 'info', text: t('scanShip.loading') });
    const outcome = await lookup(n);
    setBusy(false);
    if (!outcome.ok) {
      setFound(null);
      return error(failureText(outcome, t('scanShip.failed')), numberRef.current);
    }
    setCounted({});
    setByCode([]);
    setWeight('');
    setFound(outcome.data);
    setFeedback({ kind: 'info', text: t('scanShip.found', { orderNo: outcome.data.order.orderNo }) });
  };

  const scanCode = (e: FormEvent) => {
    e.preventDefault();
    if (!found) return;
    const c = code.trim();
    setCode('');
    if (!c) return error(m('shipping.codeRequired'), codeRef.current);
    const key = keyOfCode(found.lines, c);
    const line = found.lines.find((l) => l.key === key);
    if (!line || (counted[line.key] ?? 0) >= line.required) return error(m('shipping.codeNotInOrder'), codeRef.current);
    const n = (counted[line.key] ?? 0) + 1;
    const next = { ...counted, [line.key]: n };
    setCounted(next);
    setByCode((b) =>
      b.some((x) => x.code === c) ? b.map((x) => (x.code === c ? { code: c, quantity: x.quantity + 1 } : x)) : [...b, { code: c, quantity: 1 }],
    );
    const done = found.lines.every((l) => (next[l.key] ?? 0) === l.required);
    setFeedback(
      done
        ? { kind: 'success', text: t('scanShip.allMatched') }
        : { kind: 'info', text: t('scanShip.scannedCode', { sku: line.sku, scanned: n, required: line.required }) },
    );
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!found) return;
    if (!complete) return error(m('shipping.quantityMismatch'), codeRef.current);
    const w = parseWeightText(weight);
    if ('error' in w) return error(m(w.error), weightRef.current);
    if (exceedsChannelMax(w.grams, found.maxWeight)) return error(m('shipping.weightExceedsChannel'), weightRef.current);
    setBusy(true);
    const outcome = await commands.ship({ input: { number: found.order.orderNo, weight: w.grams, scans: byCode } }, { quiet: true });
    setBusy(false);
    if (!outcome.ok) return error(failureText(outcome, t('scanShip.failed')), weightRef.current);
    const orderNo = outcome.data.orderNo;
    backToNumber();
    setFeedback({ kind: 'success', text: t('scanShip.shipped', { orderNo, weight: w.grams }) });
  };

  /** A step's scan input: its id, label and placeholder by the step's name. */
  const step = (name: 'number' | 'code' | 'weight', scan: ScanInput) => ({
    id: `scan-${name}`,
    label: t(`scanShip.${name}`),
    placeholder: t(`scanShip.${name}Placeholder`),
    scan,
    busy,
  });

  return (
    <PageFrame title={t('scanShip.title')} description={t('scanShip.description')}>
      <Box maxW="5xl" width="full">
        <Stack gap="4">
          <ScanFeedback feedback={feedback} />
          <ScanForm onSubmit={find} {...step('number', numberScan)} disabled={!!found}>
            {found ? (
              <Button size="lg" variant="outline" onClick={backToNumber}>
                {t('scanShip.changeOrder')}
              </Button>
            ) : (
              <Button size="lg" type="submit" colorPalette="teal" loading={busy}>
                {t('scanShip.find')}
              </Button>
            )}
          </ScanForm>

          {found ? (
            <>
              <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" borderWidth="1px" borderRadius="md" p="3">
                <Info label={t('scanShip.order')} value={found.order.orderNo} />
                <Info label={t('scanShip.platformOrderNo')} value={found.order.platformOrderNo || '—'} />
                <Info label={t('scanShip.trackingNo')} value={found.order.trackingNo || '—'} />
                <Info
                  label={t('scanShip.channel')}
                  value={`${found.channelName || '—'} · ${found.maxWeight > 0 ? t('scanShip.maxWeight', { grams: found.maxWeight }) : t('scanShip.noLimit')}`}
                />
              </SimpleGrid>

              <ScanForm onSubmit={scanCode} {...step('code', codeScan)} disabled={complete}>
                <Badge size="lg" colorPalette={complete ? 'green' : 'orange'} px="3" py="2" whiteSpace="nowrap">
                  {t('scanShip.progress', { scanned, total })}
                </Badge>
                <Button size="lg" variant="outline" onClick={resetScans} disabled={busy}>
                  {t('scanShip.resetScans')}
                </Button>
              </ScanForm>

              <Table.Root size="sm" variant="outline" aria-label={t('scanShip.order')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('scanShip.col.sku')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('scanShip.col.product')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('scanShip.col.required')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('scanShip.col.scanned')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('scanShip.col.state')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {found.lines.map((l) => {
                    const n = counted[l.key] ?? 0;
                    const done = n === l.required;
                    return (
                      <Table.Row key={l.key} bg={done ? 'green.subtle' : undefined}>
                        <Table.Cell fontFamily="mono" fontWeight="medium">
                          {l.sku}
                        </Table.Cell>
                        <Table.Cell>
                          <HStack>
                            {l.image ? <Image src={l.image} alt="" boxSize="8" objectFit="cover" borderRadius="sm" /> : null}
                            <Text lineClamp={1}>{l.productName}</Text>
                          </HStack>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{l.required}</Table.Cell>
                        <Table.Cell textAlign="end" fontWeight="bold">
                          {n}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={done ? 'green' : 'orange'}>
                            {done ? t('scanShip.lineDone') : t('scanShip.lineOpen', { left: l.required - n })}
                          </Badge>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>

              <ScanForm onSubmit={submit} {...step('weight', weightScan)} inputMode="decimal" disabled={!complete} grow={false}>
                <Button size="lg" type="submit" colorPalette="teal" loading={busy} disabled={!complete}>
                  {t('scanShip.ship')}
                </Button>
              </ScanForm>
            </>
          ) : null}
        </Stack>
      </Box>
    </PageFrame>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" fontFamily="mono">
        {value}
      </Text>
    </Stack>
  );
}
