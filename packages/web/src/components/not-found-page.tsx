import { ArrowUpRight, Globe, LayoutTemplate, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { useOutsideLinks } from './outside-links';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { home } = useOutsideLinks();
  const features: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <Wand2 className="size-5" />, title: t('notFound.features.generator.title'), text: t('notFound.features.generator.text') },
    { icon: <LayoutTemplate className="size-5" />, title: t('notFound.features.designer.title'), text: t('notFound.features.designer.text') },
    { icon: <Globe className="size-5" />, title: t('notFound.features.publish.title'), text: t('notFound.features.publish.text') },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="font-mono text-sm font-medium text-zinc-400">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-zinc-900 sm:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-base text-zinc-500">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to="/guide" className={buttonClass('secondary')}>
          {t('guide.link')}
        </Link>
        {home ? (
          <a href={home} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
            {t('notFound.marketing')}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </div>
      <ul className="mt-16 grid w-full gap-4 text-left sm:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-zinc-900 text-white">
              {feature.icon}
            </span>
            <h2 className="mt-4 text-sm font-semibold text-zinc-900">{feature.title}</h2>
            <p className="mt-1.5 text-sm text-zinc-500">{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
