import type { DeviceType } from '@cui/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import type { ScreenActions } from '../hooks/use-screen-actions';
import type { ScreenView } from '../state/designer-reducer';
import { fitScale } from './geometry';
import { ScreenCard } from './screen-card';
import { useBoxSize } from './use-box-size';

interface PreviewViewProps {
  screens: ScreenView[];
  index: number;
  onIndex: (index: number) => void;
  device: DeviceType;
  actions: ScreenActions;
  onEdit: (name: string) => void;
}

/** One screen at a time, fitted to the panel, with previous/next. */
export function PreviewView({ screens, index, onIndex, device, actions, onEdit }: PreviewViewProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(boxRef);
  const current = Math.min(Math.max(index, 0), screens.length - 1);
  const screen = screens[current];
  if (!screen) return null;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start gap-3 border-b border-zinc-200 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-zinc-900" data-testid="preview-title">
            {screen.name}
          </h3>
          {screen.description ? <p className="line-clamp-2 text-xs text-zinc-500">{screen.description}</p> : null}
        </div>
        <div className="flex items-center gap-1">
          <IconButton label={t('stitch.panel.previous')} disabled={current === 0} onClick={() => onIndex(current - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </IconButton>
          <span className="min-w-12 text-center text-xs text-zinc-600 tabular-nums" data-testid="preview-counter">
            {t('stitch.panel.counter', { n: current + 1, total: screens.length })}
          </span>
          <IconButton label={t('stitch.panel.next')} disabled={current >= screens.length - 1} onClick={() => onIndex(current + 1)}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </div>
      <div ref={boxRef} className="flex min-h-0 flex-1 items-center justify-center overflow-hidden bg-zinc-100/70">
        <ScreenCard screen={screen} device={device} scale={fitScale(device, box)} actions={actions} onEdit={onEdit} interactive labelled={false} />
      </div>
    </div>
  );
}
