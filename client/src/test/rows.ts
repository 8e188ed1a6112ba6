/**
 * Table rows in page tests: find the row holding a text (`await findRow('PO-1')`), read its
 * buttons, check what it says (`expectTexts(row, '深圳仓', '10.00')`).
 */
import { screen, within, type SelectorMatcherOptions } from '@testing-library/react';
import { expect } from 'vitest';

type Text = string | RegExp;

/** The table row holding `text`, once it shows (`options.selector` e.g. `'td *'` when the text is elsewhere too). */
export async function findRow(text: Text, options?: SelectorMatcherOptions): Promise<HTMLElement> {
  return row(await screen.findByText(text, options));
}

/** The table row holding `text`, already shown. */
export function getRow(text: Text, options?: SelectorMatcherOptions): HTMLElement {
  return row(screen.getByText(text, options));
}

function row(cell: HTMLElement): HTMLElement {
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`"${cell.textContent}" is not in a table row`);
  return tr;
}

/** The texts of the buttons in `element` (a row's actions), in order. */
export function buttonTexts(element: HTMLElement): (string | null)[] {
  return within(element)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

/** `element` shows every one of `texts`. */
export function expectTexts(element: HTMLElement, ...texts: Text[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
