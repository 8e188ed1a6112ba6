/**
 * Create or edit a draft transfer order: two different warehouses, freight with its sharing
 * method, and products picked from the source warehouse with whole-number quantities
 * (transferOrderInput of @erp/schema; line errors show under each quantity).
 */
import { Box, Field, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { FREIGHT_SHARING, transferOrderInput } from '@erp/schema';
import { useMemo, useRef, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { SkuPicker, type PickedSku } from '../../catalog/SkuPicker';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useTransferActions, type TransferRow } from '../hooks';
import { transfersMessages, type TransfersMessageId } from '../messages';

interface Line {
  skuId: number;
  sku: string;
  productName: string;
  available: number | null;
  quantity: string;
}

type Values = { fromWarehouseId: string; toWarehouseId: string; freight: string; costSharing: string; remark: string; lines: string };

export function TransferFormDialog({ order, onClose, onSaved }: { order?: TransferRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(transfersMessages);
  const { create, update } = useTransferActions();
  const [lines, setLines] = useState<Line[]>(
    () => order?.lines.map((l) => ({ skuId: l.skuId, sku: l.sku, productName: l.productName, available: null, quantity: String(l.quantity) })) ?? [],
  );
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return {
          fromWarehouseId: numberOrUndefined(values.fromWarehouseId),
          toWarehouseId: numberOrUndefined(values.toWarehouseId),
          freight: values.freight === '' ? undefined : values.freight,
          costSharing: values.costSharing || undefined,
          remark: values.remark,
          lines: linesRef.current.map((l) => ({ skuId: l.skuId, quantity: numberOrUndefined(l.quantity) })),
        };
      }, transferOrderInput),
    [],
  );
  const form = useZodForm(schema, {
    fromWarehouseId: order ? String(order.fromWarehouseId) : '',
    toWarehouseId: order ? String(order.toWarehouseId) : '',
    freight: order ? String(Number(order.freight)) : '',
    costSharing: order?.costSharing ?? 'quantity',
    remark: order?.remark ?? '',
    lines: '',
  } as Values);
  const fromId = numberOrUndefined(form.values.fromWarehouseId) ?? null;

  const addLine = (sku: PickedSku) => {
    setLines((prev) => (prev.some((l) => l.skuId === sku.id) ? prev : [...prev, { skuId: sku.id, sku: sku.sku, productName: sku.productName, available: sku.available, quantity: '1' }]));
    form.setValue('lines', '');
  };
  const setQuantity = (skuId: number, quantity: string) => setLines((prev) => prev.map((l) => (l.skuId === skuId ? { ...l, quantity } : l)));

  const submit = async (input: z.output<typeof schema>) => {
    const payload = { ...input, freight: String(input.freight) };
    const outcome = order ? await update(order.id, payload) : await create(payload);
    if (outcome.ok) {
      toastSuccess(t(order ? 'transferPage.saved' : 'transferPage.created', { billNo: outcome.data.billNo }));
      onSaved();
    } else {
      showFailure(outcome, t('transferPage.failed'), form);
    }
  };

  const warehouseField = (name: 'fromWarehouseId' | 'toWarehouseId', label: string) => (
    <FormKit.Field name={name} label={label} required>
      {() => (
        <WarehouseSelect
          value={numberOrUndefined(form.values[name]) ?? null}
          onChange={(id) => form.setValue(name, id ? String(id) : '')}
          invalid={Boolean(form.errorText(name))}
          aria-label={label}
        />
      )}
    </FormKit.Field>
  );

  return (
    <FormDialog
      title={order ? t('transferPage.editTitle', { billNo: order.billNo }) : t('transferPage.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('transferPage.save')}
      cancelText={t('transferPage.cancel')}
      size="lg"
    >
      <HStack align="start" gap="3">
        {warehouseField('fromWarehouseId', t('transferPage.field.from'))}
        {warehouseField('toWarehouseId', t('transferPage.field.to'))}
      </HStack>
      <HStack align="start" gap="3">
        <FormKit.Field name="freight" label={t('transferPage.field.freight')} inputMode="decimal" placeholder="0.00" />
        <FormKit.Select
          name="costSharing"
          label={t('transferPage.field.costSharing')}
          options={FREIGHT_SHARING.map((m) => ({ value: m, label: t(`transferPage.sharing.${m}` as TransfersMessageId) }))}
        />
      </HStack>
      <Field.Root invalid={Boolean(form.errorText('lines'))} required>
        <Field.Label>
          {t('transferPage.field.products')}
          <Field.RequiredIndicator />
        </Field.Label>
        {fromId ? (
          <SkuPicker warehouseId={fromId} onPick={addLine} excludeIds={lines.map((l) => l.skuId)} disableCombos />
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('transferPage.pickFromFirst')}
          </Text>
        )}
        <Field.ErrorText>{form.errorText('lines')}</Field.ErrorText>
      </Field.Root>
      {lines.length ? (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('transferPage.line.sku')}</Table.ColumnHeader>
                <Table.ColumnHeader width="36">{t('transferPage.line.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader width="10" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((l, i) => {
                const error = form.errorText(`lines.${i}.quantity`) ?? form.errorText(`lines.${i}.skuId`);
                return (
                  <Table.Row key={l.skuId}>
                    <Table.Cell>
                      <Stack gap="0">
                        <Text fontWeight="medium">{l.sku}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {l.productName}
                          {l.available != null ? ` · ${t('transferPage.available', { available: l.available })}` : ''}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <Field.Root invalid={Boolean(error)}>
                        <Input
                          size="xs"
                          inputMode="numeric"
                          value={l.quantity}
                          aria-label={t('transferPage.quantityOf', { sku: l.sku })}
                          ref={form.register(`lines.${i}.quantity` as never).ref}
                          onChange={(e) => setQuantity(l.skuId, e.target.value)}
                        />
                        <Field.ErrorText>{error}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton size="xs" variant="ghost" aria-label={t('transferPage.removeLine', { sku: l.sku })} onClick={() => setLines((prev) => prev.filter((x) => x.skuId !== l.skuId))}>
                        <LuTrash2 />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      <FormKit.Textarea name="remark" label={t('transferPage.field.remark')} rows={2} />
    </FormDialog>
  );
}
