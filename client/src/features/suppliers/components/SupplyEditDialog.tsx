/**
 * The suppliers of one SKU: rows of supplier / price / MOQ / link and a preferred radio
 * (supplyRelationshipInput of @erp/schema: at least one supplier, exactly one preferred, no
 * supplier twice). Saving replaces the SKU's suppliers.
 */
import { Field, Input, RadioGroup, Table } from '@chakra-ui/react';
import { supplyRelationshipInput } from '@erp/schema';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { AddRowButton, EditRowsTable, InputCell } from '../../../ui/resource/EditRows';
import { useFeatureText } from '../../../i18n/featureIntl';
import { SupplierSelect } from '../SupplierSelect';
import { useSupplyCommands, type SupplyRow } from '../hooks';
import { suppliersMessages } from '../messages';

interface Row {
  key: number;
  supplierId: number | null;
  purchasePrice: string;
  moq: string;
  purchaseLink: string;
}

export function SupplyEditDialog({ sku, onClose, onSaved }: { sku: Pick<SupplyRow, 'skuId' | 'sku' | 'suppliers'>; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(suppliersMessages);
  const { relate } = useSupplyCommands();
  const nextKey = useRef(sku.suppliers.length + 1);
  const [rows, setRows] = useState<Row[]>(() =>
    sku.suppliers.length
      ? sku.suppliers.map((s, i) => ({
          key: i + 1,
          supplierId: s.supplierId,
          purchasePrice: String(s.purchasePrice),
          moq: String(s.moq),
          purchaseLink: s.purchaseLink,
        }))
      : [{ key: 1, supplierId: null, purchasePrice: '', moq: '1', purchaseLink: '' }],
  );
  const [preferred, setPreferred] = useState<number | null>(() => {
    const i = sku.suppliers.findIndex((s) => s.preferred);
    return i >= 0 ? i + 1 : sku.suppliers.length ? null : 1;
  });
  const state = useRef({ rows, preferred });
  state.current = { rows, preferred };

  const schema = useMemo(
    () =>
      z.preprocess(
        () => ({
          skuId: sku.skuId,
          suppliers: state.current.rows.map((r) => ({
            supplierId: r.supplierId ?? undefined,
            preferred: r.key === state.current.preferred,
            purchasePrice: r.purchasePrice.trim() === '' ? undefined : r.purchasePrice.trim(),
            moq: numberOrUndefined(r.moq),
            purchaseLink: r.purchaseLink,
          })),
        }),
        supplyRelationshipInput,
      ),
    [sku.skuId],
  );
  const form = useZodForm(schema, { suppliers: '' });
  const change = (key: number, patch: Partial<Row>) => {
    setRows((prev) => prev.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    form.setValue('suppliers', '');
  };

  const submit = async (input: z.output<typeof schema>) => {
    const relation = { skuId: input.skuId, suppliers: input.suppliers.map((s) => ({ ...s, purchasePrice: String(s.purchasePrice) })) };
    const outcome = await relate({ input: relation }, { success: t('supply.saved', { sku: sku.sku }), failure: t('suppliers.failed'), form });
    if (outcome.ok) onSaved();
  };

  const label = (n: number, field: Parameters<typeof t>[0]) => t('supply.row.label', { n, field: t(field) });

  return (
    <FormDialog
      title={t('supply.editTitle', { sku: sku.sku })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('suppliers.save')}
      cancelText={t('suppliers.cancel')}
      size="xl"
    >
      <Field.Root invalid={Boolean(form.errorText('suppliers'))}>
        <RadioGroup.Root
          value={preferred ? String(preferred) : null}
          onValueChange={(d) => (setPreferred(d.value ? Number(d.value) : null), form.setValue('suppliers', ''))}
          width="full"
        >
          <EditRowsTable
            headers={[
              { label: t('supply.row.preferred'), props: { width: '14' } },
              { label: t('supply.row.supplier'), props: { minWidth: '48' } },
              { label: t('supply.row.price'), props: { width: '28' } },
              { label: t('supply.row.moq'), props: { width: '24' } },
              { label: t('supply.row.link') },
            ]}
            rows={rows}
            rowKey={(r) => r.key}
            cells={(r, i) => {
              const n = i + 1;
              const err = (f: string) => form.errorText(`suppliers.${i}.${f}`);
              return (
                <>
                  <Table.Cell>
                    <RadioGroup.Item value={String(r.key)} aria-label={label(n, 'supply.row.preferred')}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                    </RadioGroup.Item>
                  </Table.Cell>
                  <InputCell error={err('supplierId')}>
                    <SupplierSelect
                      size="xs"
                      value={r.supplierId}
                      onChange={(id) => change(r.key, { supplierId: id })}
                      aria-label={label(n, 'supply.row.supplier')}
                    />
                  </InputCell>
                  <InputCell error={err('purchasePrice')}>
                    <Input
                      size="xs"
                      inputMode="decimal"
                      placeholder="0.00"
                      value={r.purchasePrice}
                      aria-label={label(n, 'supply.row.price')}
                      onChange={(e) => change(r.key, { purchasePrice: e.target.value })}
                    />
                  </InputCell>
                  <InputCell error={err('moq')}>
                    <Input
                      size="xs"
                      inputMode="numeric"
                      value={r.moq}
                      aria-label={label(n, 'supply.row.moq')}
                      onChange={(e) => change(r.key, { moq: e.target.value })}
                    />
                  </InputCell>
                  <InputCell error={err('purchaseLink')}>
                    <Input
                      size="xs"
                      placeholder="https://"
                      value={r.purchaseLink}
                      aria-label={label(n, 'supply.row.link')}
                      onChange={(e) => change(r.key, { purchaseLink: e.target.value })}
                    />
                  </InputCell>
                </>
              );
            }}
            remove={{
              headerProps: { width: '10' },
              label: (_, i) => t('supply.removeRow', { n: i + 1 }),
              onRemove: (r) => {
                setRows((prev) => prev.filter((x) => x.key !== r.key));
                if (preferred === r.key) setPreferred(null);
              },
            }}
          />
        </RadioGroup.Root>
        <Field.ErrorText>{form.errorText('suppliers')}</Field.ErrorText>
      </Field.Root>
      <AddRowButton
        alignSelf="start"
        onClick={() => {
          const key = ++nextKey.current;
          setRows((prev) => [...prev, { key, supplierId: null, purchasePrice: '', moq: '1', purchaseLink: '' }]);
        }}
      >
        {t('supply.addRow')}
      </AddRowButton>
    </FormDialog>
  );
}
