/**
 * /createOrder (a tool page in its own window, like /addProduct): a manual order — shop, buyer and
 * address, items picked with the SKU picker with quantity and price, currency and shipping fee.
 * Checked with createOrderInput of @erp/schema before it is sent; the server's field errors land on
 * their inputs (item cells too: `items.0.quantity`).
 */
import { Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createOrderInput } from '@erp/schema';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useLeaveWarning } from '../../ui/useLeaveWarning';
import { FormKit, PermissionGuard, toastSuccess, useZodForm } from '../../ui';
import { LineItemsEditor } from '../../ui/resource/LineItemsEditor';
import { numberOrUndefined } from '../inventory/components/ProductCell';
import { useFeatureText } from '../../i18n/featureIntl';
import { FeatureScope, PageFrame } from '../../ui/FeatureScope';
import { announceOrdersChanged, useOrderCommands, useShopOptions } from './hooks';
import { ordersMessages } from './messages';
import { blankAsUndefined, useLinesSchema } from '../../ui/resource/useLinesSchema';

export function CreateOrderPage() {
  return (
    <FeatureScope messages={ordersMessages}>
      <Container maxW="5xl" py="4">
        <CreateOrderForm />
      </Container>
    </FeatureScope>
  );
}

interface Line {
  skuId: number;
  sku: string;
  productName: string;
  image: string;
  quantity: string;
  unitPrice: string;
}

const TEXT_FIELDS = [
  'shopId',
  'platformOrderNo',
  'buyerAccount',
  'buyerName',
  'buyerPhone',
  'buyerEmail',
  'country',
  'state',
  'city',
  'postcode',
  'address1',
  'address2',
  'currency',
  'shippingFee',
  'buyerNote',
  'sellerNote',
  'items',
] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string>;

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'PLN', 'RUB', 'BRL', 'MXN', 'AUD', 'CAD', 'SGD', 'MYR', 'THB', 'PHP', 'IDR', 'VND', 'KRW'];

function CreateOrderForm() {
  const t = useFeatureText(ordersMessages);
  const { create } = useOrderCommands();
  const { options: shops } = useShopOptions();
  const { lines, setLines, schema } = useLinesSchema<Line, Values, typeof createOrderInput>([], createOrderInput, (values, lines) => {
    return {
      ...values,
      shopId: numberOrUndefined(values.shopId),
      shippingFee: blankAsUndefined(values.shippingFee),
      items: lines.map((l) => ({
        skuId: l.skuId,
        quantity: numberOrUndefined(l.quantity),
        unitPrice: blankAsUndefined(l.unitPrice),
      })),
    };
  });
  // Opened from a conversation (the chat widget's "create order", platform type 33): the shop and
  // the buyer come in the address (?shopId=&buyerName=&buyerAccount=).
  const [params] = useSearchParams();
  const blank = useMemo(() => ({ ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])), currency: 'USD' }) as Values, []);
  const initial = useMemo(
    () => ({ ...blank, shopId: params.get('shopId') ?? '', buyerName: params.get('buyerName') ?? '', buyerAccount: params.get('buyerAccount') ?? '' }),
    // the address is read once, when the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useZodForm(schema, initial);
  const { setLabel } = form;
  useEffect(() => setLabel('items', t('orderScreen.form.items')), [setLabel, t]);
  const dirty = lines.length > 0 || TEXT_FIELDS.some((f) => f !== 'currency' && form.values[f] !== '');
  useLeaveWarning(dirty, t('orderScreen.form.leave'));

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await create({ input }, { failure: t('orderScreen.failed'), form });
    if (outcome.ok) {
      toastSuccess(t('orderScreen.form.created', { orderNo: outcome.data.orderNo }));
      announceOrdersChanged();
      setLines([]);
      form.reset(blank);
    }
  };

  return (
    <PageFrame title={t('orderScreen.title.create')}>
      <PermissionGuard permission="order.create" fallback={<Text color="fg.muted">{t('orderScreen.notAvailable')}</Text>}>
        <FormKit.Root form={form} onSubmit={submit} aria-label={t('orderScreen.title.create')} gap="6">
          <Stack gap="3" as="section" aria-label={t('orderScreen.form.sections.order')}>
            <Text fontWeight="semibold">{t('orderScreen.form.sections.order')}</Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormKit.Select
                name="shopId"
                label={t('orderScreen.form.shop')}
                required
                placeholder={t('orderScreen.pull.chooseShop')}
                options={shops.map((s) => ({ value: s.value, label: s.label }))}
              />
              <FormKit.Field name="platformOrderNo" label={t('orderScreen.form.platformOrderNo')} />
              <FormKit.Select name="currency" label={t('orderScreen.form.currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </SimpleGrid>
          </Stack>

          <Stack gap="3" as="section" aria-label={t('orderScreen.form.sections.buyer')}>
            <Text fontWeight="semibold">{t('orderScreen.form.sections.buyer')}</Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormKit.Field name="buyerName" label={t('orderScreen.form.buyerName')} required />
              <FormKit.Field name="buyerPhone" label={t('orderScreen.form.buyerPhone')} inputMode="tel" />
              <FormKit.Field name="buyerEmail" label={t('orderScreen.form.buyerEmail')} type="email" />
              <FormKit.Field name="buyerAccount" label={t('orderScreen.form.buyerAccount')} />
              <FormKit.Field name="country" label={t('orderScreen.form.country')} required maxLength={2} />
              <FormKit.Field name="state" label={t('orderScreen.form.state')} />
              <FormKit.Field name="city" label={t('orderScreen.form.city')} />
              <FormKit.Field name="postcode" label={t('orderScreen.form.postcode')} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormKit.Field name="address1" label={t('orderScreen.form.address1')} required />
              <FormKit.Field name="address2" label={t('orderScreen.form.address2')} />
            </SimpleGrid>
          </Stack>

          <Stack gap="3" as="section" aria-label={t('orderScreen.form.items')}>
            <LineItemsEditor
              name="items"
              lines={lines}
              onChange={setLines}
              newLine={(sku) => ({ skuId: sku.id, sku: sku.sku, productName: sku.productName, image: sku.image, quantity: '1', unitPrice: '' })}
              columns={['quantity', 'price']}
              headers={{ quantity: t('orderScreen.detail.quantity'), price: t('orderScreen.detail.unitPrice') }}
              errors={form}
              label={t('orderScreen.form.items')}
              required
              picker={{ disableCombos: false }}
            />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormKit.Field name="shippingFee" label={t('orderScreen.form.shippingFee')} inputMode="decimal" placeholder="0.00" />
            </SimpleGrid>
          </Stack>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormKit.Textarea name="buyerNote" label={t('orderScreen.form.buyerNote')} rows={2} />
            <FormKit.Textarea name="sellerNote" label={t('orderScreen.form.sellerNote')} rows={2} />
          </SimpleGrid>
          <HStack justify="flex-end">
            <FormKit.Submit>{t('orderScreen.form.submit')}</FormKit.Submit>
          </HStack>
        </FormKit.Root>
      </PermissionGuard>
    </PageFrame>
  );
}
