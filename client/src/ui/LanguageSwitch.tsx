import { Button, Group } from '@chakra-ui/react';
import { useLang, useT, type Lang } from '../i18n';

const options: { lang: Lang; label: 'lang.zh' | 'lang.en' }[] = [
  { lang: 'zh', label: 'lang.zh' },
  { lang: 'en', label: 'lang.en' },
];

/** 中文 / English switch; the choice is stored in localStorage `lang`. */
export function LanguageSwitch() {
  const [lang, setLang] = useLang();
  const t = useT();
  return (
    <Group attached role="group" aria-label={t('lang.label')}>
      {options.map((o) => (
        <Button
          key={o.lang}
          size="xs"
          variant={lang === o.lang ? 'solid' : 'outline'}
          colorPalette="teal"
          aria-pressed={lang === o.lang}
          onClick={() => setLang(o.lang)}
        >
          {t(o.label)}
        </Button>
      ))}
    </Group>
  );
}
