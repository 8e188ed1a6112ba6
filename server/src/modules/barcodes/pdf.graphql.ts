// The answer of every "print" mutation: a PDF as base64 (spec 01 §7), saved by the client.
import { builder } from '../../graphql/builder';
import { exposeFields } from '../../graphql/fields';
import type { PdfFile } from '../../platform/pdf';

export const PdfFileRef = builder.objectRef<PdfFile>('PdfFile').implement({
  description: 'A generated PDF, base64-encoded',
  fields: (t) => exposeFields(t, { filename: 'String', contentBase64: 'String', pages: 'Int' }),
});
