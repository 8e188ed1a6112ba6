/**
 * Search-as-you-type SKU picker shared by every screen that adds SKUs to lines (bills, transfers,
 * counts, combination SKUs, orders, purchase orders; `LineItemsEditor` embeds it). Typing searches SKU code, product name and SPU (exact barcode / EAN
 * too); with `warehouseId` each option shows its available stock there.
 *
 *   <SkuPicker warehouseId={warehouseId} onPick={(sku) => addLine(sku)} />
 */
import { Badge, Box, HStack, Image, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SkuOptionsDocument, type SkuOptionsQuery } from './skuOptions.generated';
import { useKitText } from './kitMessages';

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
export const SKU_SEARCH_DEBOUNCE_MS = 250;

export function SkuPicker({ warehouseId, onPick, placeholder, disableCombos, excludeIds = [], first = 20, disabled, 'aria-label': ariaLabel }: SkuPickerProps) {
  const t = useKitText();
  const listId = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), SKU_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const { data, previousData, loading, error } = useQuery(SkuOptionsDocument, {
    variables: { keyword: keyword || undefined, warehouseId: warehouseId ?? undefined, first },
    skip: !open,
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const options = (data ?? previousData)?.skuOptions ?? [];
  const pickable = (o: SkuOption) => !(disableCombos && o.isCombo) && !excludeIds.includes(o.id);

  const pick = (o: SkuOption) => {
    if (!pickable(o)) return;
    onPick({ id: o.id, sku: o.sku, productName: o.productName, image: o.image, isCombo: o.isCombo, available: o.available ?? null });
    setText('');
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(options.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = options[active];
      if (open && o) pick(o);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative" width="full" maxW="md">
      <Input
        size="sm"
        role="combobox"
        aria-label={ariaLabel ?? t('resource.skuPicker.label')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder={placeholder ?? t('resource.skuPicker.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // a click on an option lands after blur: close a moment later
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <Box
          id={listId}
          role="listbox"
          position="absolute"
          top="100%"
          left="0"
          right="0"
          zIndex="dropdown"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          maxH="72"
          overflowY="auto"
        >
          {error && !options.length ? (
            <Text p="2" textStyle="sm" color="fg.error">
              {t('resource.skuPicker.failed')}
            </Text>
          ) : loading && !options.length ? (
            <HStack p="2" textStyle="sm" color="fg.muted">
              <Spinner size="xs" />
              <Text>{t('resource.skuPicker.searching')}</Text>
            </HStack>
          ) : !options.length ? (
            <Text p="2" textStyle="sm" color="fg.muted">
              {t('resource.skuPicker.none')}
            </Text>
          ) : (
            options.map((o, i) => (
              <HStack
                key={o.id}
                role="option"
                aria-selected={i === active}
                aria-disabled={!pickable(o)}
                title={disableCombos && o.isCombo ? t('resource.skuPicker.comboNotAllowed') : undefined}
                px="2"
                py="1.5"
                gap="2"
                cursor={pickable(o) ? 'pointer' : 'not-allowed'}
                opacity={pickable(o) ? 1 : 0.5}
                bg={i === active ? 'bg.muted' : undefined}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
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
              </HStack>
            ))
          )}
        </Box>
      ) : null}
    </Box>
  );
}
