/**
 * Split an order (spec 02 §5 'Order split'): each line's quantity is distributed over at least two
 * sub-orders. Checked here with the shared rules (splitOrderInput + checkSplit of @erp/schema:
 * at least 2 sub-orders, each with goods, not above the dividable quantity, all goods split); the
 * server checks the same and its messages are shown as they come.
 */
import { Alert, Box, Button, HStack, IconButton, Input, List, Stack, Table, Text } from '@chakra-ui/react';
import { checkSplit, splitOrderInput, toFormIssues } from '@erp/schema';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { toastSuccess, useMessageText } from '../../../ui';
import { FormDialog, showFailure } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { announceOrdersChanged, useOrderCommands, type OrderDetail } from '../hooks';
import { ordersMessages } from '../messages';

export function SplitOrderDialog({ order, onClose, onDone }: { order: OrderDetail; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(ordersMessages);
  const text = useMessageText();
  const { split } = useOrderCommands();
  const items = order.items;
  // parts[p][i]: quantity of item i in sub-order p (text as typed)
  const [parts, setParts] = useState<string[][]>(() => [items.map((i) => String(i.quantity)), items.map(() => '0')]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const title = t('orderScreen.split.title', { orderNo: order.orderNo });
  const labelOf = (i: (typeof items)[number]) => i.sku || i.platformSku || String(i.id);

  const setQty = (p: number, i: number, v: string) => {
    setParts((prev) => prev.map((row, pi) => (pi === p ? row.map((q, ii) => (ii === i ? v : q)) : row)));
    setProblems([]);
  };
  const left = (i: number) => items[i]!.quantity - parts.reduce((s, row) => s + (Number(row[i]) || 0), 0);

  const submit = async () => {
    const input = {
      id: order.id,
      parts: parts.map((row) =>
        row.map((q, i) => ({ itemId: items[i]!.id, quantity: q.trim() === '' ? 0 : Number(q) })).filter((l) => l.quantity !== 0 || Number.isNaN(l.quantity)),
      ),
    };
    const parsed = splitOrderInput.safeParse(input);
    const found: string[] = [];
    if (!parsed.success) {
      for (const issue of toFormIssues(parsed.error)) found.push(text(issue.messageId, issue.params));
    } else {
      for (const p of checkSplit(
        items.map((i) => ({ id: i.id, quantity: i.quantity, label: labelOf(i) })),
        parsed.data.parts,
      ))
        found.push(text(p.messageId, p.params));
    }
    if (found.length) {
      setProblems([...new Set(found)]);
      return;
    }
    setBusy(true);
    try {
      // the server's messages are listed in the dialog beside the ones checked here
      const outcome = await split({ input: { id: input.id, parts: input.parts.map((lines) => ({ lines })) } }, { quiet: true });
      if (outcome.ok) {
        toastSuccess(t('orderScreen.split.done', { count: outcome.data.length }));
        announceOrdersChanged();
        onDone();
      } else {
        const texts = [outcome.message, ...Object.values(outcome.fieldErrors).flat()].filter(Boolean);
        if (texts.length) setProblems([...new Set(texts)]);
        else showFailure(outcome, t('orderScreen.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      size="xl"
      onSubmit={() => void submit()}
      busy={busy}
      submitText={t('orderScreen.split.submit')}
      cancelText={t('orderScreen.cancel')}
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {t('orderScreen.split.hint')}
        </Text>
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>SKU</Table.ColumnHeader>
                {parts.map((_, p) => (
                  <Table.ColumnHeader key={p}>
                    <HStack gap="1">
                      <Text>{t('orderScreen.split.sub', { n: p + 1 })}</Text>
                      {parts.length > 2 ? (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={t('orderScreen.split.removeSub', { n: p + 1 })}
                          onClick={() => setParts((prev) => prev.filter((__, pi) => pi !== p))}
                        >
                          <LuTrash2 />
                        </IconButton>
                      ) : null}
                    </HStack>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item, i) => {
                const rest = left(i);
                return (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Stack gap="0">
                        <Text fontFamily="mono" fontWeight="medium">
                          {labelOf(item)}
                        </Text>
                        <Text textStyle="xs" color={rest === 0 ? 'fg.muted' : 'fg.error'}>
                          {t('orderScreen.split.dividable', { count: item.quantity })} · {t('orderScreen.split.left', { count: rest })}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    {parts.map((row, p) => (
                      <Table.Cell key={p}>
                        <Input
                          size="xs"
                          width="20"
                          inputMode="numeric"
                          value={row[i]}
                          aria-label={t('orderScreen.split.quantityOf', { sku: labelOf(item), n: p + 1 })}
                          onChange={(e) => setQty(p, i, e.target.value)}
                        />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => setParts((prev) => [...prev, items.map(() => '0')])}>
          <LuPlus />
          {t('orderScreen.split.addSub')}
        </Button>
        {problems.length ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <List.Root ps="4">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
