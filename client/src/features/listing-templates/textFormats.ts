/**
 * The text forms the listing-template dialogs edit structured parts in, and back (pure):
 * sections as "## Title" lines followed by their HTML, mapping rules as
 * "source -> target | from=to; from=to" lines, size rows as "size: value, value" lines.
 */
import type { MappingRule, SizeChartRow, TemplateSection } from '@erp/schema';

export function sectionsToText(sections: readonly TemplateSection[]): string {
  return sections.map((s) => `## ${s.title}\n${s.html}`).join('\n\n');
}

export function textToSections(text: string): TemplateSection[] {
  const out: TemplateSection[] = [];
  for (const line of text.split(/\r?\n/)) {
    const head = /^##\s*(.*)$/.exec(line);
    if (head) out.push({ title: head[1]!.trim(), html: '' });
    else if (out.length) out[out.length - 1]!.html += `${out[out.length - 1]!.html ? '\n' : ''}${line}`;
    else if (line.trim()) out.push({ title: '', html: line });
  }
  return out.map((s) => ({ title: s.title, html: s.html.trim() }));
}

export function rulesToText(rules: readonly MappingRule[]): string {
  return rules
    .map((r) => {
      const source = r.source === 'fixed' ? `fixed:${r.fixedValue ?? ''}` : r.source;
      const values = (r.values ?? []).map((v) => `${v.from}=${v.to}`).join('; ');
      return `${source} -> ${r.target}${values ? ` | ${values}` : ''}`;
    })
    .join('\n');
}

export function textToRules(text: string): MappingRule[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((line) => {
      const [main = '', valuesText = ''] = line.split('|');
      const [sourceText = '', target = ''] = main.split('->');
      const src = sourceText.trim();
      const values = valuesText
        .split(';')
        .filter((p) => p.trim())
        .map((p) => {
          const [from = '', to = ''] = p.split('=');
          return { from: from.trim(), to: to.trim() };
        });
      const fixed = /^fixed:(.*)$/.exec(src);
      return fixed ? { source: 'fixed', target: target.trim(), fixedValue: fixed[1]!.trim(), values } : { source: src, target: target.trim(), values };
    });
}

export function rowsToText(rows: readonly SizeChartRow[]): string {
  return rows.map((r) => `${r.size}: ${r.values.join(', ')}`).join('\n');
}

export function textToRows(text: string): SizeChartRow[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((line) => {
      const i = line.indexOf(':');
      const size = i < 0 ? line.trim() : line.slice(0, i).trim();
      const rest = i < 0 ? '' : line.slice(i + 1);
      return { size, values: rest.trim() ? rest.split(',').map((v) => v.trim()) : [] };
    });
}

export const columnsOf = (text: string) =>
  text
    .split(/[,，]/)
    .map((c) => c.trim())
    .filter(Boolean);
