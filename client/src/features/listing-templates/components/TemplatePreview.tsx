/**
 * The preview of a description template: rendered by @erp/schema's renderTemplate / renderSections
 * (sanitised, values escaped) with a sample product, shown in a sandboxed frame (no scripts).
 */
import { Box, Text } from '@chakra-ui/react';
import { renderSections, renderTemplate, type TemplateData, type TemplateSection } from '@erp/schema';

export const SAMPLE_PRODUCT: TemplateData = {
  title: 'Ceramic mug 350 ml',
  sku: 'MUG-RED-350',
  spu: 'MUG-350',
  description: 'A red ceramic mug.\nDishwasher safe.',
  attributes: { Colour: 'Red', Material: 'Ceramic' },
  images: [],
  sizeChart: { columns: ['Height (cm)', 'Diameter (cm)'], rows: [{ size: '350 ml', values: ['9.5', '8'] }] },
};

export function TemplatePreview({ label, html, sections }: { label: string; html?: string; sections?: TemplateSection[] }) {
  const rendered = sections ? renderSections(sections, SAMPLE_PRODUCT) : renderTemplate(html ?? '', SAMPLE_PRODUCT);
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" bg="bg.subtle">
      <Text textStyle="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      <iframe title={label} sandbox="" srcDoc={rendered} style={{ width: '100%', height: '180px', border: 0, background: 'white' }} />
    </Box>
  );
}
