import { useEffect, useState } from "react";
import { serialize } from "cookie";
import { AntdScope, Button, Modal } from "@site/design/antd";
import {
  href,
  localeCookie,
  localeMeta,
  locales,
  switchLocaleHref,
  splitLocalePath,
  useLocale,
  useLocation,
  useTranslation,
  type Locale,
} from "@site/i18n";

const narrowWindow = "(max-width: 999px)";

/** 'Choose Your Language': remembers the choice in a cookie and reloads the same page in it. */
export default function LanguageDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("shell");
  const current = useLocale();
  const location = useLocation();
  const narrow = useMediaQuery(narrowWindow);

  const choose = (locale: Locale) => {
    document.cookie = serialize(localeCookie.name, locale, {
      maxAge: localeCookie.maxAgeSeconds,
      path: localeCookie.path,
      sameSite: localeCookie.sameSite,
    });
    window.location.assign(
      translationHref(location.pathname, location.search, location.hash, locale),
    );
  };

  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        footer={null}
        title={t("language.title")}
        width={narrow ? "80vw" : "40vw"}
        centered
      >
        <div className="language-dialog">
          {locales.map((locale) => (
            <Button
              key={locale}
              size="large"
              type={locale === current ? "primary" : "default"}
              onClick={() => choose(locale)}
              lang={locale === "zh" ? "zh-CN" : "en"}
            >
              {t(`language.${locale}`)}
            </Button>
          ))}
        </div>
      </Modal>
    </AntdScope>
  );
}

/**
 * The page's translation: where its hreflang alternate for `locale` points (PageMeta writes one
 * per language the page exists in, so an article leads to its translation); a page that has
 * alternates but none in that language (an article not translated) leads to that language's home.
 */
function translationHref(pathname: string, search: string, hash: string, locale: Locale): string {
  const alternates = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  const { path } = splitLocalePath(pathname);
  if (alternates.length === 0) return switchLocaleHref(path, search, hash, locale);
  const target = [...alternates].find((link) => link.hreflang === localeMeta[locale].htmlLang);
  if (!target) return href("/", locale);
  return new URL(target.href).pathname + search + hash;
}

/** The dialog only renders in the browser (after a click), so the first render can ask the window. */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
