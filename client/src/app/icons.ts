/**
 * The lucide icons of the signed-in shell (the react-icons/lu data of these names, ISC licence).
 * react-icons/lu is one module: importing any icon from it puts every lucide icon the app uses
 * anywhere into the importing chunk, so the shell takes its few icons from here and the screens
 * keep importing react-icons/lu (docs/decisions.md 'Issue 16'). Same names, same output.
 */
import { GenIcon, type IconBaseProps, type IconTree } from 'react-icons/lib';

/** Every lucide icon is a 24 × 24 outline of 2 px round strokes; only its shapes differ. */
const LUCIDE = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' };
const lucide =
  (...child: IconTree[]) =>
  (props: IconBaseProps) =>
    GenIcon({ tag: 'svg', attr: LUCIDE, child })(props);
/** A shape of an icon: `path(d)`, or another svg tag with its attributes. */
const shape = (tag: string, attr: Record<string, string>): IconTree => ({ tag, attr, child: [] });
const path = (d: string) => shape('path', { d });

export const LuArrowLeft = lucide(path('m12 19-7-7 7-7'), path('M19 12H5'));
export const LuBell = lucide(path('M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9'), path('M10.3 21a1.94 1.94 0 0 0 3.4 0'));
export const LuChevronDown = lucide(path('m6 9 6 6 6-6'));
export const LuChevronLeft = lucide(path('m15 18-6-6 6-6'));
export const LuChevronRight = lucide(path('m9 18 6-6-6-6'));
export const LuDownload = lucide(
  path('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'),
  shape('polyline', { points: '7 10 12 15 17 10' }),
  shape('line', { x1: '12', x2: '12', y1: '15', y2: '3' }),
);
export const LuExternalLink = lucide(path('M15 3h6v6'), path('M10 14 21 3'), path('M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'));
export const LuLanguages = lucide(path('m5 8 6 6'), path('m4 14 6-6 2-3'), path('M2 5h12'), path('M7 2h1'), path('m22 22-5-10-5 10'), path('M14 18h6'));
export const LuUser = lucide(path('M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2'), shape('circle', { cx: '12', cy: '7', r: '4' }));
export const LuWrench = lucide(
  path(
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z',
  ),
);
