import type { ModelValue } from '@cui/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Check, ChevronDown, Image as ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuItemClass, Popover } from '../../../components/popover';
import { generatorApi } from '../api/generator-api';
import { ProviderLogo } from '../layout/provider-logo';
import { cleanLabel, FALLBACK_MODELS, modelLabel, providerOf } from '../lib/options';
import { modelParamsAtom } from '../state/atoms';

export const MODELS_QUERY_KEY = ['models'] as const;

export function useModels() {
  const query = useQuery({
    queryKey: MODELS_QUERY_KEY,
    queryFn: ({ signal }) => generatorApi.models(signal),
    staleTime: 5 * 60_000,
  });
  return query.data && query.data.length > 0 ? query.data : FALLBACK_MODELS;
}

export function OfflineBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-emerald-50 px-1.5 py-px text-[10px] font-semibold tracking-wide text-emerald-700 uppercase ring-1 ring-emerald-200 ring-inset">
      {t('generator.model.offline')}
    </span>
  );
}

export function ModelPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const models = useModels();
  const [params, setParams] = useAtom(modelParamsAtom);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const current = models.find((m) => m.value === params.model);

  const choose = (value: ModelValue) => {
    setParams((p) => ({ ...p, model: value }));
    setOpen(false);
  };

  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-testid="model-picker"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={t('generator.model.label')}
        className="inline-flex h-8 max-w-36 shrink-0 sm:max-w-60 items-center gap-1.5 rounded-lg px-2 text-[13px] font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:opacity-40"
      >
        <ProviderLogo provider={providerOf(params.model)} size={18} />
        <span className="truncate">{modelLabel(models, params.model)}</span>
        {params.model === 'cui-core' ? (
          <span className="hidden sm:inline">
            <OfflineBadge />
          </span>
        ) : null}
        {current && !current.available ? <span className="size-1.5 shrink-0 rounded-full bg-amber-500" aria-label={t('generator.model.unavailable')} /> : null}
        <ChevronDown aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
      </button>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchor} placement="top" className="w-80" role="listbox" label={t('generator.model.label')}>
        <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-400">{t('generator.model.label')}</p>
        {models.map((model) => (
          <button
            key={model.value}
            type="button"
            role="option"
            aria-selected={model.value === params.model}
            data-testid={`model-option-${model.value}`}
            onClick={() => choose(model.value)}
            className={`${menuItemClass} ${model.available ? '' : 'text-zinc-400'}`}
          >
            <ProviderLogo provider={providerOf(model.value)} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className={`flex items-center gap-1.5 truncate font-medium ${model.available ? 'text-zinc-900' : 'text-zinc-500'}`}>
                {cleanLabel(model.label)}
                {model.value === 'cui-core' ? <OfflineBadge /> : null}
                {model.supportsImage ? <ImageIcon aria-label={t('generator.model.vision')} className="size-3.5 text-zinc-400" /> : null}
              </span>
              {!model.available ? <span className="text-xs text-amber-600">{t('generator.model.notConfigured')}</span> : null}
            </span>
            {model.value === params.model ? <Check aria-hidden="true" className="size-4 text-zinc-900" /> : null}
          </button>
        ))}
      </Popover>
    </>
  );
}
