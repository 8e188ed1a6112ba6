/**
 * Search-as-you-type SKU picker shared by every screen that adds SKUs to lines (bills, transfers,
 * counts, combination SKUs, orders, purchase orders; `LineItemsEditor` embeds it). Typing searches SKU code, product name and SPU (exact barcode / EAN
 * too); with `warehouseId` each option shows its available stock there.
 *
 *   <SkuPicker warehouseId={warehouseId} onPick={(sku) => addLine(sku)} />
 */
import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SkuOptionsDocument, type SkuOptionsQuery } from './skuOptions.generated';
import { useKitText } from './kitMessages';
import { SEARCH_DEBOUNCE_MS, SearchPicker } from './SearchPicker';

export type SkuOption = SkuOptionsQuery['skuOptions'][number];
/** What `onPick` receives. */
export interface PickedSku {
  id: number;
  sku: string;
  productName: string;
  image: string;
  isCombo: boolean;
  /** Available (quantity − occupied) in `warehouseId`; null without a warehouse. */
  available: number | null;
}

export interface SkuPickerProps {
  warehouseId?: number | null;
  onPick: (sku: PickedSku) => void;
  placeholder?: string;
  /** Combination SKUs are listed but cannot be picked (components of a combination). */
  disableCombos?: boolean;
  /** SKUs already on the form: listed as taken. */
  excludeIds?: readonly number[];
  /** Most options listed (default 20, server max 50). */
  first?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Waits this long after the last keystroke before searching. */
export const SKU_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

export function SkuPicker({ warehouseId, onPick, placeholder, disableCombos, excludeIds = [], first = 20, disabled, 'aria-label': ariaLabel }: SkuPickerProps) {
  const t = useKitText();
  const useOptions = (keyword: string, open: boolean) => {
    const { data, previousData, loading, error } = useQuery(SkuOptionsDocument, {
      variables: { keyword: keyword || undefined, warehouseId: warehouseId ?? undefined, first },
      skip: !open,
      fetchPolicy: 'cache-and-network',
      context: { silent: true },
    });
    return { options: (data ?? previousData)?.skuOptions ?? [], loading, error };
  };
  return (
    <SearchPicker
      useOptions={useOptions}
      pickable={(o) => !(disableCombos && o.isCombo) && !excludeIds.includes(o.id)}
      optionTitle={(o) => (disableCombos && o.isCombo ? t('resource.skuPicker.comboNotAllowed') : undefined)}
      onPick={(o) => onPick({ id: o.id, sku: o.sku, productName: o.productName, image: o.image, isCombo: o.isCombo, available: o.available ?? null })}
      texts={{
        label: t('resource.skuPicker.label'),
        placeholder: t('resource.skuPicker.placeholder'),
        searching: t('resource.skuPicker.searching'),
        none: t('resource.skuPicker.none'),
        failed: t('resource.skuPicker.failed'),
      }}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={ariaLabel}
      renderOption={(o) => (
        <>
          {o.image ? <Image src={o.image} alt="" boxSize="8" objectFit="cover" rounded="sm" /> : <Box boxSize="8" bg="bg.muted" rounded="sm" />}
          <Stack gap="0" flex="1" minW="0">
            <HStack gap="1">
              <Text textStyle="sm" fontWeight="medium">
                {o.sku}
              </Text>
              {o.isCombo ? (
                <Badge size="xs" colorPalette="purple">
                  {t('resource.skuPicker.combo')}
                </Badge>
              ) : null}
            </HStack>
            <Text textStyle="xs" color="fg.muted" truncate>
              {o.productName}
            </Text>
          </Stack>
          {o.available != null ? (
            <Text textStyle="xs" color={o.available > 0 ? 'fg.muted' : 'fg.error'} whiteSpace="nowrap">
              {t('resource.skuPicker.available', { available: o.available })}
            </Text>
          ) : null}
        </>
      )}
    />
  );
}
