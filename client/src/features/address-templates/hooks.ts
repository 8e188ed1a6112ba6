/** Address templates (addressTemplates.graphql): the list document and every command. */
import {
  AddressTemplatesDocument,
  CreateAddressTemplateDocument,
  DeleteAddressTemplateDocument,
  SetDefaultAddressTemplateDocument,
  UpdateAddressTemplateDocument,
} from './addressTemplates.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type AddressRow = RowOf<typeof addressList>;

export const addressList = listOf(AddressTemplatesDocument, (d) => d.addressTemplates);

export const useAddressCommands = () =>
  useCommands({
    create: CreateAddressTemplateDocument,
    update: UpdateAddressTemplateDocument,
    setDefault: SetDefaultAddressTemplateDocument,
    remove: DeleteAddressTemplateDocument,
  });
