import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { configuredLinks, LEGAL_LINKS, useOutsideLinks } from '../../components/outside-links';
import { EDITOR_BREAKPOINT, useMediaQuery } from '../../lib/use-media-query';
import { ProviderLogo, providerName, PROVIDERS } from '../models';

/** AI provider logos, the in-app guide, and the legal pages the operator configured. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Below lg the sidebar is an overlay over the page, and an overlay closes with Escape.
  const overlay = !useMediaQuery(EDITOR_BREAKPOINT);
  const legal = configuredLinks(useOutsideLinks(), LEGAL_LINKS);
  useEffect(() => {
    if (!open || !overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, overlay, onClose]);

  return (
    <>
      {open ? <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-30 bg-zinc-950/30 lg:hidden" /> : null}
      <aside
        id="generator-sidebar"
        aria-label={t('generator.sidebar.label')}
        data-testid="generator-sidebar"
        className={`${open ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-40 w-64 flex-col border-r border-zinc-200 bg-white p-4 shadow-xl lg:static lg:z-auto lg:shadow-none`}
      >
        <div className="flex items-center justify-between lg:hidden">
          <span className="text-sm font-semibold text-zinc-900">{t('app.name')}</span>
          <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded-md p-1 text-zinc-400 hover:bg-zinc-100">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p className="mt-2 text-xs font-semibold tracking-wider text-zinc-400 uppercase lg:mt-0">{t('generator.sidebar.poweredBy')}</p>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {PROVIDERS.map((provider) => (
            <li key={provider} className="flex items-center gap-2 rounded-lg bg-zinc-50 px-2 py-1.5 ring-1 ring-zinc-200/70 ring-inset">
              <ProviderLogo provider={provider} size={18} />
              <span className="truncate text-xs font-medium text-zinc-700">{providerName(provider)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs leading-5 text-zinc-500">{t('generator.sidebar.note')}</p>
        <nav aria-label={t('generator.sidebar.legal')} className="mt-auto border-t border-zinc-100 pt-4">
          <ul className="space-y-1">
            <li>
              <Link to="/guide" onClick={onClose} className="block rounded-md px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-50 hover:text-zinc-900">
                {t('guide.link')}
              </Link>
            </li>
            <li>
              <Link to="/showcase" onClick={onClose} className="block rounded-md px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-50 hover:text-zinc-900">
                {t('showcase.link')}
              </Link>
            </li>
            {legal.map(([key, href]) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noreferrer" className="block rounded-md px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-50 hover:text-zinc-900">
                  {t(`generator.sidebar.links.${key}`)}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 px-2 text-xs text-zinc-400">© {new Date().getFullYear()} CUI</p>
        </nav>
      </aside>
    </>
  );
}
