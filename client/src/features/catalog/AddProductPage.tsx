/**
 * /addProduct (and /addProduct?id=… to edit), in its own window: basic information, images,
 * the SKU model (specifications → generated variant rows, combination SKUs), opening stock,
 * size and weight, declaration, supplier links. The shared rules check the form before it is
 * sent; the server's field errors land on their inputs, SKU cells included (`skus.1.ean`).
 */
import {
  Alert,
  Box,
  Button,
  Center,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  type InputProps,
} from '@chakra-ui/react';
import { CATALOG_LIMITS } from '@erp/schema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuWandSparkles } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import type { ProductQuery } from './products.generated';
import { useLeaveWarning } from '../../ui/useLeaveWarning';
import { FormField, LoadFailed, PermissionGuard, toastError, toastSuccess, Upload, useMessageText } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { announceProductsChanged, uploadImage, useDeveloperOptions, useProduct, useProductCommands } from './hooks';
import { catalogMessages, type CatalogMessageId } from './messages';
import { PLATFORM_OPTIONS } from './ProductLibraryPage';
import {
  checkForm,
  emptyProduct,
  emptySku,
  formOf,
  generateRows,
  newKey,
  optionsOf,
  rowHasError,
  serverErrors,
  toInput,
  varyingCount,
  type ComponentForm,
  type FormErrors,
  type ProductForm,
  type SkuForm,
} from './productForm';
import { SkuPicker } from '../../ui/resource/SkuPicker';
import { InfoDialog } from '../../ui/resource';
import { AddRowButton, EditRowsTable, ErrorLine, RemoveRowButton } from '../../ui/resource/EditRows';

type Product = NonNullable<ProductQuery['product']>;
/** The product fields held as text (one input each). */
type TextField = { [K in keyof ProductForm]: ProductForm[K] extends string ? K : never }[keyof ProductForm];

export const AddProductPage = featurePage(catalogMessages, AddProductScreen);

function AddProductScreen() {
  const t = useFeatureText(catalogMessages);
  const [params, setParams] = useSearchParams();
  const id = /^\d+$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const { product, loading, error, refetch } = useProduct(id);

  if (id != null && loading && !product) {
    return (
      <Center minH="60vh">
        <Spinner />
      </Center>
    );
  }
  if (id != null && (error || !product)) {
    return (
      <PageFrame title={t('products.form.addTitle')}>
        <LoadFailed
          title={error ? t('products.form.loadFailed') : t('products.form.notFound')}
          onRetry={error ? () => void refetch() : undefined}
          retryText={t('products.form.retry')}
        />
      </PageFrame>
    );
  }
  return (
    <ProductEditor
      // a saved product starts the form again from what the server holds
      key={product ? `${product.id}:${product.status}:${product.skus.map((s) => s.id).join(',')}` : 'new'}
      product={product}
      onSaved={(savedId) => {
        if (savedId !== id) setParams({ id: String(savedId) }, { replace: true });
        else void refetch();
      }}
    />
  );
}

function ProductEditor({ product, onSaved }: { product: Product | null; onSaved: (id: number) => void }) {
  const t = useFeatureText(catalogMessages);
  const text = useMessageText();
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : emptyProduct()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [dirty, setDirty] = useState(false);
  const [comboRow, setComboRow] = useState<string | null>(null);
  const { developers } = useDeveloperOptions();
  const commands = useProductCommands();
  const [saving, setSaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  useLeaveWarning(dirty, t('products.form.leave'));

  const locked = product?.status === 'reviewing';

  /** Changes the form; errors of the changed paths go away until the next check. */
  const change = (patch: Partial<ProductForm>, paths: string[] = Object.keys(patch)) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(next)) if (paths.some((p) => k === p || k.startsWith(`${p}.`))) delete next[k];
      return next;
    });
  };
  const setSku = (index: number, patch: Partial<SkuForm>) =>
    change(
      { skus: form.skus.map((r, i) => (i === index ? { ...r, ...patch } : r)) },
      Object.keys(patch).map((k) => `skus.${index}.${k}`),
    );

  const errorOf = (path: string): string | undefined => {
    const e = errors[path];
    if (!e) return undefined;
    if ('text' in e) return e.text;
    // "{field} is required": the field's name (a `field.*` message id, translated with the text)
    const leaf = [...path.split('.')].reverse().find((p) => !/^\d+$/.test(p)) ?? path;
    return text(e.id, { field: `field.${leaf}`, ...(e.params ?? {}) });
  };

  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    const el = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
  }, [errors]);

  const showErrors = (next: FormErrors) => {
    focusFirst.current = true;
    setErrors(next);
  };

  const onSave = async () => {
    const problems = checkForm(form);
    if (Object.keys(problems).length) {
      showErrors(problems);
      toastError(t('products.form.saveFailed'));
      return;
    }
    const input = toInput(form);
    setSaving(true);
    // failures are shown here: field errors land on this page's own form
    const outcome = await (product ? commands.update({ id: product.id, input }, { quiet: true }) : commands.create({ input }, { quiet: true })).finally(() =>
      setSaving(false),
    );
    if (outcome.ok) {
      toastSuccess(t('products.form.saved', { spu: outcome.data.spu }));
      setDirty(false);
      announceProductsChanged();
      onSaved(outcome.data.id);
      return;
    }
    const fields = Object.entries(outcome.fieldErrors).map(([field, messages]) => ({ field, message: messages.join(' ') }));
    if (fields.length) {
      showErrors(serverErrors(fields));
      toastError(t('products.form.saveFailed'));
    } else if (outcome.typename !== 'thrown') {
      toastError(outcome.message || t('products.form.saveFailed'));
    }
  };

  const field = (name: TextField, label: CatalogMessageId, extra: { required?: boolean; helper?: string; type?: string } = {}) => (
    <FormField
      label={t(label)}
      name={name}
      required={extra.required}
      helperText={extra.helper}
      type={extra.type}
      value={form[name]}
      error={errorOf(name)}
      aria-invalid={errorOf(name) ? true : undefined}
      disabled={locked}
      onChange={(e) => change({ [name]: e.target.value })}
    />
  );

  const editingCombo = form.skus.findIndex((r) => r.key === comboRow);

  return (
    <Box ref={root} maxW="7xl" mx="auto">
      <PageFrame
        title={product ? t('products.form.editTitle', { spu: product.spu }) : t('products.form.addTitle')}
        actions={
          <PermissionGuard permission={product ? 'product.update' : 'product.create'}>
            <Button colorPalette="teal" size="sm" loading={saving} disabled={locked} onClick={() => void onSave()}>
              {t('products.form.save')}
            </Button>
          </PermissionGuard>
        }
      >
        {product?.status === 'reviewing' ? <Notice status="warning">{t('products.form.underReview')}</Notice> : null}
        {product?.status === 'approved' ? <Notice status="info">{t('products.form.backToDraft')}</Notice> : null}
        {product?.status === 'rejected' && product.rejectReason ? (
          <Notice status="error">{t('products.form.rejected', { reason: product.rejectReason })}</Notice>
        ) : null}

        <Section title={t('products.section.basic')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('spu', 'products.field.spu', { required: true })}
            {field('name', 'products.field.name', { required: true, helper: t('products.field.nameHint') })}
            {field('nameEn', 'products.field.nameEn')}
            {field('category', 'products.field.category')}
            <Field.Root invalid={!!errorOf('developerId')}>
              <Field.Label>{t('products.field.developer')}</Field.Label>
              <NativeSelect.Root size="sm" disabled={locked}>
                <NativeSelect.Field
                  name="developerId"
                  aria-invalid={errorOf('developerId') ? true : undefined}
                  value={form.developerId ? String(form.developerId) : ''}
                  onChange={(e) => change({ developerId: e.target.value ? Number(e.target.value) : null })}
                >
                  <option value="">{t('products.field.noDeveloper')}</option>
                  {developers.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errorOf('developerId')}</Field.ErrorText>
            </Field.Root>
            {field('remark', 'products.field.remark')}
          </SimpleGrid>
          <Field.Root invalid={!!errorOf('platforms')} mt="4">
            <Field.Label>{t('products.field.platforms')}</Field.Label>
            <SimpleGrid columns={{ base: 2, md: 5, lg: 7 }} gap="1" width="full" role="group" aria-label={t('products.field.platforms')}>
              {PLATFORM_OPTIONS.map((p) => {
                const type = Number(p.value);
                const checked = form.platforms.includes(type);
                return (
                  <Checkbox.Root
                    key={p.value}
                    size="sm"
                    checked={checked}
                    disabled={locked}
                    onCheckedChange={(e) => change({ platforms: e.checked ? [...form.platforms, type] : form.platforms.filter((x) => x !== type) })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{p.label}</Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </SimpleGrid>
            {errorOf('platforms') ? (
              <Field.ErrorText>{errorOf('platforms')}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('products.field.platformsHint')}</Field.HelperText>
            )}
          </Field.Root>
        </Section>

        <Section title={t('products.section.images')}>
          <Stack gap="4">
            <Field.Root invalid={!!errorOf('mainImage')}>
              <Field.Label>{t('products.field.mainImage')}</Field.Label>
              <Upload
                value={form.mainImage ? [{ url: form.mainImage }] : []}
                onChange={(files) => change({ mainImage: files[0]?.url ?? '' })}
                upload={uploadImage}
                maxCount={1}
                disabled={locked}
                label={t('products.field.mainImage')}
              />
              {errorOf('mainImage') ? (
                <Field.ErrorText>{errorOf('mainImage')}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('products.field.mainImageHint')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={!!errorOf('images')}>
              <Field.Label>{t('products.field.images')}</Field.Label>
              <Upload
                value={form.images.map((url) => ({ url }))}
                onChange={(files) => change({ images: files.map((f) => f.url) })}
                upload={uploadImage}
                maxCount={CATALOG_LIMITS.pictures}
                disabled={locked}
                label={t('products.field.images')}
              />
              <Field.ErrorText>{errorOf('images')}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Section>

        <Section title={t('products.section.skus')}>
          <SpecificationsEditor form={form} locked={locked} errorOf={errorOf} change={change} />
          <SkuTable form={form} locked={locked} errorOf={errorOf} errors={errors} setSku={setSku} change={change} onEditComponents={setComboRow} />
          <Field.Root invalid={!!errorOf('openingWarehouseId')} mt="4" maxW="md">
            <Field.Label>{t('products.opening.warehouse')}</Field.Label>
            <WarehouseSelect
              value={form.openingWarehouseId}
              onChange={(openingWarehouseId) => change({ openingWarehouseId })}
              invalid={!!errorOf('openingWarehouseId')}
              disabled={locked}
              aria-label={t('products.opening.warehouse')}
            />
            {errorOf('openingWarehouseId') ? (
              <Field.ErrorText>{errorOf('openingWarehouseId')}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('products.opening.hint')}</Field.HelperText>
            )}
          </Field.Root>
        </Section>

        <Section title={t('products.section.size')}>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {field('weight', 'products.field.weight', { type: 'number' })}
            {field('length', 'products.field.length', { type: 'number' })}
            {field('width', 'products.field.width', { type: 'number' })}
            {field('height', 'products.field.height', { type: 'number' })}
          </SimpleGrid>
        </Section>

        <Section title={t('products.section.declaration')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('declareNameZh', 'products.field.declareNameZh')}
            {field('declareNameEn', 'products.field.declareNameEn')}
            {field('declareValue', 'products.field.declareValue')}
            {field('hsCode', 'products.field.hsCode')}
          </SimpleGrid>
        </Section>

        <Section title={t('products.section.supply')}>
          <Stack gap="4">
            <Field.Root invalid={!!errorOf('supplierLinks')}>
              <Field.Label>{t('products.field.supplierLinks')}</Field.Label>
              <Textarea
                name="supplierLinks"
                rows={2}
                value={form.supplierLinksText}
                disabled={locked}
                aria-invalid={errorOf('supplierLinks') ? true : undefined}
                onChange={(e) => change({ supplierLinksText: e.target.value }, ['supplierLinks'])}
              />
              {errorOf('supplierLinks') ? (
                <Field.ErrorText>{errorOf('supplierLinks')}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('products.field.supplierLinksHint')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={!!errorOf('infringementInfo')}>
              <Field.Label>{t('products.field.infringementInfo')}</Field.Label>
              <Textarea
                name="infringementInfo"
                rows={2}
                value={form.infringementInfo}
                disabled={locked}
                onChange={(e) => change({ infringementInfo: e.target.value })}
              />
              <Field.ErrorText>{errorOf('infringementInfo')}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Section>
      </PageFrame>
      {editingCombo >= 0 ? (
        <ComboDialog
          index={editingCombo}
          form={form}
          errorOf={errorOf}
          onChange={(components) => setSku(editingCombo, { components })}
          onClose={() => setComboRow(null)}
        />
      ) : null}
    </Box>
  );
}

function Notice({ status, children }: { status: 'info' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'info' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

interface EditorProps {
  form: ProductForm;
  locked: boolean;
  errorOf: (path: string) => string | undefined;
  change: (patch: Partial<ProductForm>, paths?: string[]) => void;
}

/** The two inputs of a specification row: its name and its options (error paths `name` / `options`). */
const SPEC_INPUTS: readonly {
  key: 'name' | 'optionsText';
  error: string;
  label: CatalogMessageId;
  placeholder: CatalogMessageId;
  maxW?: string;
  flex?: string;
}[] = [
  { key: 'name', error: 'name', label: 'products.spec.name', placeholder: 'products.spec.namePlaceholder', maxW: '48' },
  { key: 'optionsText', error: 'options', label: 'products.spec.options', placeholder: 'products.spec.optionsPlaceholder', flex: '1' },
];

/** Specification names with their options; "Generate SKUs" makes one row per combination. */
function SpecificationsEditor({ form, locked, errorOf, change }: EditorProps) {
  const t = useFeatureText(catalogMessages);
  const specs = form.specifications;
  const setSpec = (i: number, patch: Partial<(typeof specs)[number]>) =>
    change({ specifications: specs.map((s, j) => (j === i ? { ...s, ...patch } : s)) }, [`specifications.${i}`, 'specifications']);
  const tooManyVarying = varyingCount(specs) > CATALOG_LIMITS.variantAttributes;
  return (
    <Stack gap="2" mb="4">
      <Text fontWeight="medium" textStyle="sm">
        {t('products.spec.title')}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {t('products.spec.hint')}
      </Text>
      {specs.map((s, i) => (
        <HStack key={s.key} align="start" gap="2">
          {SPEC_INPUTS.map((f) => (
            <SpecInput
              key={f.key}
              maxW={f.maxW}
              flex={f.flex}
              error={errorOf(`specifications.${i}.${f.error}`)}
              aria-label={`${t(f.label)} ${i + 1}`}
              placeholder={t(f.placeholder)}
              value={s[f.key]}
              disabled={locked}
              onChange={(e) => setSpec(i, { [f.key]: e.target.value })}
            />
          ))}
          <RemoveRowButton
            size="sm"
            label={t('products.spec.remove', { name: s.name || String(i + 1) })}
            disabled={locked}
            onClick={() => change({ specifications: specs.filter((_, j) => j !== i) }, ['specifications'])}
          />
        </HStack>
      ))}
      {errorOf('specifications') || tooManyVarying ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {errorOf('specifications') ?? t('products.spec.tooManyVarying')}
        </Text>
      ) : null}
      <HStack>
        <AddRowButton
          disabled={locked || specs.length >= CATALOG_LIMITS.specificationNames}
          title={specs.length >= CATALOG_LIMITS.specificationNames ? t('products.spec.tooMany') : undefined}
          onClick={() => change({ specifications: [...specs, { key: newKey(), name: '', optionsText: '' }] }, ['specifications'])}
        >
          {t('products.spec.add')}
        </AddRowButton>
        <Button
          size="xs"
          colorPalette="teal"
          variant="subtle"
          disabled={locked || !specs.some((s) => optionsOf(s.optionsText).length) || tooManyVarying}
          onClick={() => change({ skus: generateRows(form) }, ['skus'])}
        >
          <LuWandSparkles />
          {t('products.spec.generate')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The headers of the SKU rows' input columns, in order. */
const SKU_COLUMNS = [
  'products.sku.sku',
  'products.sku.ean',
  'products.sku.barcode',
  'products.sku.price',
  'products.sku.purchasePrice',
  'products.sku.weight',
  'products.sku.stock',
] as const satisfies readonly CatalogMessageId[];

/** The SKU rows: codes, prices, weight, opening stock of new rows, components of combinations. */
function SkuTable({
  form,
  locked,
  errorOf,
  errors,
  setSku,
  change,
  onEditComponents,
}: EditorProps & {
  errors: FormErrors;
  setSku: (index: number, patch: Partial<SkuForm>) => void;
  onEditComponents: (key: string) => void;
}) {
  const t = useFeatureText(catalogMessages);
  const hasSpecs = form.specifications.length > 0;
  const cell = (
    i: number,
    key: 'sku' | 'ean' | 'barcode' | 'price' | 'purchasePrice' | 'weight' | 'stock',
    column: CatalogMessageId,
    width: string,
    disabled = false,
    title?: string,
  ) => {
    const error = errorOf(`skus.${i}.${key}`);
    const row = form.skus[i]!;
    return (
      <Table.Cell verticalAlign="top" minW={width}>
        <Input
          size="xs"
          aria-label={t('products.sku.cell', { row: i + 1, column: t(column) })}
          value={row[key]}
          disabled={locked || disabled}
          title={title}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setSku(i, { [key]: e.target.value })}
        />
        {error ? (
          <Text textStyle="xs" color="fg.error" mt="0.5">
            {error}
          </Text>
        ) : null}
      </Table.Cell>
    );
  };
  return (
    <Stack gap="2">
      <EditRowsTable
        tableProps={{ 'aria-label': t('products.section.skus') }}
        headers={[
          ...(hasSpecs ? [{ label: t('products.sku.options') }] : []),
          ...SKU_COLUMNS.map((c) => ({ label: t(c) })),
          { label: t('products.sku.components') },
        ]}
        rows={form.skus}
        rowKey={(r) => r.key}
        rowProps={(_, i) => ({ 'data-invalid': rowHasError(errors, i) || undefined })}
        cells={(r, i) => {
          const comboError = Object.keys(errors).some((k) => k.startsWith(`skus.${i}.components`));
          return (
            <>
              {hasSpecs ? (
                <Table.Cell verticalAlign="top">
                  <Text textStyle="sm" whiteSpace="nowrap">
                    {r.options.join(' / ') || '—'}
                  </Text>
                  <ErrorLine text={errorOf(`skus.${i}.options`)} />
                </Table.Cell>
              ) : null}
              {cell(i, 'sku', 'products.sku.sku', '40')}
              {cell(i, 'ean', 'products.sku.ean', '32')}
              {cell(i, 'barcode', 'products.sku.barcode', '28')}
              {cell(i, 'price', 'products.sku.price', '20')}
              {cell(i, 'purchasePrice', 'products.sku.purchasePrice', '20')}
              {cell(i, 'weight', 'products.sku.weight', '20')}
              {cell(
                i,
                'stock',
                'products.sku.stock',
                '20',
                r.id != null || r.components.length > 0,
                r.id != null ? t('products.sku.existingStock') : undefined,
              )}
              <Table.Cell verticalAlign="top">
                <Button
                  size="xs"
                  variant={r.components.length ? 'subtle' : 'ghost'}
                  colorPalette={comboError ? 'red' : r.components.length ? 'purple' : 'gray'}
                  aria-invalid={comboError || undefined}
                  disabled={locked}
                  onClick={() => onEditComponents(r.key)}
                >
                  {t('products.sku.editComponents', { count: r.components.length })}
                </Button>
                <ErrorLine text={errorOf(`skus.${i}.components`)} />
              </Table.Cell>
            </>
          );
        }}
        remove={{
          cellProps: { verticalAlign: 'top' },
          label: (_, i) => t('products.sku.remove', { row: i + 1 }),
          disabled: locked || form.skus.length <= 1,
          onRemove: (_, i) => change({ skus: form.skus.filter((_, j) => j !== i) }, ['skus']),
        }}
      />
      {errorOf('skus') ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {errorOf('skus')}
        </Text>
      ) : null}
      <HStack>
        <AddRowButton disabled={locked} onClick={() => change({ skus: [...form.skus, emptySku()] }, ['skus'])}>
          {t('products.sku.add')}
        </AddRowButton>
        <AddRowButton
          disabled={locked}
          onClick={() => {
            const row = emptySku();
            change({ skus: [...form.skus, row] }, ['skus']);
            onEditComponents(row.key);
          }}
        >
          {t('products.sku.addCombo')}
        </AddRowButton>
      </HStack>
    </Stack>
  );
}

/** Components of one combination SKU: picked from the company's SKUs or this product's rows. */
function ComboDialog({
  index,
  form,
  errorOf,
  onChange,
  onClose,
}: {
  index: number;
  form: ProductForm;
  errorOf: (path: string) => string | undefined;
  onChange: (components: ComponentForm[]) => void;
  onClose: () => void;
}) {
  const t = useFeatureText(catalogMessages);
  const row = form.skus[index]!;
  const components = row.components;
  const has = (sku: string) => components.some((c) => c.sku.toLowerCase() === sku.toLowerCase());
  const add = (sku: string) => {
    if (!has(sku)) onChange([...components, { sku, quantity: '1' }]);
  };
  const siblings = useMemo(() => form.skus.filter((r, i) => i !== index && r.sku.trim() && !r.components.length), [form.skus, index]);
  return (
    <InfoDialog title={t('products.combo.title', { sku: row.sku || `#${index + 1}` })} onClose={onClose} size="lg" closeText={t('products.combo.done')}>
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {t('products.combo.intro')}
        </Text>
        <SkuPicker disableCombos onPick={(s) => add(s.sku)} />
        {siblings.length ? (
          <HStack wrap="wrap" gap="1">
            <Text textStyle="xs" color="fg.muted">
              {t('products.combo.sameRow')}
            </Text>
            {siblings.map((s) => (
              <Button
                key={s.key}
                size="2xs"
                variant="outline"
                disabled={has(s.sku)}
                onClick={() => add(s.sku.trim())}
                aria-label={t('products.combo.addRow', { sku: s.sku })}
              >
                {s.sku}
              </Button>
            ))}
          </HStack>
        ) : null}
        {components.length ? (
          <EditRowsTable
            scroll={false}
            headers={[{ label: t('products.combo.component') }, { label: t('products.combo.quantity') }]}
            rows={components}
            rowKey={(c, j) => `${c.sku}-${j}`}
            cells={(c, j) => (
              <>
                <Table.Cell>
                  <Text>{c.sku}</Text>
                  <ErrorLine text={errorOf(`skus.${index}.components.${j}.sku`)} />
                </Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    width="24"
                    inputMode="numeric"
                    aria-label={`${t('products.combo.quantity')} ${c.sku}`}
                    value={c.quantity}
                    aria-invalid={errorOf(`skus.${index}.components.${j}.quantity`) ? true : undefined}
                    onChange={(e) => onChange(components.map((x, k) => (k === j ? { ...x, quantity: e.target.value } : x)))}
                  />
                  <ErrorLine text={errorOf(`skus.${index}.components.${j}.quantity`)} />
                </Table.Cell>
              </>
            )}
            remove={{ label: (c) => t('products.combo.remove', { sku: c.sku }), onRemove: (_, j) => onChange(components.filter((_, k) => k !== j)) }}
          />
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('products.combo.empty')}
          </Text>
        )}
      </Stack>
    </InfoDialog>
  );
}

/** A specification's name or options input, its error under it (`maxW` / `flex`: the field's width). */
function SpecInput({ error, maxW, flex, ...input }: Omit<InputProps, 'size'> & { error: string | undefined; maxW?: string; flex?: string }) {
  return (
    <Field.Root invalid={!!error} maxW={maxW} flex={flex}>
      <Input size="sm" aria-invalid={error ? true : undefined} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
