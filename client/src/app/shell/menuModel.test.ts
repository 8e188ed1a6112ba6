import { describe, expect, it } from 'vitest';
import { LISTING_MARKETPLACES, type PermissionName } from '@erp/schema';
import type { MenuNode } from '../../api/session';
import type { MessageId } from '../../i18n';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { ROUTE_CATALOG } from '../routeCatalog';
import { screens } from '../screens';
import { LISTING_EXTRA_PATHS, listingLinks, listingLinkText, menuPathFor, publishedModel } from './menuModel';

let id = 0;
const node = (name: string, component: string, children: MenuNode[] = [], hidden = false): MenuNode => ({
  id: ++id,
  pid: 0,
  path: component === 'rview' || component === 'action' ? '' : `/${name}`,
  component,
  name,
  meta: { title: name } as MenuNode['meta'],
  hidden,
  redirect: null,
  children,
});

describe('publishedModel', () => {
  it('keeps a page whose only children are its hidden permission leaves (product library)', () => {
    const system = node('published', 'rview', [
      node('dataAcquisition', 'dataAcquisition'),
      node('productLibrary', 'productLibrary', [node('product.create', 'action', [], true), node('product.review', 'action', [], true)]),
      node('addProduct', 'addProduct', [], true),
      node('ebayListing', 'ebayListing'),
    ]);
    const model = publishedModel(system);
    expect(model.sections.map((s) => [s.key, s.items.map((i) => i.name)])).toEqual([
      ['dataService', ['dataAcquisition']],
      ['productManage', ['productLibrary']],
    ]);
    expect(model.platforms.map((p) => p.marketplace)).toEqual(['ebay']);
  });
});

describe('listing links (one list for the published panel and the side navigation)', () => {
  const paths = (links: { path: string }[]) => links.map((l) => l.path);

  it('lists the four pages of every marketplace, then its extra pages', () => {
    expect(paths(listingLinks('ebay'))).toEqual(['/ebayListing', '/ebayListingDraft', '/ebayListingOnline', '/ebayListingQueue']);
    expect(listingLinks('emag').map((l) => [l.path, l.label, l.permission, l.tabSuffix])).toEqual([
      ['/emagListing', 'shell.listing.list', 'emagListing', 'eMAG'],
      ['/emagListingDraft', 'shell.listing.draft', 'emagListing', 'eMAG'],
      ['/emagListingOnline', 'shell.listing.online', 'emagListing', 'eMAG'],
      ['/emagListingQueue', 'shell.listing.queue', 'emagListing', 'eMAG'],
      ['/emag_create', undefined, 'emagListing.edit', undefined],
      ['/emagSellAlong', undefined, 'emagListing', undefined],
    ]);
    expect(paths(listingLinks('aliExpress')).slice(4)).toEqual(['/aliExpressListingDiagnosis']);
    expect(paths(listingLinks('shopee')).slice(4)).toEqual(['/shopeeListingOnlineSite']);
    expect(paths(listingLinks('tiktok')).slice(4)).toEqual(['/tiktokListingOnlineLocal']);
    expect(paths(listingLinks('mercado')).slice(4)).toEqual(['/mercadoListingOnlineSite']);
    expect(paths(listingLinks('otto')).slice(4)).toEqual(['/otto_create']);
  });

  it('keeps only the pages the user may open (a create page needs the edit permission)', () => {
    const only =
      (...names: string[]) =>
      (p: PermissionName) =>
        names.includes(p);
    expect(paths(listingLinks('emag', only('emagListing')))).toEqual([
      '/emagListing',
      '/emagListingDraft',
      '/emagListingOnline',
      '/emagListingQueue',
      '/emagSellAlong',
    ]);
    expect(paths(listingLinks('emag', only('emagListing', 'emagListing.edit')))).toContain('/emag_create');
    expect(listingLinks('emag', only('ebayListing', 'ebayListing.edit'))).toEqual([]);
  });

  it('covers exactly the extra listing pages of the catalogue, each with a screen and a text in both languages', () => {
    const extra = ROUTE_CATALOG.filter(
      (r) => r.kind === 'shell' && /(_create|ListingOnlineSite|ListingOnlineLocal|ListingDiagnosis|SellAlong)$/.test(r.path),
    ).map((r) => r.path);
    expect([...LISTING_EXTRA_PATHS].sort()).toEqual([...extra].sort());
    expect(LISTING_EXTRA_PATHS).toHaveLength(15);
    for (const path of LISTING_EXTRA_PATHS) expect(screens[path], path).toBeDefined();
    const tZh = (id: MessageId) => zh[id];
    const tEn = (id: MessageId) => en[id];
    for (const link of LISTING_MARKETPLACES.flatMap((m) => listingLinks(m))) {
      expect(listingLinkText(link, tZh, 'zh'), link.path).not.toBe(link.path);
      expect(listingLinkText(link, tEn, 'en'), link.path).not.toBe(link.path);
    }
    // the four pages: short texts; the others: their catalogue title (= their tab title and heading)
    const emag = listingLinks('emag');
    expect(emag.map((l) => listingLinkText(l, tEn, 'en'))).toEqual(['Listings', 'Drafts', 'Online', 'Queue', 'New eMAG listing', 'eMAG sell-along']);
    expect(emag.map((l) => listingLinkText(l, tZh, 'zh'))).toEqual(['刊登管理', '草稿箱', '在线商品', '刊登队列', '创建 eMAG 刊登', 'eMAG 跟卖']);
  });

  it("maps every listing page to its marketplace's list page (the menu item to highlight)", () => {
    for (const m of LISTING_MARKETPLACES) for (const link of listingLinks(m)) expect(menuPathFor(link.path)).toBe(`/${m}Listing`);
    expect(menuPathFor('/emagSellAlong')).toBe('/emagListing');
    expect(menuPathFor('/tiktokListingOnlineLocal')).toBe('/tiktokListing');
    expect(menuPathFor('/shopeeDiscount')).toBe('/shopeeDiscount');
    expect(menuPathFor('/orders')).toBe('/orders');
  });
});
