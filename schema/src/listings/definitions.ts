// Every marketplace's listing definition, by marketplace name and by platform type number.
import { platformName, type PlatformName } from '../constants';
import type { MarketplaceDefinition } from './definition';
import { ALLEGRO_LISTING } from './marketplaces/allegro';
import { AMAZON_LISTING } from './marketplaces/amazon';
import { EBAY_LISTING } from './marketplaces/ebay';
import { GENERIC_LISTINGS } from './marketplaces/generic';
import { OZON_LISTING } from './marketplaces/ozon';
import { SHOPEE_LISTING } from './marketplaces/shopee';
import { TIKTOK_LISTING } from './marketplaces/tiktok';

export const LISTING_DEFINITIONS: Record<PlatformName, MarketplaceDefinition> = {
  ...GENERIC_LISTINGS,
  ebay: EBAY_LISTING,
  amazon: AMAZON_LISTING,
  shopee: SHOPEE_LISTING,
  tiktok: TIKTOK_LISTING,
  allegro: ALLEGRO_LISTING,
  ozon: OZON_LISTING,
};

/** The definition of a platform type number (spec 01 §3), or undefined for an unknown one. */
export function listingDefinitionOf(platformType: number): MarketplaceDefinition | undefined {
  const name = platformName(platformType);
  return name ? LISTING_DEFINITIONS[name] : undefined;
}
