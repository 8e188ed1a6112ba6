/**
 * Pair a marketplace SKU with a local SKU (pairSkuInput of @erp/schema): marketplace, shop (or
 * every shop of it), marketplace SKU, the local SKU from the SKU picker and the local units per
 * marketplace unit. From /onlineProductPairingList the marketplace side comes filled in.
 */
import { Badge, Field, HStack, Text } from '@chakra-ui/react';
import { pairSkuInput } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { SkuPicker } from '../../../ui/resource/SkuPicker';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { PLATFORM_OPTIONS } from '../../shops/platforms';
import { announceOrdersChanged, platformLabel, usePairingCommands, useShopOptions } from '../hooks';
import { ordersMessages } from '../messages';

export interface PairingTarget {
  platformType: number;
  shopId: number;
  platformSku: string;
}

type Values = { platformType: string; shopId: string; platformSku: string; skuId: string; unitsPerItem: string };

export function PairingFormDialog({ target, onClose, onSaved }: { target?: PairingTarget; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(ordersMessages);
  const { pair } = usePairingCommands();
  const { options: shops } = useShopOptions();
  const [picked, setPicked] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return {
          platformType: numberOrUndefined(values.platformType),
          shopId: values.shopId === '' ? 0 : numberOrUndefined(values.shopId),
          platformSku: values.platformSku,
          skuId: numberOrUndefined(values.skuId),
          unitsPerItem: values.unitsPerItem === '' ? undefined : numberOrUndefined(values.unitsPerItem),
        };
      }, pairSkuInput),
    [],
  );
  const form = useZodForm(schema, {
    platformType: target ? String(target.platformType) : '',
    shopId: target ? String(target.shopId) : '',
    platformSku: target?.platformSku ?? '',
    skuId: '',
    unitsPerItem: '1',
  });
  const { setLabel } = form;
  useEffect(() => setLabel('skuId', t('pairingScreen.form.localSku')), [setLabel, t]);
  const platformShops = shops.filter((s) => String(s.platformType) === form.values.platformType);
  const skuError = form.errorText('skuId');

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await pair({ input }, { success: t('pairingScreen.saved'), failure: t('pairingScreen.failed'), form });
    if (outcome.ok) {
      announceOrdersChanged();
      onSaved();
    }
  };

  const title = target ? t('pairingScreen.form.pairTitle', { platformSku: target.platformSku }) : t('pairingScreen.form.title');
  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('pairingScreen.form.save')}
      cancelText={t('pairingScreen.form.cancel')}
    >
      {target ? (
        <HStack gap="3" textStyle="sm" wrap="wrap">
          <Badge>{platformLabel(target.platformType)}</Badge>
          <Text>{shops.find((s) => s.value === String(target.shopId))?.label ?? t('pairingScreen.allShops')}</Text>
          <Text fontFamily="mono" fontWeight="medium">
            {target.platformSku}
          </Text>
        </HStack>
      ) : (
        <>
          <FormKit.Select name="platformType" label={t('pairingScreen.form.platform')} required placeholder="—" options={PLATFORM_OPTIONS} />
          <FormKit.Select
            name="shopId"
            label={t('pairingScreen.form.shop')}
            options={[{ value: '', label: t('pairingScreen.allShops') }, ...platformShops.map((s) => ({ value: s.value, label: s.label }))]}
          />
          <FormKit.Field name="platformSku" label={t('pairingScreen.form.platformSku')} required />
        </>
      )}
      <Field.Root invalid={Boolean(skuError)} required>
        <Field.Label>
          {t('pairingScreen.form.localSku')}
          <Field.RequiredIndicator />
        </Field.Label>
        <SkuPicker
          aria-label={t('pairingScreen.form.pick')}
          onPick={(sku) => {
            setPicked(sku.sku);
            form.setValue('skuId', String(sku.id));
          }}
        />
        <input type="hidden" ref={form.register('skuId').ref} />
        {picked ? (
          <Text textStyle="sm" color="teal.fg">
            {t('pairingScreen.form.picked', { sku: picked })}
          </Text>
        ) : null}
        <Field.ErrorText>{skuError}</Field.ErrorText>
      </Field.Root>
      <FormKit.Field name="unitsPerItem" label={t('pairingScreen.form.units')} inputMode="numeric" />
    </FormDialog>
  );
}
