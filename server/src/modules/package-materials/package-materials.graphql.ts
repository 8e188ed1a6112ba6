// GraphQL of the package-materials domain (issue 5).
import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import * as materials from './package-materials.service';

builder.prismaObject('PackagingMaterial', {
  description: 'A packaging material (spec 02 §3)',
  fields: (t) =>
    exposeFields(t, {
      id: 'Int',
      name: 'String',
      quantity: 'Int',
      unitPrice: 'Decimal: CNY',
      weight: 'Decimal: kg, up to 3 decimals',
      length: 'Decimal: cm',
      width: 'Decimal: cm',
      height: 'Decimal: cm',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
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
    ...pageList,
    authScopes: { permission: 'packageMaterials' },
    ...filteredList(
      t,
      PackagingMaterialFilter,
      (ctx) => ctx.db.packagingMaterial,
      (ctx, f) => materials.packagingMaterialWhere(ctx, compact(f ?? {})),
      { id: 'desc' },
    ),
  }),
}));

const ext = { operateModule: 'inventory' };
builder.mutationFields((t) => ({
  createPackagingMaterial: t.prismaField({
    type: 'PackagingMaterial',
    ...command('packageMaterial.update', ext),
    args: { input: t.arg({ type: PackagingMaterialInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => materials.createPackagingMaterial(ctx, compact(input)),
  }),
  updatePackagingMaterial: t.prismaField({
    type: 'PackagingMaterial',
    ...command('packageMaterial.update', ext),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: PackagingMaterialInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => materials.updatePackagingMaterial(ctx, id, compact(input)),
  }),
  deletePackagingMaterial: t.prismaField({
    type: 'PackagingMaterial',
    ...command('packageMaterial.update', ext),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => materials.deletePackagingMaterial(ctx, id),
  }),
}));
