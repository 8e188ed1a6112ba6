/** Pure helpers over the menu tree of user/routes (spec 01 §3 'Menu node') for the shell. */
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS, type PlatformName } from '@erp/schema';
import type { MenuNode } from '../../api/session';
import { parseListingPath } from '../routeCatalog';

export const PUBLISHED_SYSTEM = 'published';

/** Visible children: not hidden, and not a permission action leaf. */
export function visibleNodes(nodes: readonly MenuNode[] | undefined): MenuNode[] {
  return (nodes ?? []).filter((n) => !n.hidden && n.component !== 'action');
}

/** Pages (with a path) of a subtree, depth first. */
export function pagesOf(node: MenuNode): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (n: MenuNode) => {
    if (n.path && n.component !== 'rview' && n.component !== 'action') out.push(n);
    n.children?.forEach(walk);
  };
  walk(node);
  return out;
}

/** The menu path a page belongs to (listing sub-pages belong to their marketplace's list page). */
export function menuPathFor(pathname: string): string {
  const listing = parseListingPath(pathname);
  if (listing) return `/${listing.marketplace}Listing`;
  const create = /^\/([A-Za-z]+)_create$/.exec(pathname);
  if (create && (LISTING_MARKETPLACES as string[]).includes(create[1]!)) return `/${create[1]}Listing`;
  return pathname;
}

export interface MenuLocation {
  system: MenuNode;
  /** The second-level node holding the page. */
  level2: MenuNode | null;
  page: MenuNode;
}

/** Where a path sits in the menu tree (hidden pages included, e.g. /shopsConfig). */
export function locateInMenu(menu: readonly MenuNode[], pathname: string): MenuLocation | null {
  const target = menuPathFor(pathname);
  for (const system of menu) {
    for (const level2 of system.children ?? []) {
      if (level2.path === target) return { system, level2, page: level2 };
      for (const page of pagesOf(level2)) {
        if (page.path === target) return { system, level2, page };
      }
    }
    if (system.path === target) return { system, level2: null, page: system };
  }
  return null;
}

/** Every page path of the menu tree (the server may supply pages the catalogue lacks). */
export function menuPaths(menu: readonly MenuNode[] | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const system of menu ?? []) for (const page of pagesOf(system)) out.add(page.path);
  return out;
}

export function findMenuTitle(menu: readonly MenuNode[] | null | undefined, path: string): string | undefined {
  for (const system of menu ?? []) {
    const hit = pagesOf(system).find((p) => p.path === path);
    if (hit) return hit.meta.title;
  }
  return undefined;
}

/** `ebayListing` → 'ebay' for a marketplace list node. */
export function marketplaceOf(node: MenuNode): PlatformName | null {
  const parsed = parseListingPath(node.path);
  return parsed && parsed.suffix === '' ? parsed.marketplace : null;
}

// ---- the published system's popover ------------------------------------------------------

export type PublishedSection = 'dataService' | 'productManage' | 'templateManage';

/** Which special block a published-system page goes into. */
const SECTION_OF: Record<string, PublishedSection> = {
  dataAcquisition: 'dataService',
  publicationStatistics: 'dataService',
  publicationStatisticsV2: 'dataService',
  sellMonitor: 'dataService',
  batchClaimLog: 'dataService',
  claimTemplate: 'dataService',
  productLibrary: 'productManage',
  tortiousWordsManage: 'productManage',
  productDev: 'productManage',
  attributeMapping: 'productManage',
  watermarkManage: 'productManage',
  chatGPT: 'productManage',
  commonTemplates: 'templateManage',
  commonTemplatesV2: 'templateManage',
  pricingTemplate: 'templateManage',
  aiCommandTemplate: 'templateManage',
};

export const PUBLISHED_SECTIONS: readonly PublishedSection[] = ['dataService', 'productManage', 'templateManage'];

export interface PublishedModel {
  sections: { key: PublishedSection; items: MenuNode[] }[];
  platforms: { marketplace: PlatformName; label: string; node: MenuNode }[];
}

/** Splits the published system into the special blocks and the per-platform grid. */
export function publishedModel(system: MenuNode): PublishedModel {
  const sections = new Map<PublishedSection, MenuNode[]>(PUBLISHED_SECTIONS.map((k) => [k, []]));
  const platforms: PublishedModel['platforms'] = [];
  for (const node of visibleNodes(system.children)) {
    const m = marketplaceOf(node);
    if (m) {
      platforms.push({ marketplace: m, label: MARKETPLACE_LABELS[m], node });
      continue;
    }
    // A group (component 'rview') contributes its pages; a page whose children are only its
    // (hidden) permission leaves is a page itself.
    const pages = node.component === 'rview' && node.children?.length ? visibleNodes(node.children) : [node];
    for (const page of pages) sections.get(SECTION_OF[page.name] ?? 'templateManage')!.push(page);
  }
  return {
    sections: PUBLISHED_SECTIONS.map((key) => ({ key, items: sections.get(key)! })).filter((s) => s.items.length > 0),
    platforms,
  };
}

/** Platform types (of the listing marketplaces) without a shop of status 1 (authorized). */
export function noShopPlatformTypes(authorizedShopTypes: Iterable<number>, types: readonly number[]): number[] {
  const have = new Set(authorizedShopTypes);
  return types.filter((t) => !have.has(t));
}
