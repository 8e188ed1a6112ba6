/**
 * Table cells many lists repeat: a value with a muted second line, and a SKU with its product name
 * (and picture). `import { SkuCell, TwoLines } from '../../ui/cells'`.
 */
import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';

/** A cell of two lines: the value, and a muted line under it when there is one. */
export function TwoLines({
  main,
  sub,
  mono,
  strong,
}: {
  main: ReactNode;
  sub?: ReactNode;
  /** the value in a monospace font (codes) */
  mono?: boolean;
  /** the value in medium weight (the row's name or number) */
  strong?: boolean;
}) {
  return (
    <Stack gap="0">
      {typeof main === 'string' || typeof main === 'number' ? (
        <Text fontFamily={mono ? 'mono' : undefined} fontWeight={strong ? 'medium' : undefined}>
          {main}
        </Text>
      ) : (
        main
      )}
      {sub ? (
        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
          {sub}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A SKU code with the product name under it, and its picture when there is one. */
export function SkuCell({ sku, productName, image, mono }: { sku: string; productName?: string | null; image?: string | null; mono?: boolean }) {
  const lines = (
    <Stack gap="0">
      <Text fontWeight="medium" fontFamily={mono ? 'mono' : undefined}>
        {sku}
      </Text>
      {productName ? (
        <Text textStyle="xs" color="fg.muted" lineClamp={1}>
          {productName}
        </Text>
      ) : null}
    </Stack>
  );
  if (!image) return lines;
  return (
    <HStack gap="2" minW="40">
      <Image src={image} alt="" boxSize="8" objectFit="cover" rounded="sm" flexShrink={0} />
      {lines}
    </HStack>
  );
}

/**
 * A list's key column showing the row's code (bill, bag or SKU number) in medium monospace; it
 * cannot be hidden.
 */
export function codeColumn<T>(key: string, header: string, code: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    key,
    header,
    hideable: false,
    cell: (r) => (
      <Text fontFamily="mono" fontWeight="medium">
        {code(r)}
      </Text>
    ),
  };
}
