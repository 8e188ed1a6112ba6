import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../api/session';
import { publishedModel } from './menuModel';

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
