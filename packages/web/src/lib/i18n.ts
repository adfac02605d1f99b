import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import zh from '../locales/zh.json';

export const SUPPORTED_LANGUAGES = ['en', 'zh', 'hi'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** The interface language a request names (`zh-CN` → `zh`), from i18next's resolved language. */
export function requestLanguage(lng: string | undefined): SupportedLanguage {
  return SUPPORTED_LANGUAGES.find((l) => (lng ?? '').startsWith(l)) ?? FALLBACK_LANGUAGE;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

function syncDocumentLanguage(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng || FALLBACK_LANGUAGE;
}

i18n.on('languageChanged', () => syncDocumentLanguage(i18n.resolvedLanguage));

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, zh: { translation: zh }, hi: { translation: hi } },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    // Language files are bundled, so initialisation is synchronous and nothing needs to suspend.
    initAsync: false,
    interpolation: { escapeValue: false },
    // Keeps the console clean for e2e runs that fail on unexpected console output.
    showSupportNotice: false,
    react: { useSuspense: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      // Cache in both, or a stale cookie (read first) would undo a switch made in the app.
      caches: ['localStorage', 'cookie'],
    },
  })
  .then(() => syncDocumentLanguage(i18n.resolvedLanguage));

export default i18n;
