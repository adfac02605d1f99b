import { ArrowUpRight, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useOutsideLinks } from '../../components/outside-links';
import { GUIDE_SECTIONS } from './guide-sections';

/** /guide: how to use the app, inside the app, in the UI's language. */
export function GuidePage() {
  const { t } = useTranslation();
  const { docs } = useOutsideLinks();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6" data-testid="guide-page">
      <header className="flex flex-col gap-3">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-xl bg-zinc-900 text-white">
          <BookOpen className="size-5" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900">{t('guide.title')}</h1>
        <p className="text-base text-zinc-500">{t('guide.intro')}</p>
      </header>

      <nav aria-label={t('guide.contents')} className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-zinc-200">
        <p className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">{t('guide.contents')}</p>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2">
          {GUIDE_SECTIONS.map((id, index) => (
            <li key={id}>
              <a href={`#guide-${id}`} className="block rounded-md px-2 py-1 text-sm text-zinc-700 hover:bg-zinc-50 hover:text-zinc-900">
                {index + 1}. {t(`guide.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {GUIDE_SECTIONS.map((id, index) => (
        <section key={id} id={`guide-${id}`} aria-labelledby={`guide-${id}-title`} className="scroll-mt-20">
          <h2 id={`guide-${id}-title`} className="text-xl font-semibold text-zinc-900">
            {index + 1}. {t(`guide.sections.${id}.title`)}
          </h2>
          <p className="mt-3 text-[15px] leading-7 text-zinc-700">{t(`guide.sections.${id}.p1`)}</p>
          <p className="mt-3 text-[15px] leading-7 text-zinc-700">{t(`guide.sections.${id}.p2`)}</p>
        </section>
      ))}

      <footer className="flex flex-wrap gap-3 border-t border-zinc-200 pt-6">
        <Link to="/" className={buttonClass('primary')}>
          {t('guide.start')}
        </Link>
        <Link to="/showcase" className={buttonClass('secondary')}>
          {t('showcase.link')}
        </Link>
        {docs ? (
          <a href={docs} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
            {t('guide.docs')}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </footer>
    </div>
  );
}
