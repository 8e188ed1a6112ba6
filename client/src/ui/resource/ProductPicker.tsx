/**
 * Search-as-you-type picker of whole products of the product library (the SKU picker's sibling:
 * `SkuPicker` picks one SKU, this one a product with all its SKUs). Typing searches SPU, product
 * name and SKU codes; each option shows the product's main image, SPU, name and SKU count. Needs
 * the `productLibrary` permission (the `products` list); a screen shows it to those who have it.
 *
 *   <ProductPicker excludeIds={picked.map((p) => p.id)} onPick={(product) => add(product)} />
 */
import { Box, HStack, Image, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ProductOptionsDocument } from './ProductPicker.generated';
import { useKitText } from './kitMessages';

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
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;

export function ProductPicker({ onPick, placeholder, excludeIds = [], first = 20, disabled, 'aria-label': ariaLabel }: ProductPickerProps) {
  const t = useKitText();
  const listId = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), PRODUCT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const { data, previousData, loading, error } = useQuery(ProductOptionsDocument, {
    variables: { keyword: keyword || undefined, first },
    skip: !open,
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const options: PickedProduct[] = ((data ?? previousData)?.products.edges ?? []).map((e) => e.node);
  const pickable = (o: PickedProduct) => !excludeIds.includes(o.id);

  const pick = (o: PickedProduct) => {
    if (!pickable(o)) return;
    onPick({ id: o.id, spu: o.spu, name: o.name, mainImage: o.mainImage, skuCount: o.skuCount });
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
        aria-label={ariaLabel ?? t('resource.productPicker.label')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder={placeholder ?? t('resource.productPicker.placeholder')}
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
              {t('resource.productPicker.failed')}
            </Text>
          ) : loading && !options.length ? (
            <HStack p="2" textStyle="sm" color="fg.muted">
              <Spinner size="xs" />
              <Text>{t('resource.skuPicker.searching')}</Text>
            </HStack>
          ) : !options.length ? (
            <Text p="2" textStyle="sm" color="fg.muted">
              {t('resource.productPicker.none')}
            </Text>
          ) : (
            options.map((o, i) => (
              <HStack
                key={o.id}
                role="option"
                aria-selected={i === active}
                aria-disabled={!pickable(o)}
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
              </HStack>
            ))
          )}
        </Box>
      ) : null}
    </Box>
  );
}
