/** The marketplace logos of PlatformIcon: a chunk of its own, loaded with the first icon shown. */
import { Icon } from '@chakra-ui/react';
import type { PlatformName } from '@erp/schema';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaAmazon } from 'react-icons/fa';
import {
  SiAliexpress,
  SiAllegro,
  SiDarty,
  SiEbay,
  SiFnac,
  SiLeroymerlin,
  SiMediamarkt,
  SiOtto,
  SiShopee,
  SiShopify,
  SiTiktok,
  SiVinted,
  SiWish,
} from 'react-icons/si';

const ICONS: Partial<Record<PlatformName, IconType>> = {
  ebay: SiEbay,
  amazon: FaAmazon,
  shopee: SiShopee,
  shopify: SiShopify,
  wish: SiWish,
  tiktok: SiTiktok,
  aliExpress: SiAliexpress,
  aliExpressOverseaJit: SiAliexpress,
  allegro: SiAllegro,
  otto: SiOtto,
  fnac: SiFnac,
  vinted: SiVinted,
  darty: SiDarty,
  mediamarket: SiMediamarkt,
  leroyMerlin: SiLeroymerlin,
};

/** The marketplace's logo in its colour, or `fallback` (the initial badge) where it has none. */
export default function BrandIcon({
  marketplace,
  size,
  color,
  fallback,
}: {
  marketplace: PlatformName;
  size: 4 | 5 | 6 | 8;
  color: string;
  fallback: ReactNode;
}) {
  const IconComp = ICONS[marketplace];
  if (!IconComp) return fallback;
  return (
    <Icon boxSize={size} color={color} aria-hidden>
      <IconComp />
    </Icon>
  );
}
