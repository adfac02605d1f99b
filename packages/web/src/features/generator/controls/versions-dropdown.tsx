import { useAtom, useSetAtom } from 'jotai';
import { Check, ChevronDown, History } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuItemClass, Popover } from '../../../components/popover';
import { htmlAtom, previousPromptAtom, versionsAtom } from '../state/atoms';

/** SPEC §4 "Version selection": sets the current version, the HTML and the previous prompt. */
export function VersionsDropdown({ guardBusy }: { guardBusy: () => boolean }) {
  const { t, i18n } = useTranslation();
  const [versions, setVersions] = useAtom(versionsAtom);
  const setHtml = useSetAtom(htmlAtom);
  const setPreviousPrompt = useSetAtom(previousPromptAtom);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const current = versions.list[versions.current];
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { hour: '2-digit', minute: '2-digit' });

  const select = (index: number) => {
    setOpen(false);
    if (guardBusy()) return;
    const entry = versions.list[index];
    if (!entry) return;
    setVersions({ ...versions, current: index });
    setHtml(entry.content);
    setPreviousPrompt(entry.prompt);
  };

  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-testid="versions-dropdown"
        disabled={versions.list.length === 0}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={t('generator.versions.label')}
        className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-[13px] font-medium text-zinc-700 ring-1 ring-zinc-200 transition-colors ring-inset hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:opacity-40"
      >
        <History aria-hidden="true" className="size-4 text-zinc-500" />
        <span>{current?.label ?? t('generator.versions.none')}</span>
        <ChevronDown aria-hidden="true" className="size-3.5 text-zinc-400" />
      </button>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchor} placement="top" className="w-80" role="listbox" label={t('generator.versions.label')}>
        <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-400">{t('generator.versions.label')}</p>
        {[...versions.list.keys()].reverse().map((index) => {
          const entry = versions.list[index];
          return (
            <button
              key={`${entry.label}-${entry.timestamp}`}
              type="button"
              role="option"
              aria-selected={index === versions.current}
              data-testid="version-item"
              onClick={() => select(index)}
              className={menuItemClass}
            >
              <span className="flex h-6 min-w-9 items-center justify-center rounded-md bg-zinc-100 px-1.5 text-xs font-semibold text-zinc-700 tabular-nums">
                {entry.label}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-zinc-900">{entry.prompt || t('generator.versions.noPrompt')}</span>
                <span className="text-xs text-zinc-400">{time.format(entry.timestamp)}</span>
              </span>
              {index === versions.current ? <Check aria-hidden="true" className="size-4 shrink-0 text-zinc-900" /> : null}
            </button>
          );
        })}
      </Popover>
    </>
  );
}
