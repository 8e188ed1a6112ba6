/** SKU code with the product name (and picture when there is one): the first column of stock lists. */
import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { scalarText } from '../../../ui/format';

export function ProductCell({ sku, productName, image }: { sku: string; productName: string; image?: string | null }) {
  return (
    <HStack gap="2" minW="40">
      {image ? <Image src={image} alt="" boxSize="8" objectFit="cover" rounded="sm" flexShrink={0} /> : null}
      <Stack gap="0">
        <Text fontWeight="medium">{sku}</Text>
        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
          {productName}
        </Text>
      </Stack>
    </HStack>
  );
}

/** '' → undefined, anything else → Number (forms hold text; the zod rules judge the number). */
export function numberOrUndefined(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(scalarText(value).trim());
}
