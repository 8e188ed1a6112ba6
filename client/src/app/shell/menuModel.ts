/** Pure helpers over the menu tree of user/routes (spec 01 §3 'Menu node') for the shell. */
import { MARKETPLACE_LABELS, type PermissionName, type PlatformName } from '@erp/schema';
import type { MenuNode } from '../../api/session';
import type { MessageId } from '../../i18n';
import { LISTING_SUFFIXES, parseListingPath, routeTitle, type ListingSuffix } from '../routeCatalog';

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

// ---- a marketplace's listing pages: the one list of the published panel and the side nav ----

/** A marketplace's listing page as the menus show it. */
export interface ListingLink {
  path: string;
  /**
   * Short menu text of the four pages every marketplace has (the box or group around them names
   * the marketplace; their tab says "Drafts - eBay"). Without it the page's catalogue title is its
   * menu text, as it is its tab title and heading: one name everywhere (issue 16).
   */
  label?: MessageId;
  /** Who may open it: `<m>Listing` to see the marketplace's listings, `<m>Listing.edit` to create one. */
  permission: PermissionName;
  /** The tab title is the generic one with the marketplace ("Drafts - eBay"); other pages have their own title. */
  tabSuffix?: string;
}

/** Menu texts of the four pages every marketplace has (`/{m}Listing{suffix}`), in menu order. */
export const LISTING_SUFFIX_LABELS: Readonly<Record<ListingSuffix, MessageId>> = {
  '': 'shell.listing.list',
  Draft: 'shell.listing.draft',
  Online: 'shell.listing.online',
  Queue: 'shell.listing.queue',
};

/** Marketplaces with a create page `/{m}_create` (spec 02 §2). */
const CREATE_PAGE_MARKETPLACES: readonly PlatformName[] = ['otto', 'real', 'tradebyte', 'fruugo', 'emag', 'vinted', 'joom', 'factory', 'fyndiq', 'mediamarket'];

/** The site / local online, diagnosis and sell-along pages (spec 02 §2), after the create page. */
const OTHER_EXTRA_PAGES: readonly (readonly [marketplace: PlatformName, path: string])[] = [
  ['shopee', '/shopeeListingOnlineSite'],
  ['tiktok', '/tiktokListingOnlineLocal'],
  ['mercado', '/mercadoListingOnlineSite'],
  ['aliExpress', '/aliExpressListingDiagnosis'],
  ['emag', '/emagSellAlong'],
];

const viewPermission = (m: PlatformName) => `${m}Listing` as PermissionName;

/** The pages beyond the four of every marketplace, by marketplace. */
const EXTRA_PAGES = new Map<PlatformName, ListingLink[]>();
for (const m of CREATE_PAGE_MARKETPLACES) {
  // the page exists to create: without the edit permission it would only say so
  EXTRA_PAGES.set(m, [{ path: `/${m}_create`, permission: `${m}Listing.edit` as PermissionName }]);
}
for (const [m, path] of OTHER_EXTRA_PAGES) {
  EXTRA_PAGES.set(m, [...(EXTRA_PAGES.get(m) ?? []), { path, permission: viewPermission(m) }]);
}

/** Extra page path → its marketplace. */
const EXTRA_PAGE_MARKETPLACE = new Map<string, PlatformName>([...EXTRA_PAGES].flatMap(([m, links]) => links.map((l) => [l.path, m] as const)));

/** Every extra listing page path (the create, site / local, diagnosis and sell-along pages). */
export const LISTING_EXTRA_PATHS: readonly string[] = [...EXTRA_PAGE_MARKETPLACE.keys()];

/**
 * A marketplace's listing pages in menu order: list, drafts, online, queue, then its extra pages.
 * With `may`, only the pages the user may open.
 */
export function listingLinks(marketplace: PlatformName, may?: (permission: PermissionName) => boolean): ListingLink[] {
  const label = MARKETPLACE_LABELS[marketplace];
  const links: ListingLink[] = [
    ...LISTING_SUFFIXES.map((suffix) => ({
      path: `/${marketplace}Listing${suffix}`,
      label: LISTING_SUFFIX_LABELS[suffix],
      permission: viewPermission(marketplace),
      tabSuffix: label,
    })),
    ...(EXTRA_PAGES.get(marketplace) ?? []),
  ];
  return may ? links.filter((l) => may(l.permission)) : links;
}

/** The menu text of a listing link in the UI language. */
export function listingLinkText(link: ListingLink, t: (id: MessageId) => string, lang: 'zh' | 'en'): string {
  return link.label ? t(link.label) : (routeTitle(link.path, lang) ?? link.path);
}

/** The menu path a page belongs to (listing sub-pages and extra pages belong to their marketplace's list page). */
export function menuPathFor(pathname: string): string {
  const listing = parseListingPath(pathname);
  if (listing) return `/${listing.marketplace}Listing`;
  const extra = EXTRA_PAGE_MARKETPLACE.get(pathname);
  return extra ? `/${extra}Listing` : pathname;
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
