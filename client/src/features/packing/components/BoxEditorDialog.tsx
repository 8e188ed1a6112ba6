/**
 * The boxes of a packing task (packingManage.update while open; read-only otherwise): box number,
 * name, weight, L × W × H and the SKUs in each box, with the packed / to-pack summary per SKU. Saving
 * replaces every box; the rules (packingBoxesInput, packingOver of @erp/schema) are checked here
 * first and again on the server.
 */
import { Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { packedBySku, packingBoxesInput, packingExpected, packingOver, translate } from '@erp/schema';
import { useState } from 'react';
import { toastError } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useLang } from '../../../i18n';
import { usePackingCommands, type PackingTaskRow } from '../hooks';
import { packingMessages } from '../messages';

interface BoxDraft {
  boxNo: string;
  name: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  items: { skuId: number; quantity: string }[];
}

const draftOf = (task: PackingTaskRow): BoxDraft[] =>
  task.boxes.map((b) => ({
    boxNo: String(b.boxNo),
    name: b.name,
    weight: String(Number(b.weight)),
    length: String(Number(b.length)),
    width: String(Number(b.width)),
    height: String(Number(b.height)),
    items: b.items.map((i) => ({ skuId: i.skuId, quantity: String(i.quantity) })),
  }));

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

export function BoxEditorDialog({ task, editable, onClose, onDone }: { task: PackingTaskRow; editable: boolean; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(packingMessages);
  const [lang] = useLang();
  const { saveBoxes, busy } = usePackingCommands();
  const [boxes, setBoxes] = useState<BoxDraft[]>(() => draftOf(task));
  const skus = task.expected;
  const input = {
    id: task.id,
    boxes: boxes.map((b) => ({
      boxNo: num(b.boxNo),
      name: b.name,
      weight: num(b.weight),
      length: num(b.length),
      width: num(b.width),
      height: num(b.height),
      items: b.items.map((i) => ({ skuId: i.skuId, quantity: num(i.quantity) })),
    })),
  };
  const packed = packedBySku(input.boxes.map((b) => ({ items: b.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity ?? 0 })) })));
  const expected = packingExpected(skus.map((s) => ({ skuId: s.skuId, quantity: s.quantity })));
  const over = new Set(packingOver(expected, packed).map((o) => o.skuId));

  const set = (i: number, patch: Partial<BoxDraft>) => setBoxes((all) => all.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const addBox = () =>
    setBoxes((all) => [
      ...all,
      { boxNo: String(Math.max(0, ...all.map((b) => Number(b.boxNo) || 0)) + 1), name: '', weight: '', length: '', width: '', height: '', items: [] },
    ]);

  const submit = async () => {
    const parsed = packingBoxesInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      toastError(t('packing.invalid', { message: `${issue.path.join('.')}: ${translate(lang, issue.message)}` }));
      return;
    }
    const outcome = await saveBoxes({ input: parsed.data }, { success: t('packing.saved'), failure: t('packing.failed') });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('packing.editTitle', { taskCode: task.taskCode })}
      onSubmit={editable ? submit : onClose}
      onClose={onClose}
      submitText={editable ? t('packing.save') : t('packing.close')}
      cancelText={t('packing.close')}
      size="xl"
      busy={busy}
      hint={t('packing.editHint', { orders: task.stockOrderNos.join(', ') })}
    >
      <Stack gap="1" aria-label={t('packing.col.packed')}>
        {skus.map((s) => (
          <Text key={s.skuId} textStyle="sm" color={over.has(s.skuId) ? 'fg.error' : (packed.get(s.skuId) ?? 0) === s.quantity ? 'fg.success' : undefined}>
            {t('packing.summary', { sku: s.sku, packed: packed.get(s.skuId) ?? 0, quantity: s.quantity })}
          </Text>
        ))}
      </Stack>
      {boxes.map((b, i) => (
        <Stack key={i} borderWidth="1px" borderRadius="md" p="3" gap="2" role="group" aria-label={`${t('packing.field.boxNo')} ${b.boxNo}`}>
          <HStack gap="2" flexWrap="wrap">
            {(['boxNo', 'name', 'weight', 'length', 'width', 'height'] as const).map((f) => (
              <Input
                key={f}
                size="sm"
                width={f === 'name' ? '10rem' : '6rem'}
                aria-label={t(`packing.field.${f}`)}
                placeholder={t(`packing.field.${f}`)}
                inputMode={f === 'name' ? undefined : 'decimal'}
                value={b[f]}
                readOnly={!editable}
                onChange={(e) => set(i, { [f]: e.target.value })}
              />
            ))}
            {editable ? (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setBoxes((all) => all.filter((_, j) => j !== i))}>
                {t('packing.removeBox')}
              </Button>
            ) : null}
          </HStack>
          <Table.Root size="sm">
            <Table.Body>
              {b.items.map((it, k) => (
                <Table.Row key={k}>
                  <Table.Cell>
                    <NativeSelect.Root size="sm" disabled={!editable}>
                      <NativeSelect.Field
                        aria-label={t('packing.field.sku')}
                        value={String(it.skuId)}
                        onChange={(e) => set(i, { items: b.items.map((x, m) => (m === k ? { ...x, skuId: Number(e.target.value) } : x)) })}
                      >
                        {skus.map((s) => (
                          <option key={s.skuId} value={s.skuId}>
                            {s.sku}
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
                      aria-label={t('packing.field.quantity')}
                      value={it.quantity}
                      readOnly={!editable}
                      onChange={(e) => set(i, { items: b.items.map((x, m) => (m === k ? { ...x, quantity: e.target.value } : x)) })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    {editable ? (
                      <Button size="xs" variant="ghost" onClick={() => set(i, { items: b.items.filter((_, m) => m !== k) })}>
                        {t('packing.removeItem')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {editable && skus.length ? (
            <Button size="xs" variant="outline" alignSelf="start" onClick={() => set(i, { items: [...b.items, { skuId: skus[0]!.skuId, quantity: '1' }] })}>
              {t('packing.addItem')}
            </Button>
          ) : null}
        </Stack>
      ))}
      {editable ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={addBox}>
          {t('packing.addBox')}
        </Button>
      ) : null}
    </FormDialog>
  );
}
