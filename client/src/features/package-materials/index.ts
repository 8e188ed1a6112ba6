export { PackageMaterialsPage } from './PackageMaterialsPage';
export { packageMaterialsMessages } from './messages';
