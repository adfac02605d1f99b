import type { ShowcaseItem } from '@cui/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cardHue, cardInitial, shownAddress } from './showcase';

/**
 * One listed site. A static card, never the site's HTML: the page runs only on its own origin, in
 * the visitor's new tab.
 */
export function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  const { t } = useTranslation();
  const hue = cardHue(item.folderName);
  return (
    <li data-testid="showcase-card" data-folder={item.folderName}>
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('showcase.open', { title: item.title })}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-zinc-200 transition hover:shadow-md hover:ring-zinc-300 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
      >
        <span
          aria-hidden="true"
          className="flex aspect-[16/9] items-center justify-center text-5xl font-semibold text-white/90"
          style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 50) % 360} 65% 40%))` }}
        >
          {cardInitial(item.title)}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-4">
          <span className="line-clamp-2 text-sm font-semibold text-zinc-900" data-testid="showcase-card-title">
            {item.title}
          </span>
          <span className="flex items-center gap-1.5 text-xs text-zinc-500">
            <span className="min-w-0 truncate font-mono">{shownAddress(item.url)}</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400 group-hover:text-zinc-700" />
          </span>
        </span>
      </a>
    </li>
  );
}
