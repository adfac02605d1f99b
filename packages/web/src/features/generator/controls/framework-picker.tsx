import type { Framework } from '@cui/shared';
import { useAtom } from 'jotai';
import { Check, ChevronDown, Layers } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuItemClass, Popover } from '../../../components/popover';
import { FRAMEWORK_OPTIONS, FRAMEWORK_SHORT } from '../lib/options';
import { modelParamsAtom } from '../state/atoms';

export function FrameworkPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useAtom(modelParamsAtom);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);

  const choose = (value: Framework) => {
    setParams((p) => ({ ...p, framework: value }));
    setOpen(false);
  };

  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-testid="framework-picker"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={t('generator.framework.label')}
        className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-[13px] font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:opacity-40"
      >
        <Layers aria-hidden="true" className="size-4 text-zinc-500" />
        <span className="hidden sm:inline">{FRAMEWORK_SHORT[params.framework]}</span>
        <ChevronDown aria-hidden="true" className="size-3.5 text-zinc-400" />
      </button>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchor} placement="top" className="w-64" role="listbox" label={t('generator.framework.label')}>
        <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-400">{t('generator.framework.label')}</p>
        {FRAMEWORK_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="option"
            aria-selected={option.value === params.framework}
            data-testid={`framework-option-${option.value}`}
            onClick={() => choose(option.value)}
            className={menuItemClass}
          >
            <span className="flex-1">{option.label}</span>
            {option.value === params.framework ? <Check aria-hidden="true" className="size-4 text-zinc-900" /> : null}
          </button>
        ))}
      </Popover>
    </>
  );
}
