import type { ModelOption } from '@cui/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Image as ImageIcon, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownOption } from '../../components/dropdown';
import { toast } from '../../lib/toast';
import { modelParamsAtom } from './model-params';
import { modelsApi } from './models-api';
import { cleanLabel, effectiveModel, FALLBACK_MODELS, findModel, modelLabel, providerOf } from './options';
import { ProviderLogo } from './provider-logo';

export const MODELS_QUERY_KEY = ['models'] as const;

/** The models this server offers; the start-up requests them before the first render (app/start-queries). */
export const modelsQuery = queryOptions({ queryKey: MODELS_QUERY_KEY, queryFn: ({ signal }) => modelsApi.models(signal), staleTime: 5 * 60_000 });

/** A list this long gets a search box. */
const SEARCH_FROM = 9;

export function useModels() {
  const query = useQuery(modelsQuery);
  return query.data && query.data.length > 0 ? query.data : FALLBACK_MODELS;
}

/** The id of the model the next request uses, read in a callback: the user's choice, else the server's default. */
export function currentModel(store: ReturnType<typeof useStore>, queryClient: QueryClient): string {
  return effectiveModel(queryClient.getQueryData<ModelOption[]>(MODELS_QUERY_KEY) ?? FALLBACK_MODELS, store.get(modelParamsAtom).model);
}

/** The id of the model the next request uses: the user's choice, else the server's default. */
export function useEffectiveModel(): string {
  const models = useModels();
  return effectiveModel(models, useAtomValue(modelParamsAtom).model);
}

export function OfflineBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-emerald-50 px-1.5 py-px text-[10px] font-semibold tracking-wide text-emerald-700 uppercase ring-1 ring-emerald-200 ring-inset">
      {t('generator.model.offline')}
    </span>
  );
}

/** What one generation with the model costs, when it is more than one credit. */
function CostBadge({ cost }: { cost: number }) {
  const { t } = useTranslation();
  if (cost <= 1) return null;
  return (
    <span data-testid="model-cost" className="rounded-full bg-amber-50 px-1.5 py-px text-[10px] font-semibold text-amber-700 ring-1 ring-amber-200 ring-inset">
      {t('generator.model.cost', { count: cost })}
    </span>
  );
}

/**
 * The models in groups by provider, in the server's order, the groups this server can use first (a
 * provider with no key set is a list of reasons, below what can be chosen).
 */
function groups(models: readonly ModelOption[]): { label: string; models: ModelOption[] }[] {
  const out: { label: string; models: ModelOption[] }[] = [];
  for (const model of models) {
    const group = out.find((g) => g.label === model.providerLabel);
    if (group) group.models.push(model);
    else out.push({ label: model.providerLabel, models: [model] });
  }
  const usable = (g: { models: ModelOption[] }) => g.models.some((m) => m.available);
  return [...out.filter(usable), ...out.filter((g) => !usable(g))];
}

export function ModelPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const models = useModels();
  const queryClient = useQueryClient();
  const [params, setParams] = useAtom(modelParamsAtom);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const chosen = effectiveModel(models, params.model);
  const current = findModel(models, chosen);
  // Models a local or own server lists can change: the list can be asked for again.
  const listed = models.some((m) => ['ollama', 'server'].includes(providerOf(m)));
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return words ? models.filter((m) => `${m.label} ${m.value} ${m.providerLabel}`.toLowerCase().includes(words)) : models;
  }, [models, search]);

  const choose = (value: string) => {
    setParams((p) => ({ ...p, model: value }));
    setOpen(false);
    setSearch('');
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(MODELS_QUERY_KEY, await modelsApi.models(undefined, { refresh: true }));
    } catch (error) {
      console.error('Listing the models again failed', error);
      toast.error(t('generator.model.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
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
      panelClassName="w-80 max-h-[70vh] overflow-y-auto"
      trigger={
        <>
          <ProviderLogo provider={providerOf(current)} size={18} />
          <span className="truncate">{modelLabel(models, chosen)}</span>
          {current?.provider === 'builtin' ? (
            <span className="hidden sm:inline">
              <OfflineBadge />
            </span>
          ) : null}
          {current && !current.available ? <span className="size-1.5 shrink-0 rounded-full bg-amber-500" aria-label={t('generator.model.unavailable')} /> : null}
        </>
      }
    >
      {models.length >= SEARCH_FROM ? (
        <div className="px-1.5 pb-1.5">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('generator.model.search')}
            aria-label={t('generator.model.search')}
            data-testid="model-search"
            className="h-8 w-full rounded-lg border border-zinc-200 px-2 text-sm focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          />
        </div>
      ) : null}
      {shown.length === 0 ? <p className="px-2.5 py-2 text-sm text-zinc-500">{t('generator.model.noMatch')}</p> : null}
      {groups(shown).map((group) => (
        <div key={group.label} role="group" aria-label={group.label} data-testid="model-group">
          <p className="px-2.5 pt-2 pb-0.5 text-[11px] font-semibold tracking-wide text-zinc-400 uppercase">{group.label}</p>
          {group.models.map((model) => (
            <DropdownOption
              key={model.value}
              selected={model.value === chosen}
              testId={`model-option-${model.value}`}
              onSelect={() => choose(model.value)}
              className={model.available ? '' : 'text-zinc-400'}
            >
              <ProviderLogo provider={providerOf(model)} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`flex items-center gap-1.5 truncate font-medium ${model.available ? 'text-zinc-900' : 'text-zinc-500'}`}>
                  <span className="truncate">{cleanLabel(model.label)}</span>
                  {model.provider === 'builtin' ? <OfflineBadge /> : null}
                  {model.parameterSize ? <span className="text-xs font-normal text-zinc-400">{model.parameterSize}</span> : null}
                  {model.supportsImage ? <ImageIcon aria-label={t('generator.model.vision')} className="size-3.5 shrink-0 text-zinc-400" /> : null}
                  <CostBadge cost={model.cost} />
                </span>
                {!model.available ? <span className="text-xs whitespace-normal text-amber-600">{model.reason ?? t('generator.model.notConfigured')}</span> : null}
                {model.provider === 'builtin' ? <span className="text-xs whitespace-normal text-zinc-500">{t('generator.model.builtInNote')}</span> : null}
              </span>
            </DropdownOption>
          ))}
        </div>
      ))}
      {listed ? (
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={refreshing}
          data-testid="model-refresh"
          className="mt-1 flex w-full items-center gap-2 border-t border-zinc-100 px-2.5 pt-2 pb-1 text-left text-xs font-medium text-zinc-500 hover:text-zinc-900 disabled:opacity-40"
        >
          <RefreshCw aria-hidden="true" className={`size-3.5 ${refreshing ? 'animate-spin' : ''}`} />
          {t('generator.model.refresh')}
        </button>
      ) : null}
    </Dropdown>
  );
}
