/** Ticks shops of one marketplace (authorized ones), for the draft runs and copies. */
import { Checkbox, Text, Wrap } from '@chakra-ui/react';
import type { PlatformName } from '@erp/schema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useMarketplaceShops } from '../hooks';
import { listingsMessages } from '../messages';

export function ShopChooser({ marketplace, value, onChange }: { marketplace: PlatformName; value: readonly number[]; onChange: (ids: number[]) => void }) {
  const t = useFeatureText(listingsMessages);
  const shops = useMarketplaceShops(marketplace);
  if (!shops.loading && shops.options.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('listings.form.noShop', { marketplace })}
      </Text>
    );
  return (
    <Wrap gap="3">
      {shops.options.map((s) => {
        const id = Number(s.value);
        return (
          <Checkbox.Root
            key={s.value}
            size="sm"
            checked={value.includes(id)}
            onCheckedChange={(d) => onChange(d.checked === true ? [...value, id] : value.filter((x) => x !== id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{s.label}</Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </Wrap>
  );
}
