/**
 * Shop data permission of a sub-account: tick the shops it may see; none ticked = all shops
 * (docs/decisions.md: allowShopIds empty means all).
 */
import { Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface ShopOption {
  id: number;
  shopName: string;
  platformLabel: string;
}

export interface ShopPickerProps {
  label: string;
  hint: string;
  emptyText: string;
  selectAllText: string;
  clearText: string;
  shops: readonly ShopOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  errorText?: string | undefined;
  /** Focus target for "focus the first errored field". */
  focusRef?: Ref<HTMLFieldSetElement>;
}

export function ShopPicker({ label, hint, emptyText, selectAllText, clearText, shops, value, onChange, errorText, focusRef }: ShopPickerProps) {
  const selected = new Set(value);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    // keep the order of the list
    onChange(shops.map((s) => s.id).filter((sid) => next.has(sid)));
  };
  return (
    <Fieldset.Root invalid={Boolean(errorText)} ref={focusRef} tabIndex={-1} outline="none">
      <HStack justify="space-between" wrap="wrap">
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {label}
        </Fieldset.Legend>
        {shops.length > 0 ? (
          <HStack gap="1">
            <Button size="xs" variant="plain" colorPalette="teal" onClick={() => onChange(shops.map((s) => s.id))}>
              {selectAllText}
            </Button>
            <Button size="xs" variant="plain" onClick={() => onChange([])}>
              {clearText}
            </Button>
          </HStack>
        ) : null}
      </HStack>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <Fieldset.Content>
        {shops.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {emptyText}
          </Text>
        ) : (
          <Box maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {shops.map((shop) => (
                <Checkbox.Root key={shop.id} size="sm" checked={selected.has(shop.id)} onCheckedChange={(d) => toggle(shop.id, d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {shop.shopName}
                    <Text as="span" color="fg.muted">
                      {' '}
                      ({shop.platformLabel})
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Box>
        )}
      </Fieldset.Content>
      {errorText ? <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
