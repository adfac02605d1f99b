import type { TemplateSummary } from '@cui/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { promptAtom } from '../generation';
import { modelParamsAtom } from '../models';
import { templatesApi } from '../templates';

const SUGGESTIONS = ['saas', 'portfolio', 'restaurant', 'fitness', 'event', 'store'] as const;

export const TEMPLATES_QUERY_KEY = ['templates'] as const;

/** The starter templates under the composer; the start-up requests them before the first render (app/start-queries). */
export const starterTemplatesQuery = queryOptions({ queryKey: TEMPLATES_QUERY_KEY, queryFn: ({ signal }) => templatesApi.templates(signal), staleTime: Infinity });

/** The server's catalogue is in English; the language files name the templates this build knows. */
function StarterCard({ template, onChoose }: { template: TemplateSummary; onChoose: (prompt: string) => void }) {
  const { t } = useTranslation();
  const name = t(`generator.starterTemplates.${template.id}.name`, { defaultValue: template.name });
  const description = t(`generator.starterTemplates.${template.id}.description`, { defaultValue: template.description });
  return (
    <button
      type="button"
      data-testid="starter-template"
      onClick={() => onChoose(description)}
      className="rounded-xl bg-white/80 p-3 text-left shadow-xs ring-1 ring-zinc-200 transition hover:bg-white hover:ring-zinc-300 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
    >
      <span className="block text-sm font-medium text-zinc-900">{name}</span>
      {/* line-clamp sets its own display: a `block` here would undo the clamp. */}
      <span className="mt-0.5 line-clamp-2 text-xs text-zinc-500">{description}</span>
    </button>
  );
}

const STARTER_COUNT = 6;

/** A starter card's box while the catalogue loads: a name line and the description's two lines. */
function StarterPlaceholder() {
  return (
    <div aria-hidden="true" data-testid="starter-placeholder" className="rounded-xl bg-white/60 p-3 shadow-xs ring-1 ring-zinc-200">
      <span className="block h-5 w-1/2 rounded bg-zinc-100 text-sm" />
      <span className="mt-0.5 block h-8 rounded bg-zinc-50 text-xs" />
    </div>
  );
}

/** Hero and suggestion chips, shown until the canvas has HTML. */
export function Landing({ composer }: { composer: ReactNode }) {
  const { t } = useTranslation();
  const setPrompt = useSetAtom(promptAtom);
  const setParams = useSetAtom(modelParamsAtom);
  const templates = useQuery(starterTemplatesQuery);

  return (
    <div className="relative isolate flex min-h-0 flex-1 flex-col items-center overflow-y-auto px-4 pt-10 pb-8 sm:justify-center sm:pt-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,rgba(99,102,241,0.12),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_50%_45%_at_50%_35%,black,transparent)] bg-[linear-gradient(to_right,#e4e4e7_1px,transparent_1px),linear-gradient(to_bottom,#e4e4e7_1px,transparent_1px)] bg-[size:44px_44px] opacity-50"
      />
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-zinc-600 shadow-xs ring-1 ring-zinc-200">
        <Sparkles aria-hidden="true" className="size-3.5 text-amber-500" />
        {t('home.badge')}
      </span>
      <h2 className="mt-5 text-center text-4xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-6xl">{t('home.title')}</h2>
      <p className="mt-4 max-w-xl text-center text-base text-pretty text-zinc-500 sm:text-lg">{t('generator.landing.subtitle')}</p>

      <div className="mt-8 w-full max-w-3xl">{composer}</div>

      <div className="mt-5 flex max-w-3xl flex-wrap justify-center gap-2" aria-label={t('generator.landing.suggestions')}>
        {SUGGESTIONS.map((key) => (
          <button
            key={key}
            type="button"
            data-testid="suggestion-chip"
            onClick={() => setPrompt(t(`generator.landing.chips.${key}.prompt`))}
            className="rounded-full bg-white px-3.5 py-1.5 text-sm text-zinc-700 shadow-xs ring-1 ring-zinc-200 transition hover:-translate-y-px hover:text-zinc-900 hover:ring-zinc-300 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          >
            {t(`generator.landing.chips.${key}.label`)}
          </button>
        ))}
      </div>

      {templates.isPending || (templates.data && templates.data.length > 0) ? (
        <div className="mt-10 w-full max-w-3xl">
          <p className="text-center text-xs font-semibold tracking-wider text-zinc-400 uppercase">{t('generator.landing.starters')}</p>
          <div className="mt-3 grid gap-2 sm:grid-cols-3" aria-busy={templates.isPending}>
            {/* Until the catalogue arrives its cards keep their place, so the centred landing above does not move when they come. */}
            {templates.isPending ? Array.from({ length: STARTER_COUNT }, (_, i) => <StarterPlaceholder key={i} />) : null}
            {(templates.data ?? []).slice(0, STARTER_COUNT).map((template) => (
              <StarterCard
                key={template.id}
                template={template}
                onChoose={(prompt) => {
                  setParams((p) => ({ ...p, templateId: template.id }));
                  setPrompt(prompt);
                }}
              />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
