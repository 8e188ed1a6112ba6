/**
 * Add or edit a shop's stock push rule (inventoryPushRule.update): the numbers checked by
 * stockPushRuleProblems of @erp/schema before sending (the server checks the same, and the shop and
 * warehouses against the company), the warehouse set as ticks, and a trial line: what the rule
 * pushes when 100 are available (stockPushQuantity, the server's own function).
 */
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { stockPushQuantity, stockPushRuleProblems } from '@erp/schema';
import { z } from 'zod';
import type { InventoryPushRuleInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { customField } from '../../../ui/resource/customField';
import { usePushRuleCommands, usePushShopOptions, usePushWarehouseOptions, type PushRuleRow } from '../hooks';
import { stockPushMessages } from '../messages';

const BLANK = {
  shopId: '',
  percentage: '100',
  maxQuantity: '',
  reserve: '0',
  zeroBelow: '0',
  warehouseIds: '',
  enabled: true,
  autoFixDrift: false,
  remark: '',
};
type Values = typeof BLANK;

const int = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const idsOf = (text: string) => (text ? text.split(',').map(Number) : []);
const numbersOf = (v: Values) => ({
  percentage: int(v.percentage),
  maxQuantity: v.maxQuantity.trim() === '' ? null : int(v.maxQuantity),
  reserve: int(v.reserve),
  zeroBelow: int(v.zeroBelow),
});

const schema = z
  .object({
    shopId: z.string().min(1, 'stockPush.shopNotFound'),
    percentage: z.string(),
    maxQuantity: z.string(),
    reserve: z.string(),
    zeroBelow: z.string(),
    warehouseIds: z.string(),
    enabled: z.boolean(),
    autoFixDrift: z.boolean(),
    remark: z.string().trim().max(255, 'validation.tooLong'),
  })
  .superRefine((v, ctx) => {
    for (const issue of stockPushRuleProblems(numbersOf(v)))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.messageId, params: issue.params });
  })
  .transform((v): InventoryPushRuleInput => ({
    shopId: Number(v.shopId),
    ...numbersOf(v),
    warehouseIds: idsOf(v.warehouseIds),
    enabled: v.enabled,
    autoFixDrift: v.autoFixDrift,
    remark: v.remark,
  }));

const valuesOf = (rule: PushRuleRow | null): Values =>
  rule
    ? {
        shopId: String(rule.shopId),
        percentage: String(rule.percentage),
        maxQuantity: rule.maxQuantity === null || rule.maxQuantity === undefined ? '' : String(rule.maxQuantity),
        reserve: String(rule.reserve),
        zeroBelow: String(rule.zeroBelow),
        warehouseIds: rule.warehouseIds.join(','),
        enabled: rule.enabled,
        autoFixDrift: rule.autoFixDrift,
        remark: rule.remark,
      }
    : BLANK;

export function PushRuleDialog({ rule, onClose, onSaved }: { rule: PushRuleRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(stockPushMessages);
  const commands = usePushRuleCommands();
  const shops = usePushShopOptions();
  const warehouses = usePushWarehouseOptions();
  const form = useZodForm(schema, valuesOf(rule));
  const ticked = idsOf(form.values.warehouseIds);
  const toggle = (id: number, on: boolean) =>
    form.setValue('warehouseIds', (on ? [...ticked, id] : ticked.filter((w) => w !== id)).sort((a, b) => a - b).join(','));
  const numbers = numbersOf(form.values);
  const trial = stockPushRuleProblems(numbers).length ? null : stockPushQuantity(100, numbers);

  return (
    <RecordFormDialog
      title={rule ? t('stockPush.rules.editTitle', { shop: rule.shopName }) : t('stockPush.rules.add')}
      form={form}
      save={(input, feedback) => (rule ? commands.update({ id: rule.id, input }, feedback) : commands.create({ input }, feedback))}
      success={() => t('stockPush.saved')}
      failure={t('stockPush.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('stockPush.save')}
      cancelText={t('stockPush.cancel')}
      size="lg"
      fields={[
        { name: 'shopId', label: t('stockPush.field.shop'), required: true, kind: 'select', options: shops, disabled: !!rule },
        {
          columns: 2,
          fields: [
            { name: 'percentage', label: t('stockPush.field.percentage'), required: true, kind: 'number' },
            { name: 'maxQuantity', label: t('stockPush.field.maxQuantity'), kind: 'number', hint: t('stockPush.field.maxQuantityHint') },
            { name: 'reserve', label: t('stockPush.field.reserve'), kind: 'number' },
            { name: 'zeroBelow', label: t('stockPush.field.zeroBelow'), kind: 'number', hint: t('stockPush.field.zeroBelowHint') },
          ],
        },
        customField('warehouseIds', t('stockPush.field.warehouses'), () => (
          <Stack direction="row" wrap="wrap" gap="4" role="group" aria-label={t('stockPush.field.warehouses')}>
            {warehouses.map((w) => (
              <Checkbox.Root key={w.id} size="sm" checked={ticked.includes(w.id)} onCheckedChange={(e) => toggle(w.id, !!e.checked)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{w.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )),
        {
          columns: 2,
          fields: [
            { name: 'enabled', label: t('stockPush.field.enabled'), kind: 'switch' },
            { name: 'autoFixDrift', label: t('stockPush.field.autoFixDrift'), kind: 'switch' },
          ],
        },
        { name: 'remark', label: t('stockPush.field.remark') },
      ]}
    >
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {trial === null ? '' : t('stockPush.trial', { quantity: trial })}
      </Text>
    </RecordFormDialog>
  );
}
