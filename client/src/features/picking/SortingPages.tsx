/**
 * /scanSorting and /secondarySorting (tool pages, outside the shell). Open a pick list by its
 * number (scanned from the printed list, or ?pickNo= from the pick list table), then scan SKUs or
 * barcodes: a big answer says which order (or wall slot) the piece goes to, the progress and the
 * order table follow the server's state (so two browsers agree and a reload resumes), and a
 * verified order prints its label. The scan input keeps the focus, as a hand scanner expects.
 */
import { Badge, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { sortingScanInput, sortingWallInput, SORTING_MODES, SORTING_ORDER_TYPES, type SortingMode, type SortingOrderType } from '@erp/schema';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { PickListsDocument } from './picking.generated';
import { useMessageText } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { THROWN } from '../../ui/resource';
import { useSortingCommands, useSortingSession, type SortingOrderRow, type SortingSessionData } from './hooks';
import { pickingMessages } from './messages';
import { SortingToolLinks } from './PickListTemplatePage';
import { usePrint } from './usePrint';
import { ProgressBar } from '../../ui/ProgressBar';

export const ScanSortingPage = featurePage(pickingMessages, () => <SortingScreen wall={false} />);

export const SecondarySortingPage = featurePage(pickingMessages, () => <SortingScreen wall />);

/** A refused scan in words: the field messages when there are any, else the server's message. */
/** Scans and prints answer on the page itself. */
const QUIET = { quiet: true };

function failureText(outcome: { message: string; fieldErrors: Record<string, string[]> }): string {
  const fields = [...new Set(Object.values(outcome.fieldErrors).flat())];
  return (fields.length ? fields : [outcome.message]).filter(Boolean).join(' ');
}

type Feedback = { kind: 'ok'; order: string; slot: number | null; done: string | null; doneIds: number[] } | { kind: 'error'; text: string } | null;

/** The pick list number → its id (exact match among the pick lists whose number contains it). */
function useOpenPickList() {
  const client = useApolloClient();
  return useCallback(
    async (pickNo: string): Promise<number | null> => {
      const { data } = await client.query({
        query: PickListsDocument,
        variables: { first: 20, offset: 0, filter: { keyword: pickNo } },
        fetchPolicy: 'network-only',
      });
      return data?.pickLists.edges.find((e) => e.node.pickNo.toLowerCase() === pickNo.toLowerCase())?.node.id ?? null;
    },
    [client],
  );
}

function SortingScreen({ wall }: { wall: boolean }) {
  const t = useFeatureText(pickingMessages);
  const [params, setParams] = useSearchParams();
  const [pickNo, setPickNo] = useState(params.get('pickNo') ?? '');
  const [pickListId, setPickListId] = useState<number | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const find = useOpenPickList();

  const open = useCallback(
    async (no: string) => {
      const value = no.trim();
      if (!value) return;
      setOpening(true);
      setOpenError(null);
      try {
        const id = await find(value);
        setPickListId(id);
        if (id == null) setOpenError(t('sortingPage.notFound'));
        else setParams({ pickNo: value }, { replace: true });
      } catch {
        setOpenError(t('sortingPage.notFound'));
      } finally {
        setOpening(false);
      }
    },
    [find, setParams, t],
  );

  // a link from the pick list table opens its list at once
  const initial = useRef(params.get('pickNo'));
  useEffect(() => {
    if (initial.current) void open(initial.current);
  }, [open]);

  return (
    <PageFrame
      title={t(wall ? 'sortingPage.secondary.title' : 'sortingPage.scan.title')}
      description={t(wall ? 'sortingPage.secondary.description' : 'sortingPage.scan.description')}
      actions={<SortingToolLinks />}
    >
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void open(pickNo);
        }}
      >
        <HStack gap="2" align="end" maxW="xl">
          <Field.Root invalid={Boolean(openError)}>
            <Field.Label>{t('sortingPage.pickList')}</Field.Label>
            <Input value={pickNo} placeholder={t('sortingPage.pickListPlaceholder')} onChange={(e) => setPickNo(e.target.value)} autoFocus={!initial.current} />
            <Field.ErrorText>{openError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={opening} mb={openError ? '6' : '0'}>
            {t('sortingPage.open')}
          </Button>
        </HStack>
      </form>
      {pickListId ? <Workbench key={pickListId} pickListId={pickListId} wall={wall} /> : null}
    </PageFrame>
  );
}

function Workbench({ pickListId, wall }: { pickListId: number; wall: boolean }) {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const { session: loaded, failure, loading, error, refetch } = useSortingSession(pickListId, wall);
  const [session, setSession] = useState<SortingSessionData | null>(null);
  useEffect(() => setSession(loaded), [loaded]);
  const actions = useSortingCommands();
  const { print, busy } = usePrint();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [mode, setMode] = useState<SortingMode>('order');
  const [types, setTypes] = useState<SortingOrderType[]>(['single', 'multi']);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [scanning, setScanning] = useState(false);
  const [lastOrderId, setLastOrderId] = useState<number | null>(null);
  const focus = () => setTimeout(() => codeRef.current?.focus(), 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const q = quantity.trim() === '' ? Number.NaN : Number(quantity);
    const check = sortingScanInput.safeParse({ pickListId, code, quantity: q, orderTypes: types, mode });
    if (!check.success) {
      setFeedback({ kind: 'error', text: m(check.error.issues[0]?.message ?? 'validation.failed') });
      focus();
      return;
    }
    setScanning(true);
    try {
      const input = { pickListId, code: check.data.code, quantity: check.data.quantity, orderTypes: check.data.orderTypes, mode: check.data.mode };
      const outcome = wall ? await actions.wallScan({ input }, QUIET) : await actions.scan({ input }, QUIET);
      if (outcome.ok) {
        const r = outcome.data;
        setSession(r.session);
        setLastOrderId(r.orderId);
        const done = r.completedOrderIds.length
          ? r.session.orders
              .filter((o) => r.completedOrderIds.includes(o.id))
              .map((o) => o.orderNo)
              .join(', ')
          : null;
        setFeedback({ kind: 'ok', order: r.orderNo, slot: r.sortSlot ?? null, done, doneIds: r.completedOrderIds });
        setCode('');
        setQuantity('1');
      } else if (outcome.typename !== THROWN) {
        setFeedback({ kind: 'error', text: failureText(outcome) || t('sortingPage.failed') });
        setCode('');
      }
    } finally {
      setScanning(false);
      focus();
    }
  };

  if (loading && !session) {
    return (
      <Box py="10" textAlign="center">
        <Spinner />
      </Box>
    );
  }
  if (error || failure) {
    return (
      <Stack gap="2" align="start" role="alert">
        <Text color="fg.error">{failure ?? t('sortingPage.failed')}</Text>
        {error ? (
          <Button size="sm" onClick={refetch}>
            {m('ui.common.retry')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  if (!session) return null;

  const percent = session.totalUnits ? Math.round((session.verifiedUnits / session.totalUnits) * 100) : 0;
  const needsWall = wall && !session.wallRows;

  return (
    <Stack gap="4">
      {wall ? (
        <WallForm
          session={session}
          onAssigned={(s) => {
            setSession(s);
            focus();
          }}
        />
      ) : null}
      {needsWall ? (
        <Text color="fg.muted">{t('sortingPage.wall.none')}</Text>
      ) : (
        <>
          <form onSubmit={(e) => void submit(e)}>
            <Stack gap="3">
              <HStack gap="3" align="end" wrap="wrap">
                <Field.Root maxW="md" flex="1">
                  <Field.Label>{t('sortingPage.code')}</Field.Label>
                  <Input ref={codeRef} size="lg" value={code} onChange={(e) => setCode(e.target.value)} autoFocus autoComplete="off" />
                </Field.Root>
                {!wall ? (
                  <Field.Root w="28">
                    <Field.Label>{t('sortingPage.quantity')}</Field.Label>
                    <Input size="lg" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
                  </Field.Root>
                ) : null}
                <Button type="submit" size="lg" colorPalette="teal" loading={scanning}>
                  {t('sortingPage.scan')}
                </Button>
              </HStack>
              {!wall ? (
                <HStack gap="6" wrap="wrap">
                  <Field.Root w="auto">
                    <Field.Label>{t('sortingPage.mode')}</Field.Label>
                    <NativeSelect.Root size="sm" width="auto">
                      <NativeSelect.Field
                        value={mode}
                        onChange={(e) => {
                          setMode(e.target.value as SortingMode);
                          focus();
                        }}
                      >
                        {SORTING_MODES.map((v) => (
                          <option key={v} value={v}>
                            {t(`sortingPage.mode.${v}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Stack gap="1" role="group" aria-label={t('sortingPage.orderTypes')}>
                    <Text textStyle="sm" fontWeight="medium">
                      {t('sortingPage.orderTypes')}
                    </Text>
                    <HStack gap="4">
                      {SORTING_ORDER_TYPES.map((v) => (
                        <Checkbox.Root
                          key={v}
                          size="sm"
                          checked={types.includes(v)}
                          onCheckedChange={(d) => {
                            setTypes((now) => (d.checked === true ? [...now.filter((x) => x !== v), v] : now.filter((x) => x !== v)));
                            focus();
                          }}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{t(`sortingPage.orderType.${v}`)}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </HStack>
                  </Stack>
                </HStack>
              ) : null}
            </Stack>
          </form>
          <FeedbackPanel
            feedback={feedback}
            wall={wall}
            busy={busy}
            onPrint={(id) => void print(id, () => actions.printLabel({ orderId: id }, QUIET)).then(focus)}
          />
        </>
      )}
      <Stack gap="1">
        <Text textStyle="sm" aria-live="polite">
          {t('sortingPage.progress', {
            verified: session.verifiedUnits,
            total: session.totalUnits,
            orders: session.verifiedOrders,
            totalOrders: session.totalOrders,
          })}
        </Text>
        <ProgressBar
          value={percent}
          size="sm"
          colorPalette="teal"
          aria-label={t('sortingPage.progress', {
            verified: session.verifiedUnits,
            total: session.totalUnits,
            orders: session.verifiedOrders,
            totalOrders: session.totalOrders,
          })}
        />
      </Stack>
      {wall && session.wallRows ? <WallGrid session={session} highlight={lastOrderId} /> : null}
      <OrdersTable
        session={session}
        wall={wall}
        highlight={lastOrderId}
        busy={busy}
        onPrint={(o) => void print(o.id, () => actions.printLabel({ orderId: o.id }, QUIET)).then(focus)}
      />
    </Stack>
  );
}

function FeedbackPanel({ feedback, wall, busy, onPrint }: { feedback: Feedback; wall: boolean; busy: number | null; onPrint: (orderId: number) => void }) {
  const t = useFeatureText(pickingMessages);
  if (!feedback) {
    return (
      <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" color="fg.muted" role="status">
        <Text textStyle="xl">{t('sortingPage.waiting')}</Text>
      </Box>
    );
  }
  if (feedback.kind === 'error') {
    return (
      <Box borderWidth="2px" borderColor="red.500" bg="red.50" _dark={{ bg: 'red.950' }} borderRadius="md" p="6" textAlign="center" role="alert">
        <Text textStyle="2xl" fontWeight="bold" color="fg.error">
          {feedback.text}
        </Text>
      </Box>
    );
  }
  return (
    <Box borderWidth="2px" borderColor="teal.500" bg="teal.50" _dark={{ bg: 'teal.950' }} borderRadius="md" p="6" textAlign="center" role="status">
      {wall && feedback.slot != null ? (
        <>
          <Text textStyle="lg">{t('sortingPage.goesToSlot')}</Text>
          <Text fontSize="6xl" fontWeight="bold" lineHeight="1.1" data-testid="sorting-answer">
            {feedback.slot}
          </Text>
          <Text textStyle="md">{feedback.order}</Text>
        </>
      ) : (
        <>
          <Text textStyle="lg">{t('sortingPage.goesTo')}</Text>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.2" data-testid="sorting-answer">
            {feedback.order}
          </Text>
        </>
      )}
      {feedback.done ? (
        <Stack mt="2" gap="2" align="center">
          <Text textStyle="lg" color="green.600" fontWeight="semibold">
            {t('sortingPage.completed', { orderNo: feedback.done })}
          </Text>
          {feedback.doneIds.length === 1 ? (
            <Button size="sm" colorPalette="teal" loading={busy === feedback.doneIds[0]} onClick={() => onPrint(feedback.doneIds[0]!)}>
              <LuPrinter />
              {t('sortingPage.print')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

function WallForm({ session, onAssigned }: { session: SortingSessionData; onAssigned: (s: SortingSessionData) => void }) {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const actions = useSortingCommands();
  const side = Math.max(1, Math.ceil(Math.sqrt(session.totalOrders || 1)));
  const [rows, setRows] = useState(String(session.wallRows || side));
  const [columns, setColumns] = useState(String(session.wallCols || side));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = sortingWallInput.safeParse({ pickListId: session.pickListId, rows: Number(rows), columns: Number(columns) });
    if (!check.success) {
      setError(m(check.error.issues[0]?.message ?? 'validation.failed'));
      return;
    }
    setSaving(true);
    try {
      const outcome = await actions.assignWall({ input: check.data }, QUIET);
      if (outcome.ok) {
        setError(null);
        onAssigned(outcome.data);
      } else if (outcome.typename !== THROWN) setError(failureText(outcome) || t('sortingPage.failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form aria-label={t('sortingPage.wall.assign')} onSubmit={(e) => void submit(e)}>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="24">
          <Field.Label>{t('sortingPage.wall.rows')}</Field.Label>
          <Input size="sm" inputMode="numeric" value={rows} onChange={(e) => setRows(e.target.value)} />
        </Field.Root>
        <Field.Root w="24">
          <Field.Label>{t('sortingPage.wall.columns')}</Field.Label>
          <Input size="sm" inputMode="numeric" value={columns} onChange={(e) => setColumns(e.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" colorPalette="teal" loading={saving}>
          {t('sortingPage.wall.assign')}
        </Button>
        {session.wallRows ? (
          <Text textStyle="sm" color="fg.muted">
            {t('sortingPage.wall.assigned', { rows: session.wallRows, columns: session.wallCols })}
          </Text>
        ) : null}
      </HStack>
      {error ? (
        <Text mt="1" textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </form>
  );
}

function WallGrid({ session, highlight }: { session: SortingSessionData; highlight: number | null }) {
  const t = useFeatureText(pickingMessages);
  const bySlot = new Map(session.orders.filter((o) => o.sortSlot != null).map((o) => [o.sortSlot!, o]));
  const slots = Array.from({ length: session.wallRows * session.wallCols }, (_, i) => i + 1);
  return (
    <SimpleGrid columns={session.wallCols} gap="2" aria-label={t('sortingPage.secondary.title')}>
      {slots.map((slot) => {
        const o = bySlot.get(slot);
        const done = o?.verifiedAt != null;
        return (
          <Box
            key={slot}
            borderWidth={o && o.id === highlight ? '3px' : '1px'}
            borderColor={o && o.id === highlight ? 'teal.500' : done ? 'green.400' : 'border'}
            bg={done ? 'green.50' : undefined}
            _dark={done ? { bg: 'green.950' } : undefined}
            borderRadius="md"
            p="2"
            minH="16"
            data-slot={slot}
          >
            <Text fontWeight="bold">{slot}</Text>
            {o ? (
              <>
                <Text textStyle="xs" truncate>
                  {o.orderNo}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {o.verifiedUnits} / {o.units}
                </Text>
              </>
            ) : (
              <Text textStyle="xs" color="fg.muted">
                {t('sortingPage.wall.slotEmpty')}
              </Text>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function OrdersTable({
  session,
  wall,
  highlight,
  busy,
  onPrint,
}: {
  session: SortingSessionData;
  wall: boolean;
  highlight: number | null;
  busy: number | null;
  onPrint: (o: SortingOrderRow) => void;
}) {
  const t = useFeatureText(pickingMessages);
  if (!session.orders.length) return <Text color="fg.muted">{t('sortingPage.noOrders')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={session.pickNo}>
        <Table.Header>
          <Table.Row>
            {wall ? <Table.ColumnHeader>{t('sortingPage.col.slot')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t('sortingPage.col.order')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sortingPage.col.buyer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sortingPage.col.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sortingPage.col.items')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sortingPage.col.status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {session.orders.map((o) => (
            <Table.Row key={o.id} bg={o.id === highlight ? 'teal.subtle' : undefined}>
              {wall ? <Table.Cell fontWeight="bold">{o.sortSlot ?? '—'}</Table.Cell> : null}
              <Table.Cell fontFamily="mono">{o.orderNo}</Table.Cell>
              <Table.Cell>{o.buyerName}</Table.Cell>
              <Table.Cell>{t(`sortingPage.orderType.${o.orderType as SortingOrderType}`)}</Table.Cell>
              <Table.Cell>
                {o.items.map((i) => (
                  <Text key={`${i.skuId}-${i.sku}`} textStyle="xs" color={i.verified >= i.quantity ? 'green.600' : undefined}>
                    {i.sku} {i.verified} / {i.quantity}
                  </Text>
                ))}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={o.verifiedAt ? 'green' : 'gray'}>{o.verifiedAt ? t('sortingPage.verified') : t('sortingPage.pending')}</Badge>
              </Table.Cell>
              <Table.Cell>
                {o.verifiedAt ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="teal"
                    loading={busy === o.id}
                    onClick={() => onPrint(o)}
                    aria-label={`${t('sortingPage.print')} ${o.orderNo}`}
                  >
                    <LuPrinter />
                    {t('sortingPage.print')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
