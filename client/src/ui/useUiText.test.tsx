import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { setLang } from '../i18n/lang';
import { uiMessages } from './messages';
import { Providers } from './test/renderUi';
import { fillTemplate, useMessageText, useUiLang, useUiText } from './useUiText';

const wrap = (opts: { lang?: 'zh' | 'en'; merged?: boolean; noIntl?: boolean }) =>
  function W({ children }: { children: ReactNode }) {
    return <Providers {...opts}>{children}</Providers>;
  };

describe('kit texts', () => {
  it('has the same ids in zh and en with the same placeholders', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(uiMessages.en).sort()).toEqual(Object.keys(uiMessages.zh).sort());
    for (const id of Object.keys(uiMessages.zh) as (keyof typeof uiMessages.zh)[]) {
      expect(holes(uiMessages.en[id]), id).toEqual(holes(uiMessages.zh[id]));
      expect(id.startsWith('ui.')).toBe(true);
    }
  });

  it('falls back to uiMessages when react-intl does not have them yet', () => {
    const zh = renderHook(() => useUiText(), { wrapper: wrap({ lang: 'zh' }) });
    expect(zh.result.current('ui.table.total', { total: 5 })).toBe('共 5 条');
    const en = renderHook(() => useUiText(), { wrapper: wrap({ lang: 'en' }) });
    expect(en.result.current('ui.upload.maxCount', { max: 6 })).toBe('Only 6 pictures can be uploaded');
  });

  it('uses react-intl once the texts are merged', () => {
    const { result } = renderHook(() => useUiText(), { wrapper: wrap({ lang: 'en', merged: true }) });
    expect(result.current('ui.upload.failed', { name: 'a.png', message: 'quota' })).toBe('a.png upload failed, quota');
  });

  it('works without an IntlProvider, following the stored language', () => {
    setLang('en');
    const { result } = renderHook(() => ({ t: useUiText(), lang: useUiLang() }), { wrapper: wrap({ noIntl: true }) });
    expect(result.current.lang).toBe('en');
    expect(result.current.t('ui.common.noData')).toBe('No data');
  });

  it('resolves schema ids, kit ids and plain texts', () => {
    const { result } = renderHook(() => useMessageText(), { wrapper: wrap({ lang: 'zh' }) });
    expect(result.current('form.between', { min: 1, max: 5 })).toBe('请输入介于 1 和 5 之间的数字');
    expect(result.current('validation.required', { field: '店铺名称' })).toBe('店铺名称不能为空');
    expect(result.current('ui.common.retry')).toBe('重试');
    expect(result.current('app.name')).toBe('跨境电商 ERP');
    expect(result.current('服务器的原话')).toBe('服务器的原话');
  });

  it('fills only known placeholders', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
