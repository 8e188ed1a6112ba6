/**
 * Drafts from the product library on several shops (of one site) at once, each shop with its price
 * rule: the SKU's price in yuan at the company's exchange rate, plus a markup, rounded (issue 19).
 * What is drafted: whole products (all their SKUs; shown to those who may read the product
 * library) and single SKUs; several SKUs of one product become one listing with variations.
 * Drafts the library cannot complete (image sizes, category attributes) are saved and say so.
 */
import { Fieldset, HStack, Input, NativeSelect, Stack, Table, Tag, Text, Wrap } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, PRICE_ROUNDINGS, percentInput, type PlatformName, type PriceRounding } from '@erp/schema';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormKit, useZodForm } from '../../../ui';
import { useHasPermission } from '../../../ui/PermissionGuard';
import { ProductPicker, RecordFormDialog, type PickedProduct } from '../../../ui/resource';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { useListingCommands, useMarketplaceShops } from '../hooks';
import { listingsMessages, type ListingsMessageId } from '../messages';
import { ShopChooser } from './ShopChooser';

interface ShopRule {
  shopId: number;
  markupPercent: string;
  rounding: PriceRounding;
}
interface Values extends Record<string, unknown> {
  /** Only where the product picker shows (the user may read the product library). */
  productIds?: number[];
  skuIds: number[];
  shops: ShopRule[];
  category: string;
  quantity: string;
}

const count = (ids: unknown) => (Array.isArray(ids) ? ids.length : 0);

/** The form's rules; "choose a product or SKU" shows on the first picker shown (`pickField`). */
const schemaFor = (pickField: 'productIds' | 'skuIds') =>
  z
    .object({
      productIds: z.array(z.number()).default([]),
      skuIds: z.array(z.number()),
      shops: z
        .array(z.object({ shopId: z.number(), markupPercent: percentInput, rounding: z.enum(PRICE_ROUNDINGS) }))
        .min(1, { error: 'listing.shopsRequired' }),
      category: z.string().trim().max(200),
      quantity: z.string().trim().regex(/^\d*$/, { error: 'listing.quantityInteger' }),
    })
    // a product or a SKU (the server's rule), checked with the other fields' rules (`when`)
    .refine((v) => count(v.productIds) + count(v.skuIds) > 0, { path: [pickField], error: 'listing.productsRequired', when: () => true })
    .transform((v) => ({ ...v, category: v.category || undefined, quantity: v.quantity === '' ? undefined : Number(v.quantity) }));

export function DraftsFromProductsDialog({ marketplace, onClose, onSaved }: { marketplace: PlatformName; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(listingsMessages);
  const commands = useListingCommands();
  const shops = useMarketplaceShops(marketplace);
  const canReadProducts = useHasPermission('productLibrary');
  const schema = useMemo(() => schemaFor(canReadProducts ? 'productIds' : 'skuIds'), [canReadProducts]);
  const initial: Values = { ...(canReadProducts ? { productIds: [] } : {}), skuIds: [], shops: [], category: '', quantity: '' };
  const form = useZodForm(schema, initial);
  const [products, setProducts] = useState<PickedProduct[]>([]);
  const [skus, setSkus] = useState<PickedSku[]>([]);
  const pickProducts = (next: PickedProduct[]) => {
    setProducts(next);
    form.setValue(
      'productIds',
      next.map((p) => p.id),
    );
    form.clearError('productIds');
  };
  const pickSkus = (next: PickedSku[]) => {
    setSkus(next);
    form.setValue(
      'skuIds',
      next.map((s) => s.id),
    );
    form.clearError('productIds');
    form.clearError('skuIds');
  };
  const rules = form.values.shops;
  const setRules = (next: ShopRule[]) => form.setValue('shops', next);
  const shopName = (id: number) => shops.options.find((o) => o.value === String(id))?.label ?? String(id);
  const pickShops = (ids: number[]) =>
    setRules(ids.map((shopId) => rules.find((r) => r.shopId === shopId) ?? { shopId, markupPercent: '0', rounding: 'cents' }));
  const setRule = (shopId: number, patch: Partial<ShopRule>) => setRules(rules.map((r) => (r.shopId === shopId ? { ...r, ...patch } : r)));
  return (
    <RecordFormDialog
      title={t('listings.drafts.title', { marketplace: MARKETPLACE_LABELS[marketplace] })}
      hint={t('listings.drafts.hint')}
      form={form}
      size="lg"
      busy={commands.busy}
      onClose={onClose}
      onSaved={onSaved}
      failure={t('listings.failed')}
      submitText={t('listings.drafts.submit')}
      save={(input, feedback) => commands.drafts({ marketplace, input }, feedback)}
      success={(_, run) => {
        const incomplete = run.listings.filter((l) => l.problems.length > 0).length;
        return t('listings.drafts.done', { count: run.listings.length, incomplete });
      }}
      fields={[]}
    >
      {canReadProducts ? (
        <FormKit.Field name="productIds" label={t('listings.drafts.products')} helperText={t('listings.drafts.productsHint')}>
          {() => (
            <Stack gap="2" width="full">
              <ProductPicker
                excludeIds={products.map((p) => p.id)}
                onPick={(product) => pickProducts([...products, product])}
                aria-label={t('listings.drafts.products')}
              />
              {products.length ? (
                <Wrap gap="2" role="list" aria-label={t('listings.drafts.products')}>
                  {products.map((p) => (
                    <Tag.Root key={p.id} size="md" role="listitem">
                      <Tag.Label title={p.name}>{t('listings.drafts.productTag', { spu: p.spu, count: p.skuCount })}</Tag.Label>
                      <Tag.EndElement>
                        <Tag.CloseTrigger
                          aria-label={t('listings.drafts.removeProduct', { spu: p.spu })}
                          onClick={() => pickProducts(products.filter((x) => x.id !== p.id))}
                        />
                      </Tag.EndElement>
                    </Tag.Root>
                  ))}
                </Wrap>
              ) : null}
            </Stack>
          )}
        </FormKit.Field>
      ) : null}
      <FormKit.Field name="skuIds" label={t('listings.drafts.skus')}>
        {() => (
          <Stack gap="2" width="full">
            <SkuPicker excludeIds={skus.map((s) => s.id)} onPick={(sku) => pickSkus([...skus, sku])} aria-label={t('listings.drafts.skus')} />
            {skus.length ? (
              <Wrap gap="2" role="list" aria-label={t('listings.drafts.skus')}>
                {skus.map((s) => (
                  <Tag.Root key={s.id} size="md" role="listitem">
                    <Tag.Label title={s.productName}>{s.sku}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger
                        aria-label={t('listings.drafts.removeSku', { sku: s.sku })}
                        onClick={() => pickSkus(skus.filter((x) => x.id !== s.id))}
                      />
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
              </Wrap>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('listings.drafts.noSkus')}
              </Text>
            )}
          </Stack>
        )}
      </FormKit.Field>
      {/* A fieldset, not a field: each shop's checkbox keeps its own label. */}
      <Fieldset.Root invalid={Boolean(form.errorText('shops'))}>
        <Fieldset.Legend>{t('listings.drafts.shops')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('listings.drafts.sameSite')}</Fieldset.HelperText>
        <Fieldset.Content>
          <Stack gap="2" width="full">
            <ShopChooser marketplace={marketplace} value={rules.map((r) => r.shopId)} onChange={pickShops} />
            {rules.length ? (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('listings.form.shop')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('listings.drafts.markup')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('listings.drafts.rounding')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rules.map((r) => (
                    <Table.Row key={r.shopId}>
                      <Table.Cell>{shopName(r.shopId)}</Table.Cell>
                      <Table.Cell>
                        <Input
                          size="sm"
                          maxW="24"
                          inputMode="decimal"
                          value={r.markupPercent}
                          onChange={(e) => setRule(r.shopId, { markupPercent: e.target.value })}
                          aria-label={t('listings.drafts.markupOf', { shop: shopName(r.shopId) })}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <NativeSelect.Root size="sm" maxW="48">
                          <NativeSelect.Field
                            value={r.rounding}
                            onChange={(e) => setRule(r.shopId, { rounding: e.target.value as PriceRounding })}
                            aria-label={t('listings.drafts.roundingOf', { shop: shopName(r.shopId) })}
                          >
                            {PRICE_ROUNDINGS.map((x) => (
                              <option key={x} value={x}>
                                {t(`listings.rounding.${x}` as ListingsMessageId)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : null}
          </Stack>
        </Fieldset.Content>
        <Fieldset.ErrorText>{form.errorText('shops')}</Fieldset.ErrorText>
      </Fieldset.Root>
      <HStack gap="4" align="start">
        <FormKit.Field name="category" label={t('listings.form.category')} />
        <FormKit.Field name="quantity" label={t('listings.form.quantity')} inputMode="numeric" />
      </HStack>
    </RecordFormDialog>
  );
}
