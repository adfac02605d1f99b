import type { DeviceType } from '@cui/shared';
import { Copy, Download, ExternalLink, Pencil } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenActions } from '../hooks/use-screen-actions';
import type { ScreenView } from '../state/designer-reducer';
import { ScreenDocument } from './screen-document';
import { ScreenShimmer } from './screen-shimmer';

interface ScreenCardProps {
  screen: ScreenView;
  device: DeviceType;
  scale: number;
  actions: ScreenActions;
  onEdit: (name: string) => void;
  interactive?: boolean;
  /** Shows the name above the frame (the canvas); the preview has its own heading. */
  labelled?: boolean;
}

const ACTION_CLASS =
  'inline-flex size-8 items-center justify-center rounded-lg bg-white/95 text-zinc-700 shadow-sm ring-1 ring-zinc-200 transition-colors hover:bg-zinc-900 hover:text-white focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none';

/** One screen: a live frame once completed (with its actions on hover or focus), else a shimmer. */
export const ScreenCard = memo(function ScreenCard({ screen, device, scale, actions, onEdit, interactive = false, labelled = true }: ScreenCardProps) {
  const { t } = useTranslation();
  const done = screen.status === 'completed' && screen.code !== '';
  return (
    <figure className="group relative flex shrink-0 flex-col gap-2" data-testid="screen-card" data-screen={screen.name} data-status={screen.status}>
      {labelled ? <figcaption className="max-w-full truncate text-sm font-medium text-zinc-700">{screen.name}</figcaption> : null}
      <div className="relative overflow-hidden rounded-xl shadow-md ring-1 ring-zinc-200">
        {done ? (
          <ScreenDocument html={screen.code} title={t('stitch.screen.frameTitle', { name: screen.name })} device={device} scale={scale} interactive={interactive} />
        ) : (
          <ScreenShimmer name={screen.name} device={device} scale={scale} />
        )}
        {done ? (
          <div
            data-no-pan
            className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-hover:opacity-100 focus-within:opacity-100"
          >
            <button type="button" className={ACTION_CLASS} title={t('stitch.screen.edit')} aria-label={`${t('stitch.screen.edit')}: ${screen.name}`} onClick={() => onEdit(screen.name)}>
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className={ACTION_CLASS} title={t('stitch.screen.copy')} aria-label={`${t('stitch.screen.copy')}: ${screen.name}`} onClick={() => actions.copy(screen)}>
              <Copy aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className={ACTION_CLASS} title={t('stitch.screen.download')} aria-label={`${t('stitch.screen.download')}: ${screen.name}`} onClick={() => actions.download(screen)}>
              <Download aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={ACTION_CLASS}
              title={t('stitch.screen.openInGenerator')}
              aria-label={`${t('stitch.screen.openInGenerator')}: ${screen.name}`}
              onClick={() => actions.openInGenerator(screen)}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </figure>
  );
});
