import type { ScreenVariantAspect } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { requestLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { PROFILE_QUERY_ROOT, tokenAtom } from '../../auth';
import { modelParamsAtom } from '../../models';
import { useAccountFailure } from '../hooks/use-designer';
import { designerAtom } from '../state/designer-atoms';
import { variantsApi } from './variants-api';
import { type ScreenVariantSet, screenVariantSetAtom, type ScreenVariantTile, writeScreenVariantSnapshot } from './variants-atoms';

/** Controllers of the alternatives this tab follows, by index: one set is open at a time. */
const following = new Map<number, AbortController>();

/**
 * The alternatives of one screen, each its own generation (POST /api/stitch-variants): started side
 * by side, stopped one by one (the server refunds), resumed after a reload, and used — the screen
 * changes only then. The set is kept in the tab's storage whenever a tile changes.
 */
export function useScreenVariants() {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const dispatch = useSetAtom(designerAtom);
  const account = useAccountFailure();

  return useMemo(() => {
    const current = () => store.get(screenVariantSetAtom);
    const save = (set: ScreenVariantSet | null) => {
      store.set(screenVariantSetAtom, set);
      writeScreenVariantSnapshot(set);
    };
    const update = (index: number, change: Partial<ScreenVariantTile>) => {
      const set = current();
      if (set) save({ ...set, tiles: set.tiles.map((tile) => (tile.index === index ? { ...tile, ...change } : tile)) });
    };
    const failure = (error: unknown) => (isApiError(error) && error.message ? error.message : t('stitch.variants.failed'));

    const follow = async (index: number, open: (signal: AbortSignal, onId: (id: string) => void) => Promise<{ html: string }>) => {
      const controller = new AbortController();
      following.set(index, controller);
      try {
        const { html } = await open(controller.signal, (id) => update(index, { id }));
        if (controller.signal.aborted) return;
        update(index, html ? { status: 'done', html } : { status: 'failed', error: t('stitch.variants.failed') });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('An alternative failed', error);
        account(error);
        update(index, { status: 'failed', error: failure(error) });
      } finally {
        if (following.get(index) === controller) following.delete(index);
        void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
      }
    };

    const stopAll = () => {
      for (const tile of current()?.tiles ?? []) if (tile.status === 'streaming') runner.stop(tile.index);
    };

    const runner = {
      /** Asks for `count` alternatives of `screen`, changing only `change`. */
      start(screen: string, count: number, change: ScreenVariantAspect[]): void {
        const projectUuid = store.get(designerAtom).projectUuid;
        const token = store.get(tokenAtom);
        if (!projectUuid || !token) return;
        stopAll();
        const tiles = Array.from({ length: count }, (_, i): ScreenVariantTile => ({ index: i + 1, status: 'streaming', id: null, html: '' }));
        save({ projectUuid, screen, change, tiles });
        const model = store.get(modelParamsAtom).model;
        const language = requestLanguage(i18n.resolvedLanguage ?? i18n.language);
        for (const tile of tiles) {
          const body = { project_uuid: projectUuid, screen, index: tile.index, of: count, change, language, ...(model ? { model } : {}) };
          void follow(tile.index, (signal, onId) => variantsApi.start(body, { token, signal, onId }));
        }
      },

      /** Stops one alternative: the server ends its generation and gives its credit back. */
      stop(index: number): void {
        const tile = current()?.tiles.find((x) => x.index === index);
        if (!tile || tile.status !== 'streaming') return;
        following.get(index)?.abort();
        following.delete(index);
        const token = store.get(tokenAtom);
        if (tile.id && token) void variantsApi.cancel(tile.id, token).catch((error: unknown) => console.warn('Stopping an alternative failed', error));
        update(index, { status: 'stopped' });
      },

      /** Alternative `index` takes its screen's place; the set is done. */
      async use(index: number): Promise<void> {
        const set = current();
        const tile = set?.tiles.find((x) => x.index === index && x.status === 'done');
        const token = store.get(tokenAtom);
        if (!set || !tile?.id || !token) return;
        try {
          const screen = await variantsApi.use(tile.id, token);
          dispatch({ type: 'screenReplaced', name: screen.name, html: screen.html });
          stopAll();
          save(null);
          toast.success(t('stitch.variants.used', { index, screen: screen.name }));
        } catch (error) {
          console.error('Using an alternative failed', error);
          if (!account(error)) toast.error(failure(error));
        }
      },

      /** Puts the set away: the alternatives still streaming are stopped (and refunded). */
      discard(): void {
        stopAll();
        save(null);
      },

      /** After a reload or a return: the alternatives that were streaming are followed again. */
      resume(): void {
        const set = current();
        const token = store.get(tokenAtom);
        if (!set || !token || set.projectUuid !== store.get(designerAtom).projectUuid) return;
        for (const tile of set.tiles) {
          if (tile.status !== 'streaming' || following.has(tile.index)) continue;
          // It never started on the server's side before the reload: nothing was held.
          if (!tile.id) update(tile.index, { status: 'failed', error: t('stitch.variants.failed') });
          else void follow(tile.index, (signal, onId) => variantsApi.resume(tile.id as string, { token, signal, onId }));
        }
      },

      /** The workspace is leaving: streams stop here (the server's go on, and a return resumes them). */
      leave(): void {
        for (const controller of following.values()) controller.abort();
        following.clear();
      },
    };
    return runner;
  }, [account, dispatch, i18n, queryClient, store, t]);
}

export type ScreenVariantsRunner = ReturnType<typeof useScreenVariants>;
