/** EU compliance (euCompliance.graphql): the list documents and every command. */
import {
  CreateRegulatoryTemplateDocument,
  DeleteRegulatoryTemplateDocument,
  EuLabelPairsDocument,
  PairEuLabelsDocument,
  PrintEuOrderLabelsDocument,
  PrintEuSkuLabelsDocument,
  RegulatoryTemplatesDocument,
  UnpairEuLabelsDocument,
  UpdateRegulatoryTemplateDocument,
} from './euCompliance.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const templateList = listOf(RegulatoryTemplatesDocument, (d) => d.regulatoryTemplates);
export type TemplateRow = RowOf<typeof templateList>;
export const pairList = listOf(EuLabelPairsDocument, (d) => d.euLabelPairs);
export type PairRow = RowOf<typeof pairList>;

export const useTemplateCommands = () =>
  useCommands({ create: CreateRegulatoryTemplateDocument, update: UpdateRegulatoryTemplateDocument, remove: DeleteRegulatoryTemplateDocument });

export const usePairCommands = () =>
  useCommands({ pair: PairEuLabelsDocument, unpair: UnpairEuLabelsDocument, printSkus: PrintEuSkuLabelsDocument, printOrders: PrintEuOrderLabelsDocument });

/** Every template of the company (for selects): at most 200. */
export function useTemplateChoices() {
  const { record } = useRecord(RegulatoryTemplatesDocument, (d) => d.regulatoryTemplates.edges.map((e) => e.node), { first: 200 }, { silent: true });
  return record ?? [];
}
