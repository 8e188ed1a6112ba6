/**
 * Search-as-you-type picker of whole products of the product library (the SKU picker's sibling:
 * `SkuPicker` picks one SKU, this one a product with all its SKUs). Typing searches SPU, product
 * name and SKU codes; each option shows the product's main image, SPU, name and SKU count. Needs
 * the `productLibrary` permission (the `products` list); a screen shows it to those who have it.
 *
 *   <ProductPicker excludeIds={picked.map((p) => p.id)} onPick={(product) => add(product)} />
 */
import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ProductOptionsDocument } from './ProductPicker.generated';
import { useKitText } from './kitMessages';
import { SEARCH_DEBOUNCE_MS, SearchPicker } from './SearchPicker';

/** What `onPick` receives. */
export interface PickedProduct {
  id: number;
  spu: string;
  name: string;
  mainImage: string;
  skuCount: number;
}

export interface ProductPickerProps {
  onPick: (product: PickedProduct) => void;
  placeholder?: string;
  /** Products already on the form: listed as taken. */
  excludeIds?: readonly number[];
  /** Most options listed (default 20). */
  first?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Waits this long after the last keystroke before searching. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

export function ProductPicker({ onPick, placeholder, excludeIds = [], first = 20, disabled, 'aria-label': ariaLabel }: ProductPickerProps) {
  const t = useKitText();
  const useOptions = (keyword: string, open: boolean) => {
    const { data, previousData, loading, error } = useQuery(ProductOptionsDocument, {
      variables: { keyword: keyword || undefined, first },
      skip: !open,
      fetchPolicy: 'cache-and-network',
      context: { silent: true },
    });
    const options: PickedProduct[] = ((data ?? previousData)?.products.edges ?? []).map((e) => e.node);
    return { options, loading, error };
  };
  return (
    <SearchPicker
      useOptions={useOptions}
      pickable={(o) => !excludeIds.includes(o.id)}
      onPick={(o) => onPick({ id: o.id, spu: o.spu, name: o.name, mainImage: o.mainImage, skuCount: o.skuCount })}
      texts={{
        label: t('resource.productPicker.label'),
        placeholder: t('resource.productPicker.placeholder'),
        searching: t('resource.skuPicker.searching'),
        none: t('resource.productPicker.none'),
        failed: t('resource.productPicker.failed'),
      }}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={ariaLabel}
      renderOption={(o) => (
        <>
          {o.mainImage ? <Image src={o.mainImage} alt="" boxSize="8" objectFit="cover" rounded="sm" /> : <Box boxSize="8" bg="bg.muted" rounded="sm" />}
          <Stack gap="0" flex="1" minW="0">
            <Text textStyle="sm" fontWeight="medium">
              {o.spu}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {o.name}
            </Text>
          </Stack>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {t('resource.productPicker.skuCount', { count: o.skuCount })}
          </Text>
        </>
      )}
    />
  );
}
