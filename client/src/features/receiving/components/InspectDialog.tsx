/**
 * Quality inspection of one receipt: good / defective counts per line, each with its location
 * (good: the order's warehouse; defective: a location of the defective warehouse picked), an
 * optional picture attachment. The server asks before warehousing above the purchased quantity:
 * the question is shown and, once confirmed, the same inspection is sent again with the confirmation.
 */
import { Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toastSuccess, Upload, useConfirm, type UploadedFile } from '../../../ui';
import { IdSelect } from '../../../ui/IdSelect';
import { uploadImage } from '../../catalog/hooks';
import { ErrorLine, LinesTable, showFailure, skuColumn } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useReceivingCommands, type ReceiptRow } from '../hooks';
import { receivingMessages } from '../messages';
import { LinesDialog } from './parts';

const OVER_PURCHASE = 'purchase.overPurchaseConfirm';

interface Row {
  good: string;
  defective: string;
  goodLocationId: number | null;
  defectiveWarehouseId: number | null;
  defectiveLocationId: number | null;
}

export function InspectDialog({ receipt, onClose, onDone }: { receipt: ReceiptRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(receivingMessages);
  const confirm = useConfirm();
  const { inspect } = useReceivingCommands();
  const { options: warehouses } = useWarehouseOptions();
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(
      receipt.lines.map((l) => [
        l.id,
        { good: String(l.receivedQuantity), defective: '0', goodLocationId: null, defectiveWarehouseId: receipt.warehouseId, defectiveLocationId: null },
      ]),
    ),
  );
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const patch = (id: number, p: Partial<Row>) => setRows((prev) => ({ ...prev, [id]: { ...prev[id]!, ...p } }));
  const n = (v: string) => Number(v.trim() || 0);
  const countInput = (id: number, key: 'good' | 'defective', label: string) => (
    <Input size="sm" inputMode="numeric" aria-label={label} value={rows[id]![key]} onChange={(e) => patch(id, { [key]: e.target.value })} />
  );

  const check = (): Record<string, string> => {
    const e: Record<string, string> = {};
    for (const l of receipt.lines) {
      const r = rows[l.id]!;
      for (const k of ['good', 'defective'] as const) if (!/^\d*$/.test(r[k].trim())) e[`${l.id}.${k}`] = t('rcv.qc.countInvalid');
      if (e[`${l.id}.good`] || e[`${l.id}.defective`]) continue;
      if (n(r.good) + n(r.defective) > l.receivedQuantity) e[`${l.id}.good`] = t('rcv.qc.exceeds', { max: l.receivedQuantity });
      if (n(r.good) > 0 && !r.goodLocationId) e[`${l.id}.goodLocation`] = t('rcv.qc.locationRequired');
      if (n(r.defective) > 0 && !r.defectiveLocationId) e[`${l.id}.defectiveLocation`] = t('rcv.qc.locationRequired');
    }
    return e;
  };

  const send = (confirmOverPurchase: boolean) => {
    const input = {
      receiptId: receipt.id,
      attachment: files[0]?.url ?? '',
      confirmOverPurchase,
      lines: receipt.lines
        .filter((l) => n(rows[l.id]!.good) + n(rows[l.id]!.defective) > 0)
        .map((l) => {
          const r = rows[l.id]!;
          return {
            lineId: l.id,
            goodQuantity: n(r.good),
            defectiveQuantity: n(r.defective),
            goodLocationId: n(r.good) > 0 ? r.goodLocationId : null,
            defectiveLocationId: n(r.defective) > 0 ? r.defectiveLocationId : null,
          };
        }),
    };
    // the first try is quiet: the over-purchase question is asked here, not toasted
    return inspect({ input }, confirmOverPurchase ? { success: t('rcv.qc.done'), failure: t('rcv.failed') } : { quiet: true });
  };

  const submit = async () => {
    setProblem(null);
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    if (!receipt.lines.some((l) => n(rows[l.id]!.good) + n(rows[l.id]!.defective) > 0)) return setProblem(t('rcv.qc.rowRequired'));
    let outcome = await send(false);
    if (!outcome.ok && outcome.messageId === OVER_PURCHASE) {
      const ok = await confirm({ title: t('rcv.qc.confirmOverTitle'), message: outcome.message, confirmText: t('rcv.qc.confirmOverOk') });
      if (!ok) return;
      outcome = await send(true);
    } else if (!outcome.ok) showFailure(outcome, t('rcv.failed'));
    else toastSuccess(t('rcv.qc.done'));
    if (outcome.ok) onDone();
  };

  return (
    <LinesDialog
      title={t('rcv.qc.dialogTitle', { receiptNo: receipt.receiptNo })}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('rcv.qc.inspect')}
      problem={problem}
      hint={`${receipt.purchaseOrderNo} · ${receipt.supplierName} · ${receipt.warehouseName}`}
    >
      <LinesTable
        lines={receipt.lines}
        columns={[
          skuColumn(t('rcv.line.sku')),
          { header: t('rcv.line.arrived'), align: 'end', cell: (l) => l.receivedQuantity },
          {
            header: t('rcv.qc.good'),
            cell: (l) => {
              const r = rows[l.id]!;
              return (
                <Stack gap="1" minW="44">
                  <Field.Root invalid={Boolean(errors[`${l.id}.good`])}>
                    {countInput(l.id, 'good', t('rcv.qc.goodOf', { sku: l.sku }))}
                    <Field.ErrorText>{errors[`${l.id}.good`]}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors[`${l.id}.goodLocation`])}>
                    <LocationSelect
                      warehouseId={receipt.warehouseId}
                      value={r.goodLocationId}
                      onChange={(id) => patch(l.id, { goodLocationId: id })}
                      aria-label={t('rcv.qc.goodLocationOf', { sku: l.sku })}
                      invalid={Boolean(errors[`${l.id}.goodLocation`])}
                    />
                    <Field.ErrorText>{errors[`${l.id}.goodLocation`]}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              );
            },
          },
          {
            header: t('rcv.qc.defective'),
            cell: (l) => {
              const r = rows[l.id]!;
              return (
                <Stack gap="1" minW="56">
                  {countInput(l.id, 'defective', t('rcv.qc.defectiveOf', { sku: l.sku }))}
                  <ErrorLine text={errors[`${l.id}.defective`]} />
                  <HStack gap="1">
                    <IdSelect
                      value={r.defectiveWarehouseId}
                      onChange={(id) => patch(l.id, { defectiveWarehouseId: id, defectiveLocationId: null })}
                      options={warehouses.map((w) => ({ id: w.id, label: w.name }))}
                      emptyText={t('rcv.qc.defectiveWarehouse')}
                      label={t('rcv.qc.defectiveWarehouse')}
                    />
                    <LocationSelect
                      warehouseId={r.defectiveWarehouseId}
                      prefer="defective"
                      value={r.defectiveLocationId}
                      onChange={(id) => patch(l.id, { defectiveLocationId: id })}
                      aria-label={t('rcv.qc.defectiveLocationOf', { sku: l.sku })}
                      invalid={Boolean(errors[`${l.id}.defectiveLocation`])}
                    />
                  </HStack>
                  <ErrorLine text={errors[`${l.id}.defectiveLocation`]} />
                </Stack>
              );
            },
          },
        ]}
      />
      <Field.Root>
        <Field.Label>{t('rcv.qc.attachment')}</Field.Label>
        <Upload value={files} onChange={setFiles} upload={uploadImage} maxCount={1} label={t('rcv.qc.uploadAttachment')} />
      </Field.Root>
    </LinesDialog>
  );
}
