import { Box, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { htmlLang, type Lang } from '../i18n/lang';
import { useUiLang } from './useUiText';

/** What an empty date shows, per UI language (Chromium's own wording for zh-CN and en-US). */
const PLACEHOLDER: Record<Lang, string> = { zh: '年/月/日', en: 'mm/dd/yyyy' };

/** `YYYY-MM-DD` as the UI language writes a day: 2024/03/01 (zh), 03/01/2024 (en). */
export function formatDay(day: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [, y, mo, d] = m;
  return lang === 'en' ? `${mo}/${d}/${y}` : `${y}/${mo}/${d}`;
}

export type DateInputProps = Omit<InputProps, 'type' | 'value'> & { value: string };

/**
 * A day input (`<input type="date">`, value `YYYY-MM-DD`) that speaks the UI language.
 *
 * Chromium draws a native date input in the browser's locale and ignores `lang`, so a Chinese UI
 * in an English browser showed "mm/dd/yyyy" (issue 16). At rest the native text is hidden and the
 * day (or the placeholder 年/月/日) is drawn over it in the UI language; while the input has the
 * focus the native segments show for typing, and the calendar button opens the native picker.
 * Keyboard, form and test behaviour stay those of the native input.
 */
export function DateInput({ value, onFocus, onBlur, px = '3', ...rest }: DateInputProps) {
  const lang = useUiLang();
  const [focused, setFocused] = useState(false);
  const overlay = focused ? null : value ? formatDay(value, lang) : PLACEHOLDER[lang];
  return (
    <Box position="relative" flex="1" minW="0" data-date-input="">
      <Input
        {...rest}
        type="date"
        px={px}
        lang={htmlLang(lang)}
        value={value}
        onFocus={(e) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          onBlur?.(e);
        }}
        css={overlay === null ? undefined : { '&::-webkit-datetime-edit': { color: 'transparent' } }}
      />
      {overlay === null ? null : (
        <Box
          as="span"
          aria-hidden
          position="absolute"
          insetY="0"
          insetStart={px}
          ms="1px"
          display="flex"
          alignItems="center"
          pointerEvents="none"
          textStyle="sm"
          whiteSpace="nowrap"
          color={value ? 'fg' : 'fg.subtle'}
          data-date-text=""
        >
          {overlay}
        </Box>
      )}
    </Box>
  );
}
