/**
 * Pack an FBA shipment (fbaWarehouseCargoManagement.update): boxes with number, weight (kg), size
 * (cm) and contents; together they must hold exactly the shipment (fbaShipmentPackInput and
 * fbaPackingRefusal of @erp/schema, checked here first and again on the server). Saving replaces the
 * boxes; Amazon answers each box's code.
 */
import { Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { fbaPackingRefusal, fbaShipmentPackInput, packedBySku, translate } from '@erp/schema';
import { useState } from 'react';
import { toastError } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useLang } from '../../../i18n';
import { useFbaCommands, type FbaShipmentRow } from '../hooks';
import { fbaMessages } from '../messages';

interface BoxDraft {
  boxNo: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  items: { skuId: number; quantity: string }[];
}
const SIZE_FIELDS = ['boxNo', 'weight', 'length', 'width', 'height'] as const;

/** The saved boxes, or one box holding the whole shipment to start from. */
const draftOf = (s: FbaShipmentRow): BoxDraft[] =>
  s.boxes.length
    ? s.boxes.map((b) => ({
        boxNo: String(b.boxNo),
        weight: String(Number(b.weight)),
        length: String(Number(b.length)),
        width: String(Number(b.width)),
        height: String(Number(b.height)),
        items: b.items.map((i) => ({ skuId: i.skuId, quantity: String(i.quantity) })),
      }))
    : [{ boxNo: '1', weight: '', length: '', width: '', height: '', items: s.lines.map((l) => ({ skuId: l.skuId, quantity: String(l.quantity) })) }];

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

export function PackDialog({ shipment, onClose, onDone }: { shipment: FbaShipmentRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(fbaMessages);
  const [lang] = useLang();
  const { pack, busy } = useFbaCommands();
  const [boxes, setBoxes] = useState<BoxDraft[]>(() => draftOf(shipment));
  const skuOf = new Map(shipment.lines.map((l) => [l.skuId, l.sku]));
  const input = {
    id: shipment.id,
    boxes: boxes.map((b) => ({
      boxNo: num(b.boxNo),
      weight: num(b.weight),
      length: num(b.length),
      width: num(b.width),
      height: num(b.height),
      items: b.items.map((i) => ({ skuId: i.skuId, quantity: num(i.quantity) })),
    })),
  };
  const counted = input.boxes.map((b) => ({ items: b.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity ?? 0 })) }));
  const packed = packedBySku(counted);

  const set = (i: number, patch: Partial<BoxDraft>) => setBoxes((all) => all.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const addBox = () =>
    setBoxes((all) => [
      ...all,
      { boxNo: String(Math.max(0, ...all.map((b) => Number(b.boxNo) || 0)) + 1), weight: '', length: '', width: '', height: '', items: [] },
    ]);

  const submit = async () => {
    const parsed = fbaShipmentPackInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      toastError(t('fba.invalid', { message: `${issue.path.join('.')}: ${translate(lang, issue.message)}` }));
      return;
    }
    const refusal = fbaPackingRefusal(shipment.lines, parsed.data.boxes);
    if (refusal) {
      const d = refusal.difference;
      toastError(
        t('fba.invalid', { message: translate(lang, refusal.messageId, { sku: skuOf.get(d.skuId) ?? d.skuId, packed: d.packed, expected: d.expected }) }),
      );
      return;
    }
    const outcome = await pack({ input: parsed.data }, { success: t('fba.packed'), failure: t('fba.failed') });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('fba.packTitle', { shipmentNo: shipment.shipmentNo })}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('fba.save')}
      cancelText={t('fba.close')}
      size="xl"
      busy={busy}
      hint={t('fba.packHint')}
    >
      <Stack gap="1">
        {shipment.lines.map((l) => {
          const p = packed.get(l.skuId) ?? 0;
          return (
            <Text key={l.skuId} textStyle="sm" color={p > l.quantity ? 'fg.error' : p === l.quantity ? 'fg.success' : undefined}>
              {t('fba.packSummary', { sku: l.sku, packed: p, quantity: l.quantity })}
            </Text>
          );
        })}
      </Stack>
      {boxes.map((b, i) => (
        <Stack key={i} borderWidth="1px" borderRadius="md" p="3" gap="2" role="group" aria-label={`${t('fba.field.boxNo')} ${b.boxNo}`}>
          <HStack gap="2" flexWrap="wrap">
            {SIZE_FIELDS.map((f) => (
              <Input
                key={f}
                size="sm"
                width="6rem"
                aria-label={t(`fba.field.${f}`)}
                placeholder={t(`fba.field.${f}`)}
                inputMode="decimal"
                value={b[f]}
                onChange={(e) => set(i, { [f]: e.target.value })}
              />
            ))}
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setBoxes((all) => all.filter((_, j) => j !== i))}>
              {t('fba.removeBox')}
            </Button>
          </HStack>
          <Table.Root size="sm">
            <Table.Body>
              {b.items.map((it, k) => (
                <Table.Row key={k}>
                  <Table.Cell>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        aria-label={t('fba.field.sku')}
                        value={String(it.skuId)}
                        onChange={(e) => set(i, { items: b.items.map((x, m) => (m === k ? { ...x, skuId: Number(e.target.value) } : x)) })}
                      >
                        {shipment.lines.map((l) => (
                          <option key={l.skuId} value={l.skuId}>
                            {l.sku}
                          </option>
                        ))}
                      </NativeSelect.Field>
                    </NativeSelect.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      width="6rem"
                      inputMode="numeric"
                      aria-label={t('fba.field.quantity')}
                      value={it.quantity}
                      onChange={(e) => set(i, { items: b.items.map((x, m) => (m === k ? { ...x, quantity: e.target.value } : x)) })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="ghost" onClick={() => set(i, { items: b.items.filter((_, m) => m !== k) })}>
                      {t('fba.removeItem')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {shipment.lines.length ? (
            <Button
              size="xs"
              variant="outline"
              alignSelf="start"
              onClick={() => set(i, { items: [...b.items, { skuId: shipment.lines[0]!.skuId, quantity: '1' }] })}
            >
              {t('fba.addItem')}
            </Button>
          ) : null}
        </Stack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={addBox}>
        {t('fba.addBox')}
      </Button>
    </FormDialog>
  );
}
