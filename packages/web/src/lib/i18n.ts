import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

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

/**
 * English is bundled (it is the fallback every language needs); Chinese and Hindi are fetched when
 * chosen, so the home page carries one language's words rather than three.
 */
const LANGUAGE_FILES: Record<SupportedLanguage, () => Promise<{ default: ResourceKey }>> = {
  en: () => Promise.resolve({ default: en }),
  zh: () => import('../locales/zh.json'),
  hi: () => import('../locales/hi.json'),
};

const languageFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = LANGUAGE_FILES[requestLanguage(language)];
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

i18n.on('languageChanged', () => syncDocumentLanguage(i18n.resolvedLanguage));

/** Resolves once the detected language's words are loaded: render after it, so no English flashes first. */
export const i18nReady = i18n
  .use(languageFiles)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    // English is bundled, so it initialises at once; another language is awaited (i18nReady) before the first render.
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
