// GraphQL of the package-materials domain (issue 5).
import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import * as materials from './package-materials.service';

builder.prismaObject('PackagingMaterial', {
  description: 'A packaging material (spec 02 §3)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Decimal', description: 'CNY' }),
    weight: t.expose('weight', { type: 'Decimal', description: 'kg, up to 3 decimals' }),
    length: t.expose('length', { type: 'Decimal', description: 'cm' }),
    width: t.expose('width', { type: 'Decimal', description: 'cm' }),
    height: t.expose('height', { type: 'Decimal', description: 'cm' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PackagingMaterialFilter = builder.inputType('PackagingMaterialFilter', {
  fields: (t) => ({ keyword: t.string({ description: 'Part of the name' }) }),
});
const PackagingMaterialInput = builder.inputType('PackagingMaterialInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    quantity: t.int(),
    unitPrice: t.field({ type: 'Decimal', description: 'CNY, up to 2 decimals' }),
    weight: t.field({ type: 'Decimal', description: 'kg, up to 3 decimals' }),
    length: t.field({ type: 'Decimal', description: 'cm' }),
    width: t.field({ type: 'Decimal', description: 'cm' }),
    height: t.field({ type: 'Decimal', description: 'cm' }),
  }),
});

builder.queryFields((t) => ({
  packagingMaterials: t.prismaConnection({
    type: 'PackagingMaterial',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'packageMaterials' },
    args: {
      offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }),
      filter: t.arg({ type: PackagingMaterialFilter }),
    },
    resolve: (query, _r, args, ctx) =>
      ctx.db.packagingMaterial.findMany({
        ...withOffset(query, args.offset),
        where: materials.packagingMaterialWhere(ctx, compact(args.filter ?? {})),
        orderBy: { id: 'desc' },
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.packagingMaterial.count({ where: materials.packagingMaterialWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
}));

const ext = { operateModule: 'inventory' };
builder.mutationFields((t) => ({
  createPackagingMaterial: t.prismaField({
    type: 'PackagingMaterial',
    errors: {},
    authScopes: { permission: 'packageMaterial.update' },
    extensions: ext,
    args: { input: t.arg({ type: PackagingMaterialInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => materials.createPackagingMaterial(ctx, compact(input)),
  }),
  updatePackagingMaterial: t.prismaField({
    type: 'PackagingMaterial',
    errors: {},
    authScopes: { permission: 'packageMaterial.update' },
    extensions: ext,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: PackagingMaterialInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => materials.updatePackagingMaterial(ctx, id, compact(input)),
  }),
  deletePackagingMaterial: t.prismaField({
    type: 'PackagingMaterial',
    errors: {},
    authScopes: { permission: 'packageMaterial.update' },
    extensions: ext,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => materials.deletePackagingMaterial(ctx, id),
  }),
}));
