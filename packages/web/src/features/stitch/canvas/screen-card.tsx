import type { DeviceType } from '@cui/shared';
import { Copy, Download, ExternalLink, Pencil, Shuffle } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenActions } from '../hooks/use-screen-actions';
import type { ScreenView } from '../state/designer-reducer';
import { FRAME_SIZE } from './geometry';
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
  /** Chosen by a tap or click on the canvas: its actions stay shown, which is how touch reaches them. */
  selected?: boolean;
}

const ACTION_CLASS =
  'inline-flex size-8 items-center justify-center rounded-lg bg-white/95 text-zinc-700 shadow-sm ring-1 ring-zinc-200 transition-colors hover:bg-zinc-900 hover:text-white focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none';

/*
 * On the canvas the card sits on a zoomed stage (--canvas-zoom); its name, ring and actions undo that
 * zoom so they keep a readable, touchable size at any zoom. Elsewhere the variable is unset: 1.
 */
const UNZOOM = 'calc(1 / var(--canvas-zoom, 1))';
const TOUCH_VISIBLE = '[@media(hover:none)]:opacity-100 [@media(hover:none)]:*:pointer-events-auto';

/**
 * One screen: a live frame once completed, else a shimmer. Its actions show on hover (devices that
 * hover), on keyboard focus, when the card is selected, and always in the one-screen preview on touch.
 */
export const ScreenCard = memo(function ScreenCard({ screen, device, scale, actions, onEdit, interactive = false, labelled = true, selected = false }: ScreenCardProps) {
  const { t } = useTranslation();
  const done = screen.status === 'completed' && screen.code !== '';
  const width = FRAME_SIZE[device].width * scale;
  const shown = selected
    ? 'opacity-100 *:pointer-events-auto'
    : `opacity-0 group-hover:opacity-100 group-hover:*:pointer-events-auto focus-within:opacity-100 focus-within:*:pointer-events-auto ${labelled ? '' : TOUCH_VISIBLE}`;
  return (
    <figure
      className="group relative flex shrink-0 flex-col"
      data-testid="screen-card"
      data-screen={screen.name}
      data-status={screen.status}
      data-selected={selected || undefined}
    >
      {labelled ? (
        <figcaption
          className="absolute bottom-full left-0 origin-bottom-left truncate pb-1.5 text-sm font-medium text-zinc-700"
          style={{ width: `calc(${width}px * var(--canvas-zoom, 1))`, scale: UNZOOM }}
        >
          {screen.name}
        </figcaption>
      ) : null}
      <div
        className="relative overflow-hidden rounded-xl shadow-md ring-1 ring-zinc-200"
        style={selected ? { outline: `calc(2px * ${UNZOOM}) solid var(--color-zinc-900)`, outlineOffset: `calc(3px * ${UNZOOM})` } : undefined}
      >
        {done ? (
          <ScreenDocument html={screen.code} title={t('stitch.screen.frameTitle', { name: screen.name })} device={device} scale={scale} interactive={interactive} />
        ) : (
          <ScreenShimmer name={screen.name} device={device} scale={scale} />
        )}
      </div>
      {done ? (
        <div
          data-no-pan
          data-testid="screen-actions"
          className={`pointer-events-none absolute top-0 right-0 flex origin-top-right flex-wrap justify-end gap-1 p-2 transition-opacity ${shown}`}
          style={{ width: `calc(100% * var(--canvas-zoom, 1))`, scale: UNZOOM }}
        >
          <button type="button" className={ACTION_CLASS} title={t('stitch.screen.edit')} aria-label={`${t('stitch.screen.edit')}: ${screen.name}`} onClick={() => onEdit(screen.name)}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            data-testid="screen-variants-open"
            className={ACTION_CLASS}
            title={t('stitch.screen.variants')}
            aria-label={`${t('stitch.screen.variants')}: ${screen.name}`}
            onClick={() => actions.variants(screen)}
          >
            <Shuffle aria-hidden="true" className="size-4" />
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
    </figure>
  );
});
