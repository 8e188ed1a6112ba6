// GraphQL of the package-materials domain (issue 5).
import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { readList } from '../../graphql/pagination';
import { plainInput } from '../../graphql/inputs';
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

const PackagingMaterialFilter = plainInput('PackagingMaterialFilter', { keyword: 'String: Part of the name' });
const PackagingMaterialInput = plainInput('PackagingMaterialInput', {
  name: 'String!',
  quantity: 'Int',
  unitPrice: 'Decimal: CNY, up to 2 decimals',
  weight: 'Decimal: kg, up to 3 decimals',
  length: 'Decimal: cm',
  width: 'Decimal: cm',
  height: 'Decimal: cm',
});

builder.queryFields((t) => ({
  packagingMaterials: t.prismaConnection(
    readList('PackagingMaterial', 'packageMaterials', PackagingMaterialFilter, (ctx) => ctx.db.packagingMaterial, materials.packagingMaterialWhere, {
      id: 'desc',
    }),
  ),
}));

const ext = { operateModule: 'inventory' };
const packageMaterialUpdate = command('packageMaterial.update', ext);
const onPackagingMaterial = rowCommandsOn('PackagingMaterial');
builder.mutationFields((t) => ({
  createPackagingMaterial: t.prismaField(onPackagingMaterial.byInput(packageMaterialUpdate, PackagingMaterialInput, materials.createPackagingMaterial)),
  updatePackagingMaterial: t.prismaField(onPackagingMaterial.byIdInput(packageMaterialUpdate, PackagingMaterialInput, materials.updatePackagingMaterial)),
  deletePackagingMaterial: t.prismaField(onPackagingMaterial.byId(packageMaterialUpdate, materials.deletePackagingMaterial)),
}));
