import type { ModelValue } from '@cui/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownOption } from '../../components/dropdown';
import { modelParamsAtom } from './model-params';
import { modelsApi } from './models-api';
import { cleanLabel, FALLBACK_MODELS, modelLabel, providerOf } from './options';
import { ProviderLogo } from './provider-logo';

export const MODELS_QUERY_KEY = ['models'] as const;

/** The models this server offers; the start-up requests them before the first render (app/start-queries). */
export const modelsQuery = queryOptions({ queryKey: MODELS_QUERY_KEY, queryFn: ({ signal }) => modelsApi.models(signal), staleTime: 5 * 60_000 });

export function useModels() {
  const query = useQuery(modelsQuery);
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
  const current = models.find((m) => m.value === params.model);

  const choose = (value: ModelValue) => {
    setParams((p) => ({ ...p, model: value }));
    setOpen(false);
  };

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      label={t('generator.model.label')}
      testId="model-picker"
      disabled={disabled}
      // On a phone the name gives way (truncated) so every tool beside it stays on screen.
      triggerClassName="max-w-36 min-w-0 max-sm:shrink sm:max-w-60"
      panelClassName="w-80"
      trigger={
        <>
          <ProviderLogo provider={providerOf(params.model)} size={18} />
          <span className="truncate">{modelLabel(models, params.model)}</span>
          {params.model === 'cui-core' ? (
            <span className="hidden sm:inline">
              <OfflineBadge />
            </span>
          ) : null}
          {current && !current.available ? <span className="size-1.5 shrink-0 rounded-full bg-amber-500" aria-label={t('generator.model.unavailable')} /> : null}
        </>
      }
    >
      {models.map((model) => (
        <DropdownOption
          key={model.value}
          selected={model.value === params.model}
          testId={`model-option-${model.value}`}
          onSelect={() => choose(model.value)}
          className={model.available ? '' : 'text-zinc-400'}
        >
          <ProviderLogo provider={providerOf(model.value)} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className={`flex items-center gap-1.5 truncate font-medium ${model.available ? 'text-zinc-900' : 'text-zinc-500'}`}>
              {cleanLabel(model.label)}
              {model.value === 'cui-core' ? <OfflineBadge /> : null}
              {model.supportsImage ? <ImageIcon aria-label={t('generator.model.vision')} className="size-3.5 text-zinc-400" /> : null}
            </span>
            {!model.available ? <span className="text-xs text-amber-600">{t('generator.model.notConfigured')}</span> : null}
            {model.value === 'cui-core' ? <span className="text-xs whitespace-normal text-zinc-500">{t('generator.model.builtInNote')}</span> : null}
          </span>
        </DropdownOption>
      ))}
    </Dropdown>
  );
}
