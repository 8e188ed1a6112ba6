/** /shopsConfig: a shop's rates and EU tax settings (`?id=` picks the shop). */
import { Alert, Button, Card, Field, HStack, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { EU_TAX_TYPES, formRules, PROFIT_FEE_MODES, type FormRule } from '@erp/schema';
import { useId } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormKit, LoadFailed, Notice, PermissionGuard, useHasPermission, useZodForm } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { ShopStatus } from './components/ShopStatus';
import { useShopConfig, useShopConfigOptions, useShopCommands, type ShopConfigRow } from './hooks';
import { shopsMessages, type ShopsMessageId } from './messages';
import { percentText } from './platforms';

export const ShopsConfigPage = featurePage(shopsMessages, ShopsConfigScreen);

/** Rules run one after the other: text in, text out (a rule accepts any input, so this is safe). */
const then = (first: FormRule, next: FormRule) => first.pipe(next as z.ZodType<string, string>);

/** A percentage 0–100 with at most two decimals (shared form rules, docs/decisions.md 'Shops'). */
const rate = () => then(formRules.twoDecimal({ required: true }), formRules.upTo(100));

export const shopConfigSchema = z.object({
  platformRate: rate(),
  transferRate: rate(),
  vatRate: rate(),
  euTaxNumber: then(formRules.nonChinese(), z.string().max(50, { error: 'validation.tooLong' })),
  euTaxType: z.enum(EU_TAX_TYPES, { error: 'validation.euTaxType' }),
  // how the marketplace fee is taken from the order (spec 02 §9), read by the order profit
  platformFeeMode: z.enum(PROFIT_FEE_MODES, { error: 'validation.platformFeeMode' }),
});

function ShopsConfigScreen() {
  const t = useFeatureText(shopsMessages);
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const { options: shops, error: optionsError, refetch: refetchOptions } = useShopConfigOptions();
  const rawId = params.get('id') ?? '';
  // Anything but a GraphQL Int id is a shop that does not exist (not a request the API refuses).
  const id = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= 2 ** 31 - 1 ? Number(rawId) : null;
  const { shop, loading, error: shopError, refetch: refetchShop } = useShopConfig(id);
  const error = shopError ?? (shops.length === 0 ? optionsError : undefined);
  const retry = () => {
    void refetchOptions();
    if (id != null) void refetchShop();
  };

  let content;
  if (error && !shop) {
    content = <LoadFailed title={t('shops.config.loadFailed')} onRetry={retry} retryText={t('shops.config.retry')} />;
  } else if (!rawId) {
    content = <Text color="fg.muted">{t('shops.config.pickShop')}</Text>;
  } else if (loading && !shop) {
    content = <Skeleton height="64" data-testid="shop-config-loading" />;
  } else if (!shop) {
    content = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('shops.config.notFound')}</Alert.Title>
      </Alert.Root>
    );
  } else {
    content = <ShopConfigForm key={shop.id} shop={shop} onSaved={refetchShop} />;
  }

  return (
    <PageFrame
      title={t('shops.config.title')}
      description={t('shops.config.description')}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/shops">
            <LuArrowLeft />
            {t('shops.config.back')}
          </RouterLink>
        </Button>
      }
    >
      <Field.Root maxW="md">
        <Field.Label htmlFor={selectId}>{t('shops.config.shop')}</Field.Label>
        <NativeSelect.Root size="sm" disabled={shops.length === 0}>
          <NativeSelect.Field
            id={selectId}
            value={shops.some((s) => s.id === id) ? String(id) : ''}
            onChange={(e) => setParams(e.target.value ? { id: e.target.value } : {})}
          >
            <option value="">{t('shops.config.pickShop')}</option>
            {shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.platformLabel} · {s.shopName}
                {s.alias ? ` (${s.alias})` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {content}
    </PageFrame>
  );
}

/** The three rates of a shop, each a percentage field. */
const RATE_FIELDS = ['platformRate', 'transferRate', 'vatRate'] as const;

function ShopConfigForm({ shop, onSaved }: { shop: ShopConfigRow; onSaved: () => void }) {
  const t = useFeatureText(shopsMessages);
  const canEdit = useHasPermission('shop.update');
  const { update } = useShopCommands();
  const form = useZodForm(shopConfigSchema, {
    platformRate: percentText(shop.platformRate),
    transferRate: percentText(shop.transferRate),
    vatRate: percentText(shop.vatRate),
    euTaxNumber: shop.euTaxNumber,
    euTaxType: (EU_TAX_TYPES as readonly string[]).includes(shop.euTaxType) ? shop.euTaxType : '',
    platformFeeMode: (PROFIT_FEE_MODES as readonly string[]).includes(shop.platformFeeMode) ? shop.platformFeeMode : 'multiply',
  });

  const submit = async (input: z.output<typeof shopConfigSchema>) => {
    const outcome = await update({ input: { id: shop.id, ...input } }, { success: t('shops.config.saved'), failure: t('shops.saveFailed'), form });
    if (outcome.ok) onSaved();
  };

  const feeModeOptions = PROFIT_FEE_MODES.map((mode) => ({ value: mode, label: t(`shops.config.platformFeeMode.${mode}`) }));
  const taxTypeOptions = EU_TAX_TYPES.map((type) => ({
    value: type,
    label: t(`shops.config.euTaxType.${type || 'none'}` as ShopsMessageId),
  }));

  return (
    <Card.Root maxW="3xl">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Stack gap="0">
            <Card.Title>{shop.shopName}</Card.Title>
            <Text textStyle="sm" color="fg.muted">
              {shop.platformLabel}
              {shop.site ? ` · ${shop.site}` : ''}
              {shop.alias ? ` · ${shop.alias}` : ''}
            </Text>
          </Stack>
          <ShopStatus status={shop.status} reason={shop.authFailReason} />
        </HStack>
      </Card.Header>
      <Card.Body>
        {!canEdit ? <Notice size="sm" mb="4" title={t('shops.config.readOnly')} /> : null}
        <FormKit.Root form={form} onSubmit={submit} aria-label={t('shops.config.title')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {RATE_FIELDS.map((name) => (
              <FormKit.Field
                key={name}
                name={name}
                label={t(`shops.config.${name}`)}
                required
                inputMode="decimal"
                readOnly={!canEdit}
                helperText={t('shops.config.rateHint')}
              />
            ))}
          </SimpleGrid>
          <FormKit.Select name="platformFeeMode" label={t('shops.config.platformFeeMode')} options={feeModeOptions} disabled={!canEdit} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormKit.Field name="euTaxNumber" label={t('shops.config.euTaxNumber')} readOnly={!canEdit} />
            <FormKit.Select name="euTaxType" label={t('shops.config.euTaxType')} options={taxTypeOptions} disabled={!canEdit} />
          </SimpleGrid>
          <PermissionGuard permission="shop.update">
            <HStack justify="flex-end">
              <FormKit.Submit>{t('shops.save')}</FormKit.Submit>
            </HStack>
          </PermissionGuard>
        </FormKit.Root>
      </Card.Body>
    </Card.Root>
  );
}
