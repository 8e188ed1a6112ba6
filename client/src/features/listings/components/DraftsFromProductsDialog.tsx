/**
 * Drafts from the product library on several shops (of one site) at once, each shop with its price
 * rule: the SKU's price in yuan at the company's exchange rate, plus a markup, rounded (issue 19).
 * Drafts the library cannot complete (image sizes, category attributes) are saved and say so.
 */
import { Fieldset, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, PRICE_ROUNDINGS, percentInput, type PlatformName, type PriceRounding } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormKit, useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
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
  skuIds: number[];
  shops: ShopRule[];
  category: string;
  quantity: string;
}

const schema = z
  .object({
    skuIds: z.array(z.number()).min(1, { error: 'listing.productsRequired' }),
    shops: z.array(z.object({ shopId: z.number(), markupPercent: percentInput, rounding: z.enum(PRICE_ROUNDINGS) })).min(1, { error: 'listing.shopsRequired' }),
    category: z.string().trim().max(200),
    quantity: z.string().trim().regex(/^\d*$/, { error: 'listing.quantityInteger' }),
  })
  .transform((v) => ({ ...v, category: v.category || undefined, quantity: v.quantity === '' ? undefined : Number(v.quantity) }));

export function DraftsFromProductsDialog({ marketplace, onClose, onSaved }: { marketplace: PlatformName; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(listingsMessages);
  const commands = useListingCommands();
  const shops = useMarketplaceShops(marketplace);
  const initial: Values = { skuIds: [], shops: [], category: '', quantity: '' };
  const form = useZodForm(schema, initial);
  const [skus, setSkus] = useState<PickedSku[]>([]);
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
      <FormKit.Field name="skuIds" label={t('listings.drafts.skus')} required>
        {() => (
          <Stack gap="2" width="full">
            <SkuPicker
              excludeIds={skus.map((s) => s.id)}
              onPick={(sku) => {
                const next = [...skus, sku];
                setSkus(next);
                form.setValue(
                  'skuIds',
                  next.map((s) => s.id),
                );
              }}
              aria-label={t('listings.drafts.skus')}
            />
            <Text textStyle="sm" color="fg.muted">
              {skus.length ? skus.map((s) => `${s.sku} ${s.productName}`).join(' · ') : t('listings.drafts.noSkus')}
            </Text>
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
