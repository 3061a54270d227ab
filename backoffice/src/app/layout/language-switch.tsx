import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleLocale } from '../i18n/console-i18n';

const otherLanguage: Record<ConsoleLocale, { locale: ConsoleLocale; name: string; lang: string }> = {
  zh: { locale: 'en', name: 'English', lang: 'en' },
  en: { locale: 'zh', name: '中文', lang: 'zh-CN' },
};

/** Switches between Chinese and English; the button is written in the language it switches to. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const other = otherLanguage[i18n.language === 'en' ? 'en' : 'zh'];
  return (
    <Button type="text" className={className} lang={other.lang} title={t('header.language')} onClick={() => void i18n.changeLanguage(other.locale)}>
      {other.name}
    </Button>
  );
}
