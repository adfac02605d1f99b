import { SCREEN_VARIANT_ASPECTS, VARIANTS_MAX, type DeviceType, type ScreenVariantAspect } from '@cui/shared';
import { useAtom, useAtomValue } from 'jotai';
import { Check, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { findModel, useEffectiveModel, useModels } from '../../models';
import { FRAME_SIZE } from '../canvas/geometry';
import { ScreenDocument } from '../canvas/screen-document';
import { designerAtom } from '../state/designer-atoms';
import { useScreenVariants, type ScreenVariantsRunner } from './use-screen-variants';
import { screenVariantSetAtom, type ScreenVariantTile, variantPreferencesAtom, variantSetupAtom } from './variants-atoms';

const COUNTS = Array.from({ length: VARIANTS_MAX - 1 }, (_, i) => i + 2);

/** How many alternatives are asked for, and what they may change; at least one thing must. */
function Setup({ screen, onStart, onCancel }: { screen: string; onStart: (count: number, change: ScreenVariantAspect[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useAtom(variantPreferencesAtom);
  const [count, setCount] = useState(preferences.count);
  const [change, setChange] = useState<ScreenVariantAspect[]>(preferences.change);
  const models = useModels();
  const cost = findModel(models, useEffectiveModel())?.cost ?? 1;
  const toggle = (aspect: ScreenVariantAspect) => setChange((now) => (now.includes(aspect) ? now.filter((a) => a !== aspect) : SCREEN_VARIANT_ASPECTS.filter((a) => a === aspect || now.includes(a))));
  return (
    <form
      data-testid="variants-setup"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!change.length) return;
        setPreferences({ count, change });
        onStart(count, change);
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-zinc-900">{t('stitch.variants.howMany')}</legend>
        <div className="mt-2 flex gap-2">
          {COUNTS.map((n) => (
            <label key={n} className={`flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-zinc-900 ${count === n ? 'bg-zinc-900 text-white ring-zinc-900' : 'bg-white text-zinc-700 ring-zinc-200 hover:bg-zinc-50'}`}>
              <input type="radio" name="variant-count" value={n} checked={count === n} onChange={() => setCount(n)} className="sr-only" />
              {n}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-900">{t('stitch.variants.mayChange')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {SCREEN_VARIANT_ASPECTS.map((aspect) => (
            <label key={aspect} className="flex cursor-pointer items-start gap-2 rounded-lg p-3 ring-1 ring-zinc-200 has-[:checked]:bg-zinc-50 has-[:checked]:ring-zinc-900">
              <input type="checkbox" data-testid={`variant-aspect-${aspect}`} checked={change.includes(aspect)} onChange={() => toggle(aspect)} className="mt-0.5 size-4 accent-zinc-900" />
              <span>
                <span className="block text-sm font-medium text-zinc-900">{t(`stitch.variants.aspect.${aspect}`)}</span>
                <span className="block text-xs text-zinc-500">{t(`stitch.variants.aspectHint.${aspect}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {!change.length ? (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {t('stitch.variants.pickOne')}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-zinc-500">{t('stitch.variants.cost', { count: count * cost, screen })}</p>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          {t('common.cancel')}
        </button>
        <button type="submit" data-testid="variants-generate" disabled={!change.length} className={buttonClass('primary', 'md')}>
          {t('stitch.variants.generate', { count })}
        </button>
      </div>
    </form>
  );
}

/** One alternative: its screen once made, and what can be done with it. */
function Tile({ tile, device, width, runner }: { tile: ScreenVariantTile; device: DeviceType; width: number; runner: ScreenVariantsRunner }) {
  const { t } = useTranslation();
  const [using, setUsing] = useState(false);
  const frame = FRAME_SIZE[device];
  const scale = width / frame.width;
  return (
    <article data-testid="screen-variant" data-status={tile.status} data-index={tile.index} className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-zinc-200">
      <header className="flex min-h-11 items-center gap-2 border-b border-zinc-100 px-3 py-1.5">
        <span className="flex-1 text-sm font-semibold text-zinc-900">{t('stitch.variants.alternative', { index: tile.index })}</span>
        {tile.status === 'streaming' ? (
          <button type="button" data-testid="screen-variant-stop" onClick={() => runner.stop(tile.index)} className={buttonClass('secondary', 'sm', 'px-2')}>
            <Square aria-hidden="true" className="size-3 fill-current" />
            {t('stitch.variants.stop')}
          </button>
        ) : null}
        {tile.status === 'done' ? (
          <button
            type="button"
            data-testid="screen-variant-use"
            disabled={using}
            onClick={() => {
              setUsing(true);
              void runner.use(tile.index).finally(() => setUsing(false));
            }}
            className={buttonClass('primary', 'sm', 'px-2.5')}
          >
            {using ? <Spinner className="size-3.5" /> : <Check aria-hidden="true" className="size-3.5" />}
            {t('stitch.variants.use')}
          </button>
        ) : null}
      </header>
      <div className="relative bg-zinc-50" style={{ height: frame.height * scale }}>
        {tile.status === 'done' ? (
          <ScreenDocument html={tile.html} title={t('stitch.variants.alternative', { index: tile.index })} device={device} scale={scale} />
        ) : null}
        {tile.status === 'streaming' ? (
          <p role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-zinc-500">
            <Spinner className="size-5" />
            {t('stitch.variants.designing')}
          </p>
        ) : null}
        {tile.status === 'failed' || tile.status === 'stopped' ? (
          <p data-testid="screen-variant-error" className="absolute inset-x-3 top-3 rounded-lg bg-white p-3 text-sm text-zinc-700 shadow ring-1 ring-zinc-200">
            {tile.status === 'stopped' ? t('stitch.variants.stopped') : `${tile.error ?? ''} ${t('stitch.variants.refunded')}`}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A screen's alternatives: the setup (how many, what may change), then the alternatives side by side
 * as they arrive. Using one replaces the screen; closing puts them away (what still streams is stopped
 * and refunded). A reload brings the set back and follows what was still being made.
 */
export function ScreenVariantsDialog() {
  const { t } = useTranslation();
  const runner = useScreenVariants();
  const designer = useAtomValue(designerAtom);
  const [setup, setSetup] = useAtom(variantSetupAtom);
  const set = useAtomValue(screenVariantSetAtom);
  const wide = useMediaQuery('(min-width: 768px)');
  const runnerRef = useRef(runner);
  runnerRef.current = runner;

  const ours = set && set.projectUuid === designer.projectUuid ? set : null;
  // Once per project opened with a set (after a reload, or a return to it), not on every tile's change.
  const resumable = ours?.projectUuid;
  useEffect(() => {
    if (resumable) runnerRef.current.resume();
  }, [resumable]);
  useEffect(() => () => runnerRef.current.leave(), []);

  const device = designer.deviceType;
  // Side by side on a wide screen (phones in a row, web screens two to a row); one above the other on a phone.
  const width = wide ? (device === 'mobile' ? 240 : 520) : Math.min(320, window.innerWidth - 80);
  const close = () => {
    setSetup(null);
    if (ours) runner.discard();
  };

  if (ours) {
    return (
      <Modal
        open
        onClose={close}
        size="xl"
        testId="screen-variants"
        title={t('stitch.variants.title', { screen: ours.screen })}
        description={t('stitch.variants.subtitle')}
      >
        <div className="flex flex-wrap justify-center gap-4">
          {ours.tiles.map((tile) => (
            <div key={tile.index} style={{ width }}>
              <Tile tile={tile} device={device} width={width} runner={runner} />
            </div>
          ))}
        </div>
        <div className="mt-5 flex justify-end">
          <button type="button" data-testid="screen-variants-discard" onClick={close} className={buttonClass('secondary', 'md')}>
            {t('stitch.variants.discard')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open={setup !== null} onClose={() => setSetup(null)} size="lg" testId="screen-variants-setup" title={t('stitch.variants.setupTitle', { screen: setup ?? '' })} description={t('stitch.variants.setupNote')}>
      {setup !== null ? (
        <Setup
          screen={setup}
          onCancel={() => setSetup(null)}
          onStart={(count, change) => {
            runner.start(setup, count, change);
            setSetup(null);
          }}
        />
      ) : null}
    </Modal>
  );
}
