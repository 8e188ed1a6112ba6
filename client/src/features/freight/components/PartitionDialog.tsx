/**
 * Add or edit a zone rule (shippingTemplate.update): zones by country, state and postal-code
 * range with registration fee, operation fee and additional rate, checked by @erp/schema's
 * zoneProblems before sending; the server's errors land on the row and cell they name.
 */
import { zoneProblems, type Zone } from '@erp/schema';
import { z } from 'zod';
import type { ShippingPartitionRuleInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog } from '../../../ui/resource';
import { numText, textNum, useFreightCommands, type PartitionRow } from '../hooks';
import { freightMessages, type FreightMessageId } from '../messages';
import { RowsEditor, type RowDraft } from './RowsEditor';

const ZONE_KEYS = ['name', 'country', 'state', 'postalFrom', 'postalTo', 'registrationFee', 'operationFee', 'additionalRate'] as const;
const TEXT_KEYS = new Set(['name', 'country', 'state', 'postalFrom', 'postalTo']);

const toZone = (r: RowDraft): Zone => ({
  name: (r.name ?? '').trim(),
  country: (r.country ?? '').trim().toUpperCase(),
  state: (r.state ?? '').trim() || null,
  postalFrom: (r.postalFrom ?? '').trim() || null,
  postalTo: (r.postalTo ?? '').trim() || null,
  registrationFee: textNum(r.registrationFee),
  operationFee: textNum(r.operationFee),
  additionalRate: textNum(r.additionalRate),
});

const schema = z
  .object({
    name: z.string().trim().min(1, 'freight.partition.nameRequired').max(64, 'freight.partition.nameRequired'),
    scheme: z.string(),
    zones: z.array(z.record(z.string(), z.string())),
  })
  .superRefine((v, ctx) => {
    for (const p of zoneProblems(v.zones.map(toZone)))
      ctx.addIssue({ code: 'custom', path: p.row < 0 ? ['zones'] : ['zones', p.row, p.field], message: p.messageId });
  })
  .transform((v): Omit<ShippingPartitionRuleInput, 'id'> => ({ name: v.name, scheme: v.scheme.trim(), zones: v.zones.map(toZone) }));

const blankZone = (): RowDraft => Object.fromEntries(ZONE_KEYS.map((k) => [k, '']));

export function PartitionDialog({ rule, onClose, onSaved }: { rule: PartitionRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(freightMessages);
  const commands = useFreightCommands();
  const form = useZodForm(schema, {
    name: rule?.name ?? '',
    scheme: rule?.scheme ?? '',
    zones: rule?.zones.length
      ? rule.zones.map((z) =>
          Object.fromEntries(
            ZONE_KEYS.map((k) => {
              const v = z[k];
              return [k, typeof v === 'number' ? numText(v) : (v ?? '')];
            }),
          ),
        )
      : [blankZone()],
  });
  const columns = ZONE_KEYS.map((key) => ({
    key,
    header: t(`freightScreen.zone.${key}` as FreightMessageId),
    inputMode: TEXT_KEYS.has(key) ? ('text' as const) : ('decimal' as const),
  }));

  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'freightScreen.partition', 'freightScreen', rule)}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      size="cover"
      save={(input, feedback) => commands.savePartition({ input: { ...input, id: rule?.id } }, feedback)}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('freightScreen.partition.field.name'), required: true },
            { name: 'scheme', label: t('freightScreen.partition.field.scheme') },
          ],
        },
      ]}
    >
      <RowsEditor
        name="zones"
        label={t('freightScreen.partition.field.zones')}
        columns={columns}
        rows={form.values.zones}
        onChange={(zones) => form.setValue('zones', zones)}
        newRow={blankZone}
        errors={form}
      />
    </RecordFormDialog>
  );
}
