import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { saveLanguage } from '../i18n.ts';

/** A tiny language switch for the public pages, where the Arco Select would cost too much weight. */
export function LanguageLinks() {
  const { t, i18n } = useTranslation();
  const pick = (lng: Language) => {
    if (lng === i18n.language) return;
    saveLanguage(lng);
    window.location.reload();
  };
  return (
    <nav className="zx-lang-links" aria-label={t('common:navbar.language')}>
      {LANGUAGES.map((lng) => (
        <button key={lng} type="button" className={lng === i18n.language ? 'active' : ''} onClick={() => pick(lng)} lang={lng}>
          {t(`common:language.${lng}`)}
        </button>
      ))}
    </nav>
  );
}
