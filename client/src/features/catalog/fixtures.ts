/** Test data for the product library screens. */
import type { ProductQuery, ProductsQuery } from './products.generated';

export type ProductNode = ProductsQuery['products']['edges'][number]['node'];

export function productRow(over: Partial<ProductNode> = {}): ProductNode {
  return {
    __typename: 'Product',
    id: 1,
    spu: 'TEE',
    name: '纯棉T恤',
    mainImage: '/files/images/1/a.png',
    status: 'draft',
    statusName: '草稿',
    rejectReason: '',
    developerName: '张三',
    skuCount: 2,
    platforms: [1],
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...over,
  };
}

export function productList(nodes: ProductNode[]): ProductsQuery {
  return {
    products: {
      __typename: 'QueryProductsConnection',
      totalCount: nodes.length,
      edges: nodes.map((node) => ({ __typename: 'QueryProductsConnectionEdge', node })),
    },
  };
}

export const statusCounts = { productStatusCounts: { __typename: 'ProductStatusCounts', all: 3, draft: 1, reviewing: 1, rejected: 1, approved: 0 } };

type ProductDetail = NonNullable<ProductQuery['product']>;
export function productDetail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    __typename: 'Product',
    id: 5,
    spu: 'MUG',
    name: '陶瓷杯',
    nameEn: 'Mug',
    category: '',
    status: 'draft',
    statusName: '草稿',
    rejectReason: '',
    developerId: null,
    platforms: [1],
    mainImage: '/files/images/1/mug.png',
    images: [],
    weight: 300,
    length: 0,
    width: 0,
    height: 0,
    declareNameZh: '',
    declareNameEn: '',
    declareValue: '0',
    hsCode: '',
    infringementInfo: '',
    supplierLinks: [],
    remark: '',
    specifications: [{ __typename: 'ProductSpecification', name: '颜色', options: ['白', '黑'] }],
    skus: [
      {
        __typename: 'Sku',
        id: 11,
        sku: 'MUG-W',
        ean: '',
        barcode: '',
        options: ['白'],
        price: '12.5',
        purchasePrice: '3',
        weight: 0,
        image: '',
        isCombo: false,
        components: [],
      },
      {
        __typename: 'Sku',
        id: 12,
        sku: 'MUG-B',
        ean: '',
        barcode: '',
        options: ['黑'],
        price: '0',
        purchasePrice: '0',
        weight: 0,
        image: '',
        isCombo: false,
        components: [],
      },
    ],
    ...over,
  };
}
