/** @erp/schema field problems as zod issues (their dotted fields land on the form field they start with). */
import type { FieldIssue } from '@erp/schema';
import type { z } from 'zod';

export function addProblems(ctx: z.RefinementCtx, problems: readonly FieldIssue[]) {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: p.field.split('.'), message: p.messageId, params: p.params });
}
