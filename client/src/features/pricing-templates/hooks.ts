/** Pricing templates (pricingTemplates.graphql): the list document and every command. */
import {
  CreatePricingTemplateDocument,
  DeletePricingTemplateDocument,
  PricingTemplatesDocument,
  UpdatePricingTemplateDocument,
} from './pricingTemplates.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type PricingTemplateRow = RowOf<typeof pricingTemplateList>;

export const pricingTemplateList = listOf(PricingTemplatesDocument, (d) => d.pricingTemplates);

export const usePricingTemplateCommands = () =>
  useCommands({ create: CreatePricingTemplateDocument, update: UpdatePricingTemplateDocument, remove: DeletePricingTemplateDocument });
