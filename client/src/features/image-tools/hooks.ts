/** Image tools (imageTools.graphql): the template list, the run being watched, every command. */
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import * as ops from './imageTools.generated';

export type WatermarkRow = RowOf<typeof watermarkList>;
export type ImageToolRunView = NonNullable<ops.ImageToolRunQuery['imageToolRun']>;

export const watermarkList = listOf(ops.WatermarkTemplatesDocument, (d) => d.watermarkTemplates);

export const useWatermarkCommands = () =>
  useCommands({ create: ops.CreateWatermarkTemplateDocument, update: ops.UpdateWatermarkTemplateDocument, remove: ops.DeleteWatermarkTemplateDocument });

export const useImageToolCommands = () => useCommands({ process: ops.ProcessImagesDocument, translate: ops.TranslateImagesDocument });

/** The templates the tools dialog offers (the first 100 by name). */
export function useWatermarkTemplatesForTools() {
  const { record } = useRecord(ops.WatermarkTemplatesDocument, (d) => d.watermarkTemplates.edges, { first: 100 }, { silent: true });
  return (record ?? []).map((e) => e.node);
}
