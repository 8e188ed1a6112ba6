/**
 * The line of facts at the top of a document's details (route, status, freight, tracking, when it
 * shipped): small texts side by side, wrapping; empty ones (`null`, `false`, '') are left out, an
 * element stands as it is (a fact of its own style).
 *
 *   <Facts facts={[`${from} → ${to}`, statusText, order.trackingNo && `${t('trackingNo')}: ${order.trackingNo}`]} />
 */
import { HStack, Text } from '@chakra-ui/react';
import { Fragment, isValidElement, type ReactNode } from 'react';

export function Facts({ facts, gap = '6' }: { facts: readonly ReactNode[]; gap?: string }) {
  return (
    <HStack gap={gap} wrap="wrap" textStyle="sm">
      {facts
        .filter((f) => f !== null && f !== undefined && f !== false && f !== '')
        .map((f, i) => (isValidElement(f) ? <Fragment key={i}>{f}</Fragment> : <Text key={i}>{f}</Text>))}
    </HStack>
  );
}
