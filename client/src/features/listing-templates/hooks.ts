/** Listing templates (listingTemplates.graphql): the list documents and every command set. */
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS, PLATFORM_TYPES, platformName } from '@erp/schema';
import {
  AddTortiousWordsDocument,
  AttributeMappingsDocument,
  CommonTemplatesDocument,
  CreateAttributeMappingDocument,
  CreateCommonTemplateDocument,
  CreateMarketplaceTemplateDocument,
  CreateSizeChartDocument,
  CreateTortiousWordDocument,
  DeleteAttributeMappingDocument,
  DeleteCommonTemplateDocument,
  DeleteMarketplaceTemplateDocument,
  DeleteSizeChartDocument,
  DeleteTortiousWordsDocument,
  MarketplaceTemplatesDocument,
  SizeChartsDocument,
  TortiousWordsDocument,
  UpdateAttributeMappingDocument,
  UpdateCommonTemplateDocument,
  UpdateMarketplaceTemplateDocument,
  UpdateSizeChartDocument,
  UpdateTortiousWordDocument,
} from './listingTemplates.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export const commonTemplateList = listOf(CommonTemplatesDocument, (d) => d.commonTemplates);
export const marketplaceTemplateList = listOf(MarketplaceTemplatesDocument, (d) => d.marketplaceTemplates);
export const attributeMappingList = listOf(AttributeMappingsDocument, (d) => d.attributeMappings);
export const sizeChartList = listOf(SizeChartsDocument, (d) => d.sizeCharts);
export const tortiousWordList = listOf(TortiousWordsDocument, (d) => d.tortiousWords);

export type TemplateRow = RowOf<typeof commonTemplateList>;
export type MappingRow = RowOf<typeof attributeMappingList>;
export type SizeChartRow = RowOf<typeof sizeChartList>;
export type TortiousWordRow = RowOf<typeof tortiousWordList>;

export const useCommonTemplateCommands = () =>
  useCommands({ create: CreateCommonTemplateDocument, update: UpdateCommonTemplateDocument, remove: DeleteCommonTemplateDocument });
export const useMarketplaceTemplateCommands = () =>
  useCommands({ create: CreateMarketplaceTemplateDocument, update: UpdateMarketplaceTemplateDocument, remove: DeleteMarketplaceTemplateDocument });
export const useAttributeMappingCommands = () =>
  useCommands({ create: CreateAttributeMappingDocument, update: UpdateAttributeMappingDocument, remove: DeleteAttributeMappingDocument });
export const useSizeChartCommands = () => useCommands({ create: CreateSizeChartDocument, update: UpdateSizeChartDocument, remove: DeleteSizeChartDocument });
export const useTortiousWordCommands = () =>
  useCommands({ create: CreateTortiousWordDocument, update: UpdateTortiousWordDocument, add: AddTortiousWordsDocument, remove: DeleteTortiousWordsDocument });

/** The listing marketplaces as select options (value: the platform type). */
export const marketplaceOptions = () => LISTING_MARKETPLACES.map((m) => ({ value: String(PLATFORM_TYPES[m]), label: MARKETPLACE_LABELS[m] }));
/** A platform type's marketplace label ('' for 0 or an unknown one). */
export const marketplaceLabel = (platformType: number) => {
  const m = platformName(platformType);
  return m ? MARKETPLACE_LABELS[m] : '';
};
