import { Box } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, type PlatformName } from '@erp/schema';
import { lazy, Suspense } from 'react';

// the brand logos (react-icons/si, ~8 KB gzipped) load when the first icon shows (the published
// system popover), not with the shell: docs/decisions.md 'Issue 16'
const BrandIcon = lazy(() => import('./brandIcons'));

/** Brand-ish colour per marketplace, for the icon or the initial badge. */
const COLORS: Record<PlatformName, string> = {
  ebay: '#e53238',
  amazon: '#ff9900',
  otto: '#d4021d',
  real: '#e2001a',
  allegro: '#ff5a00',
  wish: '#2fb7ec',
  shopee: '#ee4d2d',
  shopify: '#95bf47',
  wayfair: '#7f187f',
  tradebyte: '#0a4b8f',
  cdiscount: '#00a3e0',
  fruugo: '#1cb5a3',
  lazada: '#0f146d',
  fnac: '#e1a925',
  emag: '#005eb8',
  walmart: '#0071ce',
  coupang: '#e52528',
  tiktok: '#111111',
  fyndiq: '#ff4a5f',
  mediamarket: '#df0000',
  factory: '#4a5568',
  aliExpress: '#e62e04',
  joom: '#f43b52',
  ozon: '#005bff',
  mercado: '#f5c400',
  vinted: '#09b1ba',
  leroyMerlin: '#78be20',
  hood: '#0d6ab7',
  conforama: '#e30613',
  worten: '#e4002b',
  shein: '#222222',
  sheinAgency: '#444444',
  bol: '#0000a4',
  aliExpressOverseaJit: '#c4290a',
  darty: '#e30613',
};

/** A marketplace logo from react-icons, or a coloured initial badge where none exists. */
export function PlatformIcon({ marketplace, size = 5 }: { marketplace: PlatformName; size?: 4 | 5 | 6 | 8 }) {
  const color = COLORS[marketplace];
  const label = MARKETPLACE_LABELS[marketplace];
  const badge = (
    <Box
      aria-hidden
      boxSize={size}
      borderRadius="sm"
      bg={color}
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      {label
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 2)
        .replace(/^(.)(.)$/, (_, a: string, b: string) => a.toUpperCase() + b.toLowerCase())}
    </Box>
  );
  return (
    <Suspense fallback={<Box aria-hidden boxSize={size} flexShrink={0} />}>
      <BrandIcon marketplace={marketplace} size={size} color={color} fallback={badge} />
    </Suspense>
  );
}
