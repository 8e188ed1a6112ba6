/**
 * The boxes of a shipment being packed (a packing task of /packingManage, an FBA shipment of
 * /fbaWarehouseCargoManagement): box number, optional name, weight (kg), L × W × H (cm) and the SKUs
 * in each box, with the packed / to-pack summary per SKU (green when exact, red when over). The
 * drafts are strings as typed; `boxesInput` turns them into the numbers a zod input schema checks.
 */
import { Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { packedBySku } from '@erp/schema';
import { useKitText } from './kitMessages';

export interface BoxDraft {
  boxNo: string;
  name: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  items: { skuId: number; quantity: string }[];
}
/** A SKU the boxes must hold, with the quantity expected. */
export interface BoxSku {
  skuId: number;
  sku: string;
  quantity: number;
}
interface SavedBox {
  boxNo: number;
  name?: string | null;
  weight: unknown;
  length: unknown;
  width: unknown;
  height: unknown;
  items: { skuId: number; quantity: number }[];
}

const SIZES = ['weight', 'length', 'width', 'height'] as const;
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** Saved boxes as drafts (decimals arrive as strings from the API). */
export const boxDraftsOf = (boxes: readonly SavedBox[]): BoxDraft[] =>
  boxes.map((b) => ({
    boxNo: String(b.boxNo),
    name: b.name ?? '',
    weight: String(Number(b.weight)),
    length: String(Number(b.length)),
    width: String(Number(b.width)),
    height: String(Number(b.height)),
    items: b.items.map((i) => ({ skuId: i.skuId, quantity: String(i.quantity) })),
  }));

/** One empty box after the highest number so far (holding `items` when given). */
export const nextBox = (all: readonly BoxDraft[], items: BoxDraft['items'] = []): BoxDraft => ({
  boxNo: String(Math.max(0, ...all.map((b) => Number(b.boxNo) || 0)) + 1),
  name: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  items,
});

/** The drafts as typed numbers (blank → undefined); an unnamed box sends name ''. */
export const boxesInput = (boxes: readonly BoxDraft[]) =>
  boxes.map((b) => ({
    boxNo: num(b.boxNo),
    name: b.name,
    weight: num(b.weight),
    length: num(b.length),
    width: num(b.width),
    height: num(b.height),
    items: b.items.map((i) => ({ skuId: i.skuId, quantity: num(i.quantity) })),
  }));

export function BoxesEditor({
  boxes,
  onChange,
  skus,
  named = false,
  editable = true,
}: {
  boxes: BoxDraft[];
  onChange: (next: BoxDraft[]) => void;
  skus: readonly BoxSku[];
  /** Show the box name field (packing tasks name their boxes; FBA boxes are numbered only). */
  named?: boolean;
  editable?: boolean;
}) {
  const t = useKitText();
  const packed = packedBySku(boxes.map((b) => ({ items: b.items.map((i) => ({ skuId: i.skuId, quantity: num(i.quantity) ?? 0 })) })));
  const expected = new Map<number, number>();
  for (const s of skus) expected.set(s.skuId, (expected.get(s.skuId) ?? 0) + s.quantity);
  const fields = named ? (['boxNo', 'name', ...SIZES] as const) : (['boxNo', ...SIZES] as const);

  const set = (i: number, patch: Partial<BoxDraft>) => onChange(boxes.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const setItem = (i: number, k: number, patch: Partial<BoxDraft['items'][number]>) =>
    set(i, { items: boxes[i]!.items.map((x, m) => (m === k ? { ...x, ...patch } : x)) });

  return (
    <>
      <Stack gap="1" aria-label={t('resource.boxes.packed')}>
        {skus.map((s) => {
          const p = packed.get(s.skuId) ?? 0;
          const want = expected.get(s.skuId) ?? 0;
          return (
            <Text key={s.skuId} textStyle="sm" color={p > want ? 'fg.error' : p === want ? 'fg.success' : undefined}>
              {t('resource.boxes.summary', { sku: s.sku, packed: p, quantity: s.quantity })}
            </Text>
          );
        })}
      </Stack>
      {boxes.map((b, i) => (
        <Stack key={i} borderWidth="1px" borderRadius="md" p="3" gap="2" role="group" aria-label={`${t('resource.boxes.boxNo')} ${b.boxNo}`}>
          <HStack gap="2" flexWrap="wrap">
            {fields.map((f) => (
              <Input
                key={f}
                size="sm"
                width={f === 'name' ? '10rem' : '6rem'}
                aria-label={t(`resource.boxes.${f}`)}
                placeholder={t(`resource.boxes.${f}`)}
                inputMode={f === 'name' ? undefined : 'decimal'}
                value={b[f]}
                readOnly={!editable}
                onChange={(e) => set(i, { [f]: e.target.value })}
              />
            ))}
            {editable ? (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange(boxes.filter((_, j) => j !== i))}>
                {t('resource.boxes.removeBox')}
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
                        aria-label={t('resource.boxes.sku')}
                        value={String(it.skuId)}
                        onChange={(e) => setItem(i, k, { skuId: Number(e.target.value) })}
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
                      aria-label={t('resource.boxes.quantity')}
                      value={it.quantity}
                      readOnly={!editable}
                      onChange={(e) => setItem(i, k, { quantity: e.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    {editable ? (
                      <Button size="xs" variant="ghost" onClick={() => set(i, { items: b.items.filter((_, m) => m !== k) })}>
                        {t('resource.boxes.removeItem')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {editable && skus.length ? (
            <Button size="xs" variant="outline" alignSelf="start" onClick={() => set(i, { items: [...b.items, { skuId: skus[0]!.skuId, quantity: '1' }] })}>
              {t('resource.boxes.addItem')}
            </Button>
          ) : null}
        </Stack>
      ))}
      {editable ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...boxes, nextBox(boxes)])}>
          {t('resource.boxes.addBox')}
        </Button>
      ) : null}
    </>
  );
}
