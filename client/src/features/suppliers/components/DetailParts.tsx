/** Pieces of the supplier detail pages: the back button, the "not found" frame and the SKU link cell. */
import { Alert, Button, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../../../ui/FeatureScope';
import { TwoLines } from '../../../ui/cells';

export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={to}>
        <LuArrowLeft />
        {label}
      </RouterLink>
    </Button>
  );
}

/** A detail page whose record is missing (no id, or none with it). */
export function MissingFrame({ title, message, back }: { title: string; message: string; back: ReactNode }) {
  return (
    <PageFrame title={title} actions={back}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
    </PageFrame>
  );
}

/** The SKU (a link to its supply relationship) over the product name. */
export function SkuLinkCell({ skuId, sku, productName }: { skuId: number; sku: string; productName: string }) {
  return (
    <TwoLines
      main={
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to={`/supplyRelationshipDetails?skuId=${skuId}`}>{sku}</RouterLink>
        </Link>
      }
      sub={productName}
    />
  );
}
