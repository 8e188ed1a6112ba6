import { describe, expect, it } from 'vitest';
import { checkForm, emptyProduct, emptySku, generateRows, optionsOf, serverErrors, toInput, varyingCount, type ProductForm } from './productForm';

function form(over: Partial<ProductForm> = {}): ProductForm {
  return { ...emptyProduct(), spu: 'TEE', name: 'T-shirt', ...over };
}
const spec = (name: string, optionsText: string) => ({ key: name, name, optionsText });

describe('variant rows from specifications', () => {
  it('makes one row per combination with a SKU from the SPU and options', () => {
    const rows = generateRows(form({ specifications: [spec('Colour', 'Red, Blue'), spec('Size', 'M，L')] }));
    expect(rows.map((r) => [r.options, r.sku])).toEqual([
      [['Red', 'M'], 'TEE-Red-M'],
      [['Red', 'L'], 'TEE-Red-L'],
      [['Blue', 'M'], 'TEE-Blue-M'],
      [['Blue', 'L'], 'TEE-Blue-L'],
    ]);
  });

  it('keeps what was typed into rows whose combination stays, drops the others, keeps combinations', () => {
    const kept = emptySku({ id: 9, options: ['Red'], sku: 'MY-RED', price: '9.90' });
    const gone = emptySku({ options: ['Green'], sku: 'TEE-Green' });
    const combo = emptySku({ sku: 'SET', components: [{ sku: 'MY-RED', quantity: '2' }] });
    const rows = generateRows(form({ specifications: [spec('Colour', 'Red, Blue')], skus: [kept, gone, combo] }));
    expect(rows.map((r) => r.sku)).toEqual(['MY-RED', 'TEE-Blue', 'SET']);
    expect(rows[0]).toBe(kept);
  });

  it('reads options split by commas, without blanks or repeats; counts varying specifications', () => {
    expect(optionsOf(' Red, ,Blue，Red ')).toEqual(['Red', 'Blue']);
    expect(varyingCount([spec('a', 'x,y'), spec('b', 'z'), spec('c', 'p,q')])).toBe(2);
  });
});

describe('checks before sending', () => {
  it('uses the shared rules with nested paths', () => {
    const errors = checkForm(
      form({
        name: '',
        specifications: [spec('A', '1,2'), spec('B', '1,2'), spec('C', '1,2')],
        skus: [emptySku({ sku: 'X-1', options: ['1', '1', '1'] }), emptySku({ sku: 'x-1', options: ['1', '1', '1'], ean: '12' })],
        supplierLinksText: 'https://a.example | ftp://b',
      }),
    );
    expect(errors.name).toMatchObject({ id: 'validation.required' });
    expect(errors.specifications).toMatchObject({ id: 'catalog.tooManyVariantAttributes' });
    expect(errors['skus.1.sku']).toMatchObject({ id: 'catalog.duplicateCode' });
    expect(errors['skus.1.ean']).toMatchObject({ id: 'form.barcode' });
    expect(errors.supplierLinks).toMatchObject({ id: 'inventory.linkFormat' });
  });

  it('asks for a warehouse when new rows carry an opening stock; combinations hold none', () => {
    expect(checkForm(form({ skus: [emptySku({ sku: 'A', stock: '5' })] })).openingWarehouseId).toMatchObject({ id: 'catalog.openingWarehouseRequired' });
    expect(checkForm(form({ openingWarehouseId: 3, skus: [emptySku({ sku: 'A', stock: '5' })] }))).toEqual({});
    const combo = checkForm(form({ openingWarehouseId: 3, skus: [emptySku({ sku: 'S', stock: '1', components: [{ sku: 'S', quantity: '0' }] })] }));
    expect(Object.keys(combo).sort()).toEqual(['skus.0.components.0.quantity', 'skus.0.components.0.sku', 'skus.0.stock']);
  });

  it('builds the mutation input: numbers, links split by |, ids of saved rows, stock only on new rows', () => {
    const input = toInput(
      form({
        weight: '120',
        supplierLinksText: 'https://a.example|https://b.example ',
        skus: [emptySku({ id: 4, sku: 'A', stock: '3' }), emptySku({ sku: 'B', stock: '2', components: [{ sku: 'A', quantity: '2' }] })],
      }),
    );
    expect(input).toMatchObject({ weight: 120, supplierLinks: ['https://a.example', 'https://b.example'] });
    expect(input.skus).toEqual([
      expect.objectContaining({ id: 4, sku: 'A', stock: undefined }),
      expect.objectContaining({ id: undefined, sku: 'B', stock: 2, components: [{ sku: 'A', quantity: 2 }] }),
    ]);
  });

  it('maps server field errors onto their paths', () => {
    expect(
      serverErrors([
        { field: 'skus.1.ean', message: '12345678 is already used by another product' },
        { field: 'spu', message: 'taken' },
      ]),
    ).toEqual({
      'skus.1.ean': { text: '12345678 is already used by another product' },
      spu: { text: 'taken' },
    });
  });
});
