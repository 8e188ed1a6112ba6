/** Packaging materials (packageMaterials.graphql): the list document and every command. */
import {
  CreatePackagingMaterialDocument,
  DeletePackagingMaterialDocument,
  PackagingMaterialsDocument,
  UpdatePackagingMaterialDocument,
  type PackagingMaterialsQuery,
} from './packageMaterials.generated';
import { useCommands, type NodeOf } from '../../ui/resource';

export type MaterialRow = NodeOf<PackagingMaterialsQuery['packagingMaterials']>;

export const materialList = { document: PackagingMaterialsDocument, pick: (d: PackagingMaterialsQuery) => d.packagingMaterials };

export const useMaterialCommands = () =>
  useCommands({ create: CreatePackagingMaterialDocument, update: UpdatePackagingMaterialDocument, remove: DeletePackagingMaterialDocument });
