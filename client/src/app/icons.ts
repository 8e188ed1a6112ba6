/**
 * The lucide icons of the signed-in shell (the react-icons/lu data of these names, ISC licence).
 * react-icons/lu is one module: importing any icon from it puts every lucide icon the app uses
 * anywhere into the importing chunk, so the shell takes its few icons from here and the screens
 * keep importing react-icons/lu (docs/decisions.md 'Issue 16'). Same names, same output.
 */
import { GenIcon, type IconBaseProps } from 'react-icons/lib';

export const LuArrowLeft = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'm12 19-7-7 7-7' }, child: [] },
      { tag: 'path', attr: { d: 'M19 12H5' }, child: [] },
    ],
  })(props);
export const LuBell = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9' }, child: [] },
      { tag: 'path', attr: { d: 'M10.3 21a1.94 1.94 0 0 0 3.4 0' }, child: [] },
    ],
  })(props);
export const LuChevronDown = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'path', attr: { d: 'm6 9 6 6 6-6' }, child: [] }],
  })(props);
export const LuChevronLeft = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'path', attr: { d: 'm15 18-6-6 6-6' }, child: [] }],
  })(props);
export const LuChevronRight = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'path', attr: { d: 'm9 18 6-6-6-6' }, child: [] }],
  })(props);
export const LuDownload = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }, child: [] },
      { tag: 'polyline', attr: { points: '7 10 12 15 17 10' }, child: [] },
      { tag: 'line', attr: { x1: '12', x2: '12', y1: '15', y2: '3' }, child: [] },
    ],
  })(props);
export const LuExternalLink = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'M15 3h6v6' }, child: [] },
      { tag: 'path', attr: { d: 'M10 14 21 3' }, child: [] },
      { tag: 'path', attr: { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }, child: [] },
    ],
  })(props);
export const LuLanguages = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'm5 8 6 6' }, child: [] },
      { tag: 'path', attr: { d: 'm4 14 6-6 2-3' }, child: [] },
      { tag: 'path', attr: { d: 'M2 5h12' }, child: [] },
      { tag: 'path', attr: { d: 'M7 2h1' }, child: [] },
      { tag: 'path', attr: { d: 'm22 22-5-10-5 10' }, child: [] },
      { tag: 'path', attr: { d: 'M14 18h6' }, child: [] },
    ],
  })(props);
export const LuUser = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2' }, child: [] },
      { tag: 'circle', attr: { cx: '12', cy: '7', r: '4' }, child: [] },
    ],
  })(props);
export const LuWrench = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      {
        tag: 'path',
        attr: {
          d: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z',
        },
        child: [],
      },
    ],
  })(props);
