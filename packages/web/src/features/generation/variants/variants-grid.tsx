import { useAtomValue } from 'jotai';
import { Check, Square, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { modelLabel, useModels } from '../../models';
import { PreviewFrame } from '../../preview';
import { extractPreviewHtml } from '../extract-html';
import type { GenerationApi } from '../use-generation';
import { type VariantTile, variantSetAtom } from './variants-atoms';

const noop = () => undefined;

/** One design: its page as it streams in, and what can be done with it. */
function Tile({ tile, onChoose, onStop }: { tile: VariantTile; onChoose: () => void; onStop: () => void }) {
  const { t } = useTranslation();
  const models = useModels();
  const html = tile.status === 'done' ? tile.html : (extractPreviewHtml(tile.text) ?? '');
  return (
    <article data-testid="variant-tile" data-status={tile.status} data-index={tile.index} className="flex min-h-0 flex-col overflow-hidden rounded-xl bg-white ring-1 ring-zinc-200">
      <header className="flex items-center gap-2 border-b border-zinc-100 px-3 py-2">
        <span className="text-sm font-semibold text-zinc-900">{t('generator.variants.design', { index: tile.index })}</span>
        <span className="min-w-0 flex-1 truncate text-xs text-zinc-500">{modelLabel(models, tile.model)}</span>
        {tile.status === 'streaming' ? (
          <>
            <span role="status" className="flex items-center gap-1.5 text-xs text-zinc-500">
              <Spinner className="size-3.5" />
              {t('generator.variants.streaming')}
            </span>
            <button type="button" data-testid="variant-stop" onClick={onStop} className={buttonClass('secondary', 'sm', 'px-2')}>
              <Square aria-hidden="true" className="size-3 fill-current" />
              {t('generator.variants.stop')}
            </button>
          </>
        ) : null}
        {tile.status === 'done' ? (
          <button type="button" data-testid="variant-use" onClick={onChoose} className={buttonClass('primary', 'sm', 'px-2.5')}>
            <Check aria-hidden="true" className="size-3.5" />
            {t('generator.variants.use')}
          </button>
        ) : null}
      </header>
      <div className="relative min-h-0 flex-1 bg-zinc-50">
        {html ? <PreviewFrame html={html} working={tile.status === 'streaming'} selectMode={false} refreshKey={0} onSelect={noop} /> : null}
        {tile.status === 'failed' || tile.status === 'stopped' ? (
          <p data-testid="variant-error" className="absolute inset-x-3 top-3 rounded-lg bg-white/95 p-3 text-sm text-zinc-700 shadow ring-1 ring-zinc-200">
            {tile.status === 'stopped' ? t('generator.variants.stopped') : `${tile.error ?? ''} ${t('generator.variants.failedNote')}`}
          </p>
        ) : null}
      </div>
      {tile.message ? <p className="border-t border-zinc-100 px-3 py-1.5 text-xs text-zinc-500">{tile.message}</p> : null}
    </article>
  );
}

/** The designs of one prompt side by side, until one is chosen (it becomes the page, the others its versions). */
export function VariantsGrid({ generation }: { generation: GenerationApi }) {
  const { t } = useTranslation();
  const set = useAtomValue(variantSetAtom);
  if (!set) return null;
  return (
    <section data-testid="variants-grid" aria-label={t('generator.variants.title')} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-zinc-100 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-zinc-900">{t('generator.variants.title')}</h2>
          <p className="truncate text-xs text-zinc-500">{t('generator.variants.subtitle', { count: set.tiles.length, prompt: set.prompt })}</p>
        </div>
        <button type="button" data-testid="variants-discard" onClick={generation.variants.discard} className={buttonClass('ghost', 'sm', 'px-2')}>
          <X aria-hidden="true" className="size-3.5" />
          {t('generator.variants.discard')}
        </button>
      </div>
      <div className="grid min-h-0 flex-1 auto-rows-[minmax(22rem,1fr)] grid-cols-1 gap-3 md:grid-cols-2">
        {set.tiles.map((tile) => (
          <Tile key={tile.index} tile={tile} onChoose={() => generation.variants.choose(tile.index)} onStop={() => generation.variants.stop(tile.index)} />
        ))}
      </div>
    </section>
  );
}
