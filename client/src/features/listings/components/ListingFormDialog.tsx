/**
 * Create or edit a listing of one marketplace, the form rendered from its definition
 * (`LISTING_DEFINITIONS[marketplace]`): its sites, whether it has a subtitle, its own attributes and
 * the category's, shipping options where it needs them, variations (up to two attributes) and a
 * video where it takes them; checked by the same rules the server applies. Saving keeps it a draft;
 * publishing is the list's "Publish".
 */
import { Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LISTING_DEFINITIONS, MARKETPLACE_LABELS, type AttributeDefinition, type PlatformName } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog, SkuPicker, useLinesSchema, useRecord, type RecordLayout } from '../../../ui/resource';
import { useMessageText } from '../../../ui/useUiText';
import { useZodForm } from '../../../ui/useZodForm';
import { customField } from '../../../ui/resource/customField';
import { useListingCommands, useMarketplaceShops, type ListingRow } from '../hooks';
import {
  contentInput,
  createInput,
  initialExtras,
  initialValues,
  listingSchema,
  rawListing,
  type ImageDraft,
  type ListingExtras,
  type ListingValues,
  type ShippingDraft,
  type VariationDraft,
  type VideoDraft,
} from '../listingForm';
import { ListingCategoryAttributesDocument } from '../listings.generated';
import { listingsMessages } from '../messages';
import { CategoryPicker } from './CategoryPicker';
import { ImageRows, ShippingRows } from './ListingRows';
import { VariationsEditor } from './VariationsEditor';
import { VideoFields } from './VideoFields';

export interface ListingFormDialogProps {
  marketplace: PlatformName;
  listing?: ListingRow;
  onClose: () => void;
  onSaved: () => void;
}

type Attribute = Pick<AttributeDefinition, 'name' | 'type' | 'required'> & { options?: readonly string[] };

export function ListingFormDialog({ marketplace, listing, onClose, onSaved }: ListingFormDialogProps) {
  const t = useFeatureText(listingsMessages);
  const message = useMessageText();
  const def = LISTING_DEFINITIONS[marketplace];
  const label = MARKETPLACE_LABELS[marketplace];
  const shops = useMarketplaceShops(marketplace);
  const commands = useListingCommands();
  const [extras] = useState<ListingExtras>(() => initialExtras(listing));
  const [images, setImages] = useState<ImageDraft[]>(extras.images);
  const [shipping, setShipping] = useState<ShippingDraft[]>(extras.shipping);
  const [attributes, setAttributes] = useState<Record<string, string>>(extras.attributes);
  const [variationAttributes, setVariationAttributes] = useState<string[]>(extras.variationAttributes);
  const [variations, setVariations] = useState<VariationDraft[]>(extras.variations);
  const [video, setVideo] = useState<VideoDraft>(extras.video);
  const [category, setCategory] = useState(listing?.category ?? '');

  const schema = useMemo(() => listingSchema(def), [def]);
  // the rows and the attribute types are read when the form is checked (after this render)
  const lines = useLinesSchema<ListingExtras, ListingValues, typeof schema>([], schema, (values) =>
    rawListing(def, values, { images, shipping, attributes, variationAttributes, variations, video }, ints, listing),
  );
  const form = useZodForm(lines.schema, initialValues(def, listing, ''));
  const shopId = form.values.shopId ? Number(form.values.shopId) : null;
  const { errorText, fieldRef, clearError } = form;
  const sectionForm = useMemo(() => ({ errorText, fieldRef, clearError }), [errorText, fieldRef, clearError]);

  const categoryAttributes = useRecord(
    ListingCategoryAttributesDocument,
    (d) => d.listingCategoryAttributes,
    { marketplace, shopId: shopId ?? 0, categoryId: category },
    { skip: !shopId || !category, fetchPolicy: 'cache-first', silent: true },
  ).record;
  const attributeList: Attribute[] = useMemo(() => {
    const fromCategory = categoryAttributes?.__typename === 'QueryListingCategoryAttributesSuccess' ? categoryAttributes.data : [];
    const own = def.attributes.map((a) => ({ name: a.name, type: a.type, required: a.required, options: a.options }));
    const names = new Set(own.map((a) => a.name));
    return [
      ...own,
      ...fromCategory
        .filter((a) => !names.has(a.name))
        .map((a) => ({ name: a.name, type: a.type as Attribute['type'], required: a.required, options: a.options })),
    ];
  }, [categoryAttributes, def]);
  const ints = useMemo(() => new Set(attributeList.filter((a) => a.type === 'int').map((a) => a.name)), [attributeList]);

  // a marketplace with one authorized shop: that shop
  const onlyShop = !listing && shops.options.length === 1 ? shops.options[0]!.value : null;
  useEffect(() => {
    if (onlyShop && !form.values.shopId) form.setValue('shopId', onlyShop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyShop]);
  const attributeName = (name: string) => {
    const id = `listing.attribute.${name}`;
    const text = message(id);
    return text === id ? name : text;
  };

  const fields: RecordLayout = [
    listing
      ? null
      : {
          name: 'shopId',
          label: t('listings.form.shop'),
          kind: 'select',
          required: true,
          placeholder: shops.options.length ? undefined : t('listings.form.noShop', { marketplace: label }),
          options: shops.options,
        },
    {
      columns: 2,
      fields: [
        {
          name: 'site',
          label: t('listings.form.site'),
          kind: 'select',
          required: true,
          options: def.sites.map((s) => ({ value: s.code, label: `${s.code} · ${s.currency}` })),
        },
        customField('skuId', t('listings.form.sku'), () => (
          <SkuPicker
            aria-label={t('listings.form.sku')}
            onPick={(sku) => form.setValues({ skuId: String(sku.id), sellerSku: sku.sku, title: form.values.title || sku.productName })}
          />
        )),
      ],
    },
    {
      kind: 'custom',
      name: 'category',
      render: () => (
        <CategoryPicker
          marketplace={marketplace}
          shopId={shopId}
          value={category}
          error={form.errorText('category')}
          inputRef={form.fieldRef('category')}
          onChange={(id) => {
            setCategory(id);
            form.setValue('category', id);
          }}
        />
      ),
    },
    {
      name: 'title',
      label: t('listings.form.title'),
      required: true,
      hint: t('listings.form.titleCount', { length: form.values.title.length, max: def.title.max }),
    },
    def.subtitle ? { name: 'subtitle', label: t('listings.form.subtitle') } : null,
    { name: 'description', label: t('listings.form.description'), kind: 'textarea', rows: 4, required: true },
    {
      columns: 4,
      fields: [
        // with variations, each variation has its own SKU
        { name: 'sellerSku', label: t('listings.form.sellerSku'), required: variations.length === 0 },
        {
          name: 'price',
          label: t('listings.form.price', { currency: def.sites.find((s) => s.code === form.values.site)?.currency ?? '' }),
          kind: 'decimal',
          required: true,
        },
        { name: 'quantity', label: t('listings.form.quantity'), kind: 'number' },
        { name: 'taxRate', label: t('listings.form.taxRate'), kind: 'decimal' },
      ],
    },
    { kind: 'custom', name: 'images', render: () => <ImageRows form={sectionForm} rows={images} setRows={setImages} /> },
    attributeList.length
      ? {
          kind: 'custom',
          name: 'attributes',
          render: () => (
            <Stack gap="2">
              <Text fontWeight="medium" textStyle="sm">
                {t('listings.form.attributes')}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {attributeList.map((a) => (
                  <AttributeInput
                    key={a.name}
                    attribute={a}
                    label={attributeName(a.name)}
                    value={attributes[a.name] ?? ''}
                    error={form.errorText(`attributes.${a.name}`)}
                    inputRef={form.fieldRef(`attributes.${a.name}`)}
                    onChange={(v) => {
                      form.clearError(`attributes.${a.name}`);
                      setAttributes((all) => ({ ...all, [a.name]: v }));
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ),
        }
      : null,
    // shown where the marketplace takes them, or when a listing (a copy) already has some
    def.variations.maxVariations > 0 || variations.length
      ? {
          kind: 'custom',
          name: 'variations',
          render: () => (
            <VariationsEditor
              form={sectionForm}
              def={def}
              names={variationAttributes}
              setNames={setVariationAttributes}
              rows={variations}
              setRows={setVariations}
              price={form.values.price}
            />
          ),
        }
      : null,
    def.video || listing?.video
      ? { kind: 'custom', name: 'video', render: () => <VideoFields form={sectionForm} rules={def.video} video={video} setVideo={setVideo} /> }
      : null,
    def.shipping.minOptions > 0 || shipping.length
      ? { kind: 'custom', name: 'shippingOptions', render: () => <ShippingRows form={sectionForm} rows={shipping} setRows={setShipping} /> }
      : null,
    {
      columns: 2,
      fields: [
        { name: 'keywords', label: t('listings.form.keywords') },
        { name: 'labels', label: t('listings.form.labels') },
      ],
    },
    {
      columns: 2,
      fields: [
        { name: 'shippingPolicy', label: t('listings.form.shippingPolicy') },
        { name: 'returnPolicy', label: t('listings.form.returnPolicy') },
      ],
    },
  ];

  return (
    <RecordFormDialog
      title={listing ? t('listings.form.edit', { sku: listing.sellerSku || listing.title }) : t('listings.form.create', { marketplace: label })}
      hint={t('listings.form.hint', {
        marketplace: label,
        titleMax: def.title.max,
        imagesMin: def.images.min,
        imagesMax: def.images.max,
        minSide: def.images.minSide,
      })}
      size="xl"
      form={form}
      fields={fields}
      busy={commands.busy}
      onClose={onClose}
      onSaved={onSaved}
      success={t('listings.form.saved')}
      failure={t('listings.form.saveFailed')}
      save={(out, feedback) =>
        listing
          ? commands.update({ marketplace, id: listing.id, input: contentInput(out) }, feedback)
          : commands.create({ marketplace, input: createInput(out) }, feedback)
      }
    />
  );
}

interface AttributeInputProps {
  attribute: Attribute;
  label: string;
  value: string;
  error: string | undefined;
  inputRef: (el: HTMLInputElement | HTMLSelectElement | null) => void;
  onChange: (value: string) => void;
}

/** A marketplace or category attribute: a select of its options, or a text / whole-number input. */
function AttributeInput({ attribute, label, value, error, inputRef, onChange }: AttributeInputProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={attribute.required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {attribute.type === 'select' && attribute.options?.length ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field ref={inputRef} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="" />
            {attribute.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          size="sm"
          ref={inputRef}
          inputMode={attribute.type === 'int' ? 'numeric' : undefined}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
