/** Packaging materials (packageMaterials.graphql): the list document and every command. */
import {
  CreatePackagingMaterialDocument,
  DeletePackagingMaterialDocument,
  PackagingMaterialsDocument,
  UpdatePackagingMaterialDocument,
} from './packageMaterials.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type MaterialRow = RowOf<typeof materialList>;

export const materialList = listOf(PackagingMaterialsDocument, (d) => d.packagingMaterials);

export const useMaterialCommands = () =>
  useCommands({ create: CreatePackagingMaterialDocument, update: UpdatePackagingMaterialDocument, remove: DeletePackagingMaterialDocument });
