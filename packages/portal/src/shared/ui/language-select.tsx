import { useTranslation } from 'react-i18next';
import { appLanguage, changeAppLanguage, isLanguage, languageName } from '@openportal/i18n';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { usePortal } from '../services.tsx';

/** Only the brand's languages; the choice is kept in localStorage. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { manifest, storage } = usePortal();
  if (!manifest.flags.languageSwitcher || manifest.availableLangs.length < 2) return null;
  return (
    <label className="op-lang">
      <span className="op-visually-hidden">{t('common.language')}</span>
      <select
        data-testid="lang-select"
        value={appLanguage(i18n)}
        onChange={(e) => {
          const lang = e.target.value;
          if (!isLanguage(lang)) return;
          storage.setItem(STORAGE_KEYS.language, lang);
          void changeAppLanguage(i18n, lang);
        }}
      >
        {manifest.availableLangs.map((l) => (
          <option key={l} value={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
