// The default print layouts (spec 01 §2 print, issue 18 item 6): every element on the page, and
// no two printed elements (text, fields, codes, images) covering each other. Boxes and lines are
// frames and rules: they may surround or cross text.
import { describe, expect, it } from 'vitest';
import { defaultPrintLayout, printLayout, PRINT_TEMPLATE_KINDS } from './print';

type Rect = { x: number; y: number; w: number; h: number; type: string };
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each(PRINT_TEMPLATE_KINDS)('default %s layout', (kind) => {
  const layout = defaultPrintLayout(kind);
  const rects = layout.elements as unknown as Rect[];

  it('is a valid layout with every element on the page', () => {
    expect(printLayout.safeParse(layout).success).toBe(true);
    for (const e of rects) {
      expect(e.x + e.w, `${e.type} at x ${e.x}`).toBeLessThanOrEqual(layout.page.width);
      expect(e.y + e.h, `${e.type} at y ${e.y}`).toBeLessThanOrEqual(layout.page.height);
    }
  });

  it('prints no element over another', () => {
    const printed = rects.filter((e) => e.type !== 'box' && e.type !== 'line');
    const clashes: string[] = [];
    printed.forEach((a, i) =>
      printed.slice(i + 1).forEach((b) => {
        if (overlaps(a, b)) clashes.push(`${a.type}@${a.x},${a.y} × ${b.type}@${b.x},${b.y}`);
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('draws no frame across a code or an image (a frame holds it whole or leaves it out)', () => {
    const codes = rects.filter((e) => e.type === 'qr' || e.type === 'barcode' || e.type === 'image');
    const boxes = rects.filter((e) => e.type === 'box');
    const inside = (c: Rect, b: Rect) => c.x >= b.x && c.y >= b.y && c.x + c.w <= b.x + b.w && c.y + c.h <= b.y + b.h;
    const crossed = codes.flatMap((c) => boxes.filter((b) => overlaps(c, b) && !inside(c, b)).map((b) => `${c.type}@${c.x},${c.y} × box@${b.x},${b.y}`));
    expect(crossed).toEqual([]);
  });
});
