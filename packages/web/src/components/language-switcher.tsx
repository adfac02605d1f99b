import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../lib/i18n';

/** On a phone only the globe shows (the header has no room for a name); the picker lists every language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <label className="relative flex items-center rounded-lg text-zinc-600 focus-within:ring-2 focus-within:ring-zinc-900 hover:bg-zinc-100 hover:text-zinc-900">
      <span className="sr-only">{t('header.language')}</span>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-2 size-4" />
      <select
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="h-9 w-8 cursor-pointer appearance-none rounded-lg bg-transparent py-0 pl-8 text-sm font-medium text-transparent focus:outline-none sm:w-auto sm:pr-2.5 sm:text-current [&>option]:text-zinc-900"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
