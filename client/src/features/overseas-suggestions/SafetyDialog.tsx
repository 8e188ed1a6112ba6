/** Safety-stock settings of ticked overseas warehouse × SKU rows (spec 02 §5 rules answered by the server in zh / en). */
import { Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../ui/resource';
import { NumberField } from '../purchase-suggestions/components';
import { useOverseasCommands, useText, type OverseasRow } from './hooks';

const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

export function SafetyDialog({ rows, onClose, onDone }: { rows: OverseasRow[]; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const { safety, busy } = useOverseasCommands();
  // One row ticked: its current settings; several: the first one's as a starting point.
  const first = rows[0];
  const [v, setV] = useState({
    minStockingDays: String(first?.minStockingDays ?? 7),
    maxStockingDays: String(first?.maxStockingDays ?? 30),
    safeDays: String(first?.safeDays ?? 7),
    safetyStock: first?.fixedSafetyStock == null ? '' : String(first.fixedSafetyStock),
    moq: String(first?.settingMoq ?? 1),
    minOrderDays: String(first?.minOrderDays ?? 0),
  });
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const submit = async () => {
    const input = {
      items: rows.map((r) => ({ warehouseId: r.warehouseId, skuId: r.skuId })),
      minStockingDays: num(v.minStockingDays) ?? -1,
      maxStockingDays: num(v.maxStockingDays) ?? -1,
      safeDays: num(v.safeDays) ?? -1,
      safetyStock: num(v.safetyStock),
      moq: num(v.moq),
      minOrderDays: num(v.minOrderDays),
    };
    const outcome = await safety({ input }, { failure: t('os.failed') });
    if (!outcome.ok) return;
    onDone();
  };
  return (
    <FormDialog title={t('os.set.title')} onClose={onClose} onSubmit={() => void submit()} busy={busy} cancelText={t('os.cancel')} submitText={t('os.save')}>
      <Text color="fg.muted">{t('os.set.count', { count: rows.length })}</Text>
      <Grid templateColumns="repeat(2, 1fr)" gap="3">
        <NumberField label={t('os.set.minStockingDays')} value={v.minStockingDays} onChange={set('minStockingDays')} />
        <NumberField label={t('os.set.maxStockingDays')} value={v.maxStockingDays} onChange={set('maxStockingDays')} />
        <NumberField label={t('os.set.safeDays')} value={v.safeDays} onChange={set('safeDays')} />
        <NumberField label={t('os.set.safetyStock')} value={v.safetyStock} onChange={set('safetyStock')} />
        <NumberField label={t('os.set.moq')} value={v.moq} onChange={set('moq')} min={1} />
        <NumberField label={t('os.set.minOrderDays')} value={v.minOrderDays} onChange={set('minOrderDays')} />
      </Grid>
    </FormDialog>
  );
}
