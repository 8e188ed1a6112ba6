import { MIDDLE_TOAST_MS } from '@erp/schema';
import { createToaster } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { toastCount } from '../../ui';
import { noticeToastId, showNoticeToast } from './useNoticeToasts';

const event = (over: { type?: string; title?: string; body?: string; level?: string } = {}) => ({
  id: Math.random(),
  type: over.type ?? '3',
  tag: 'order',
  typeName: '订单未匹配',
  title: over.title ?? '订单超过 12 小时未匹配',
  messageDetail: { stringBody: over.body ?? '3 个订单仍有未配对的商品' },
  levelConfig: { websiteConfig: { level: over.level ?? 'HIGH' } },
});

const store = () => createToaster({ placement: 'bottom-end', overlap: true, max: 8 });

describe('notice toasts', () => {
  it('shows five equal alert notices as one toast counting five, with the latest text', () => {
    const s = store();
    for (let i = 1; i <= 5; i++) showNoticeToast(event({ body: `第 ${i} 次` }), s);
    const shown = s.getVisibleToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('订单超过 12 小时未匹配');
    expect(toastCount(shown[0]!.meta)).toBe(5);
    expect(shown[0]!.description).toBe('第 5 次');
    // an alert stays until closed
    expect(shown[0]!.duration).toBe(Number.POSITIVE_INFINITY);
    expect(shown[0]!.type).toBe('warning');
  });

  it('keeps notices of another title or type apart', () => {
    const s = store();
    showNoticeToast(event(), s);
    showNoticeToast(event({ title: '订单超过 24 小时未匹配' }), s);
    showNoticeToast(event({ type: '4', title: '订单超过 12 小时未匹配' }), s);
    showNoticeToast(event(), s);
    const shown = s.getVisibleToasts();
    expect(shown).toHaveLength(3);
    expect(toastCount(shown.find((t) => t.id === noticeToastId(event()))!.meta)).toBe(2);
  });

  it('closes information after 5 s and shows nothing for LOW and export-finished notices', () => {
    const s = store();
    const id = showNoticeToast(event({ level: 'MIDDLE', title: '库存不足' }), s);
    expect(s.getVisibleToasts().find((t) => t.id === id)).toMatchObject({ type: 'info', duration: MIDDLE_TOAST_MS });
    expect(showNoticeToast(event({ level: 'LOW', title: '低' }), s)).toBeNull();
    expect(showNoticeToast(event({ level: 'MIDDLE', type: '12', title: '导出完成' }), s)).toBeNull();
    expect(showNoticeToast({ type: '3', title: 'x' }, s)).toBeNull(); // no level: no toast
    expect(s.getVisibleToasts()).toHaveLength(1);
  });

  it('starts counting again once the grouped toast was closed', () => {
    const s = store();
    const id = showNoticeToast(event(), s)!;
    showNoticeToast(event(), s);
    s.remove(id);
    showNoticeToast(event(), s);
    const shown = s.getVisibleToasts();
    expect(shown).toHaveLength(1);
    expect(toastCount(shown[0]!.meta)).toBe(1);
  });
});
