/**
 * The answers of the REST import endpoints the import dialogs read (`{ code, message, type: 'tips', data }`):
 * `importDone(data)` for an import that went through, `importRefused(message, errors)` for a file
 * refused with its problems by row and column.
 */
import { HttpResponse } from './server';

export interface ImportProblem {
  row: number;
  column: string;
  field: string;
  message: string;
}

export const importDone = (data: unknown) => HttpResponse.json({ code: 0, message: '', type: 'tips', data });

export const importRefused = (message: string, errors: ImportProblem[]) => HttpResponse.json({ code: 1, message, type: 'tips', data: { errors } });
