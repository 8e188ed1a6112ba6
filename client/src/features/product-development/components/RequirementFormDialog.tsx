/**
 * Create or edit a development requirement (draft or rejected; spec 02 §3 fields): name, category,
 * sales platforms and sites, expected price and target purchase price ranges, customs price,
 * supplier type, competitor links, images, notes and the process (none: the company's default).
 * Checked with devRequirementInput of @erp/schema (minimum below maximum).
 */
import { DEV_SUPPLIER_TYPES, PLATFORM_TYPES, devRequirementInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog, recordValues, selectField } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useProcessOptions, useRequirementCommands, type RequirementRow } from '../hooks';
import { productDevMessages, type ProductDevMessageId } from '../messages';

const BLANK = {
  name: '',
  category: '',
  platforms: '',
  sites: '',
  expectedPriceMin: '',
  expectedPriceMax: '',
  targetPurchasePriceMin: '',
  targetPurchasePriceMax: '',
  customsPrice: '',
  supplierType: 'factory',
  competitorLinks: '',
  images: '',
  remark: '',
  templateId: '',
};
type Values = typeof BLANK;

const PLATFORM_NAMES = Object.keys(PLATFORM_TYPES);
const NAME_OF = new Map<number, string>(Object.entries(PLATFORM_TYPES).map(([n, v]) => [v, n]));
const list = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);
const amount = (v: string) => (v.trim() === '' ? undefined : v.trim());
/** Platform names → type numbers (an unknown name becomes 0, which the rules refuse). */
const platformsOf = (text: string) => list(text, /[,，\s]+/).map((n) => (PLATFORM_TYPES as Record<string, number>)[n.toLowerCase()] ?? 0);

const schema = z.preprocess((raw) => {
  const v = raw as Values;
  return {
    name: v.name,
    category: v.category,
    platforms: platformsOf(v.platforms),
    sites: list(v.sites, /[,，\s]+/).map((s) => s.toUpperCase()),
    expectedPriceMin: amount(v.expectedPriceMin),
    expectedPriceMax: amount(v.expectedPriceMax),
    targetPurchasePriceMin: amount(v.targetPurchasePriceMin),
    targetPurchasePriceMax: amount(v.targetPurchasePriceMax),
    customsPrice: amount(v.customsPrice),
    supplierType: v.supplierType,
    competitorLinks: list(v.competitorLinks, /\n+/),
    images: list(v.images, /\n+/),
    remark: v.remark,
    templateId: v.templateId ? Number(v.templateId) : null,
  };
}, devRequirementInput);

const price = (v: unknown) => (v === null || v === undefined || Number(v) === 0 ? '' : String(Number(v)));

export function RequirementFormDialog({ requirement, onClose, onSaved }: { requirement?: RequirementRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(productDevMessages);
  const commands = useRequirementCommands();
  const processes = useProcessOptions();
  const initial = useMemo<Values>(
    () =>
      requirement
        ? {
            ...recordValues(requirement, BLANK),
            platforms: requirement.platforms.map((p) => NAME_OF.get(p) ?? String(p)).join(', '),
            sites: requirement.sites.join(', '),
            expectedPriceMin: price(requirement.expectedPriceMin),
            expectedPriceMax: price(requirement.expectedPriceMax),
            targetPurchasePriceMin: price(requirement.targetPurchasePriceMin),
            targetPurchasePriceMax: price(requirement.targetPurchasePriceMax),
            customsPrice: price(requirement.customsPrice),
            competitorLinks: requirement.competitorLinks.join('\n'),
            images: requirement.images.join('\n'),
            templateId: requirement.templateId ? String(requirement.templateId) : '',
          }
        : BLANK,
    [requirement],
  );
  const form = useZodForm(schema, initial);
  return (
    <RecordFormDialog
      title={requirement ? t('productDev.editTitle', { number: requirement.number }) : t('productDev.create')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      size="lg"
      submitText={t('productDev.save')}
      cancelText={t('productDev.cancel')}
      save={(input, feedback) => (requirement ? commands.update({ id: requirement.id, input }, feedback) : commands.create({ input }, feedback))}
      success={(input) => t('productDev.saved', { name: input.name })}
      failure={t('productDev.failed')}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('productDev.field.name'), required: true },
            { name: 'category', label: t('productDev.field.category') },
          ],
        },
        {
          columns: 2,
          fields: [
            {
              name: 'platforms',
              label: t('productDev.field.platforms'),
              hint: t('productDev.field.platformsHint', { names: PLATFORM_NAMES.slice(0, 8).join(', ') }),
            },
            { name: 'sites', label: t('productDev.field.sites'), hint: t('productDev.field.sitesHint') },
          ],
        },
        {
          columns: 3,
          fields: [
            { name: 'expectedPriceMin', label: t('productDev.field.expectedPriceMin'), kind: 'decimal' },
            { name: 'expectedPriceMax', label: t('productDev.field.expectedPriceMax'), kind: 'decimal' },
            { name: 'customsPrice', label: t('productDev.field.customsPrice'), kind: 'decimal' },
          ],
        },
        {
          columns: 3,
          fields: [
            { name: 'targetPurchasePriceMin', label: t('productDev.field.targetPurchasePriceMin'), kind: 'decimal' },
            { name: 'targetPurchasePriceMax', label: t('productDev.field.targetPurchasePriceMax'), kind: 'decimal' },
            selectField('supplierType', t('productDev.field.supplierType'), DEV_SUPPLIER_TYPES, (s) => t(`productDev.supplier.${s}` as ProductDevMessageId)),
          ],
        },
        {
          name: 'templateId',
          label: t('productDev.field.process'),
          kind: 'select',
          options: [
            { value: '', label: t('productDev.field.defaultProcess') },
            ...processes.map((p) => ({ value: String(p.id), label: p.isDefault ? `${p.name} (${t('productDev.field.defaultProcess')})` : p.name })),
          ],
        },
        { name: 'competitorLinks', label: t('productDev.field.competitorLinks'), kind: 'textarea', rows: 2, hint: t('productDev.field.linksHint') },
        { name: 'images', label: t('productDev.field.images'), kind: 'textarea', rows: 2, hint: t('productDev.field.linksHint') },
        { name: 'remark', label: t('productDev.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
