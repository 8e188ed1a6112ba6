/**
 * The listing form's variations (spec 02 §3, §5 'Listing'): up to the definition's number of
 * variation attribute names (two), then one row per variation with its seller SKU, its value of
 * each attribute, price, quantity, EAN and barcode; a row can start from a SKU of the product
 * library. A variation's images are edited under the rows, one block per variation that has any
 * ("Add image" on the row adds the first), with the listing's image rows (`ImageRows`): the same
 * inputs, rules and messages, plus the variation's own count.
 * Each input is registered under its input path (`variations.1.sellerSku`, `variations.1.ean`,
 * `variations.1.attributes` on the first value, `variations.1.images.0` on an image's address), so
 * the definition's problems and the server's field errors land on the row and cell they name;
 * anything else about a row (its SKU link) lands on the row's seller SKU.
 */
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MarketplaceDefinition } from '@erp/schema';
import { memo, type Dispatch, type SetStateAction } from 'react';
import { LuImage } from 'react-icons/lu';
import { useFeatureText } from '../../../i18n/featureIntl';
import { SkuPicker } from '../../../ui/resource';
import { AddRowButton, EditRowsTable, ErrorLine, InputCell } from '../../../ui/resource/EditRows';
import { blankImage, blankVariation, type ImageDraft, type VariationDraft } from '../listingForm';
import { listingsMessages } from '../messages';
import { ImageRows, type SectionForm } from './ListingRows';

export type { SectionForm } from './ListingRows';
type El = Parameters<ReturnType<SectionForm['fieldRef']>>[0];

export interface VariationsEditorProps {
  form: SectionForm;
  def: MarketplaceDefinition;
  names: string[];
  setNames: Dispatch<SetStateAction<string[]>>;
  rows: VariationDraft[];
  setRows: Dispatch<SetStateAction<VariationDraft[]>>;
  /** The price a new row starts with (the listing's). */
  price: string;
}

/** One element registered under several form names (a row's first input is the row too). */
const refs =
  (form: SectionForm, ...names: string[]) =>
  (el: El | null) => {
    for (const name of names) form.fieldRef(name)(el);
  };

export const VariationsEditor = memo(function VariationsEditor({ form, def, names, setNames, rows, setRows, price }: VariationsEditorProps) {
  const t = useFeatureText(listingsMessages);
  const slots = Array.from({ length: Math.max(def.variations.maxAttributes, names.length) }, (_, i) => names[i] ?? '');
  const columns = slots.flatMap((name, i) => (name.trim() ? [{ name: name.trim(), i }] : []));

  const setName = (i: number, value: string) => {
    form.clearError('variationAttributes');
    form.clearError(`variationAttributes.${i}`);
    setNames(slots.map((n, j) => (j === i ? value : n)));
  };
  const edit = (index: number, name: string, patch: (row: VariationDraft) => Partial<VariationDraft>) => {
    form.clearError(name);
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...patch(r) } : r)));
  };
  const error = (...names: string[]) => names.map((n) => form.errorText(n)).find(Boolean);
  // the attribute names show once the listing has variations (or names, or a problem with them)
  const open = rows.length > 0 || names.some((n) => n.trim() !== '') || Boolean(error('variationAttributes', 'variationAttributes.0', 'variationAttributes.1'));

  const text = (
    index: number,
    field: 'sellerSku' | 'price' | 'quantity' | 'ean' | 'barcode',
    label: string,
    width?: string,
    inputMode?: 'numeric' | 'decimal',
  ) => {
    const name = `variations.${index}.${field}`;
    const row = rows[index]!;
    const first = field === 'sellerSku';
    return (
      <InputCell error={first ? error(name, `variations.${index}`) : error(name)} width={width} verticalAlign="top">
        <Input
          size="sm"
          ref={first ? refs(form, `variations.${index}`, name) : form.fieldRef(name)}
          aria-label={`${label} ${index + 1}`}
          inputMode={inputMode}
          value={row[field]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (first) form.clearError(`variations.${index}`);
            edit(index, name, () => ({ [field]: value }));
          }}
        />
        {first && row.skuId ? (
          <Text textStyle="xs" color="fg.muted">
            {t('listings.form.variationLinked')}
          </Text>
        ) : null}
      </InputCell>
    );
  };

  const value = (index: number, column: { name: string; i: number }, first: boolean) => {
    const name = `variations.${index}.attributes`;
    return (
      <InputCell key={column.i} error={first ? error(name) : undefined} verticalAlign="top">
        <Input
          size="sm"
          ref={first ? form.fieldRef(name) : undefined}
          aria-label={`${column.name} ${index + 1}`}
          value={rows[index]!.values[column.i] ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            edit(index, name, (r) => {
              const values = [...r.values];
              values[column.i] = v;
              return { values };
            });
          }}
        />
      </InputCell>
    );
  };

  // the row's images: their count (edited in the variation's block under the rows), or "Add image"
  // (the block shows while the variation has image rows)
  const imagesCell = (index: number) => {
    const row = rows[index]!;
    return (
      <InputCell error={undefined} verticalAlign="top" whiteSpace="nowrap">
        {row.images.length ? (
          <Text textStyle="sm" color="fg.muted" lineHeight="2rem">
            {t('listings.form.variationImages', { count: row.images.length })}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('listings.form.ofVariation', { n: index + 1, text: t('listings.form.addImage') })}
            onClick={() => setRows((all) => all.map((r, i) => (i === index ? { ...r, images: [blankImage()] } : r)))}
          >
            <LuImage />
            {t('listings.form.addImage')}
          </Button>
        )}
      </InputCell>
    );
  };
  const setImages = (key: number) => (next: SetStateAction<ImageDraft[]>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, images: typeof next === 'function' ? next(r.images) : next } : r)));
  const per = def.images.perVariation;

  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        {t('listings.form.variations')}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {t('listings.form.variationsHint', { attributes: def.variations.maxAttributes, max: def.variations.maxVariations })}
      </Text>
      {open ? (
        <SimpleGrid columns={{ base: 1, md: Math.min(slots.length, 3) }} gap="3">
          {slots.map((name, i) => {
            const label = t('listings.form.variationAttribute', { n: i + 1 });
            const err = i === 0 ? error(`variationAttributes.${i}`, 'variationAttributes') : error(`variationAttributes.${i}`);
            return (
              <Field.Root key={i} invalid={Boolean(err)}>
                <Field.Label>{label}</Field.Label>
                <Input
                  size="sm"
                  ref={i === 0 ? refs(form, 'variationAttributes', 'variationAttributes.0') : form.fieldRef(`variationAttributes.${i}`)}
                  placeholder={t('listings.form.variationAttributePlaceholder')}
                  value={name}
                  onChange={(e) => setName(i, e.currentTarget.value)}
                />
                <Field.ErrorText>{err}</Field.ErrorText>
              </Field.Root>
            );
          })}
        </SimpleGrid>
      ) : null}
      {rows.length ? (
        <EditRowsTable
          headers={[
            { label: t('listings.form.sellerSku') },
            ...columns.map((c) => ({ label: c.name })),
            { label: t('listings.form.variationPrice') },
            { label: t('listings.form.quantity') },
            { label: t('listings.form.ean') },
            { label: t('listings.form.barcode') },
            { label: t('listings.form.variationImagesColumn') },
          ]}
          rows={rows}
          rowKey={(r) => r.key}
          cells={(_r, i) => (
            <>
              {text(i, 'sellerSku', t('listings.form.sellerSku'))}
              {columns.map((c, j) => value(i, c, j === 0))}
              {text(i, 'price', t('listings.form.variationPrice'), '7rem', 'decimal')}
              {text(i, 'quantity', t('listings.form.quantity'), '6rem', 'numeric')}
              {text(i, 'ean', t('listings.form.ean'), '9rem', 'numeric')}
              {text(i, 'barcode', t('listings.form.barcode'), '9rem')}
              {imagesCell(i)}
            </>
          )}
          remove={{
            label: (_r, i) => t('listings.form.removeVariation', { n: i + 1 }),
            onRemove: (_r, i) => setRows((all) => all.filter((_, j) => j !== i)),
            cellProps: { verticalAlign: 'top' },
          }}
        />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('listings.form.noVariations')}
        </Text>
      )}
      <ErrorLine text={form.errorText('variations')} />
      {rows.map((row, i) =>
        row.images.length ? (
          <Box key={row.key} borderWidth="1px" rounded="md" p="3">
            <ImageRows
              form={form}
              name={`variations.${i}.images`}
              rows={row.images}
              setRows={setImages(row.key)}
              title={t('listings.form.variationImagesTitle', { n: i + 1, sku: row.sellerSku.trim() || '—' })}
              hint={t('listings.form.variationImagesHint', { min: per.min, max: per.max })}
              labelOf={(text) => t('listings.form.ofVariation', { n: i + 1, text })}
            />
          </Box>
        ) : null,
      )}
      <HStack gap="3" align="center" flexWrap="wrap">
        <AddRowButton onClick={() => setRows((all) => [...all, blankVariation({ price })])}>{t('listings.form.addVariation')}</AddRowButton>
        <SkuPicker
          aria-label={t('listings.form.variationFromSku')}
          placeholder={t('listings.form.variationFromSku')}
          excludeIds={rows.flatMap((r) => (r.skuId ? [r.skuId] : []))}
          onPick={(sku) => setRows((all) => [...all, blankVariation({ skuId: sku.id, sellerSku: sku.sku, price })])}
        />
      </HStack>
    </Stack>
  );
});
