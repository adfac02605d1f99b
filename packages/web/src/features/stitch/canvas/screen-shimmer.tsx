import type { DeviceType } from '@cui/shared';
import { useTranslation } from 'react-i18next';
import { FRAME_SIZE } from './geometry';

/** An unfinished screen: its name over a shimmer, the size its frame will have. */
export function ScreenShimmer({ name, device, scale }: { name: string; device: DeviceType; scale: number }) {
  const { t } = useTranslation();
  const { width, height } = FRAME_SIZE[device];
  return (
    <div
      role="status"
      data-testid="screen-shimmer"
      className="flex animate-pulse flex-col items-center justify-center gap-2 bg-gradient-to-br from-zinc-100 via-zinc-200 to-zinc-100 text-center text-zinc-500"
      style={{ width: width * scale, height: height * scale }}
    >
      {/* Readable at any canvas zoom: the words undo the canvas's scale. */}
      <div className="flex flex-col items-center gap-2" style={{ width: `calc(${width * scale}px * var(--canvas-zoom, 1))`, scale: 'calc(1 / var(--canvas-zoom, 1))' }}>
        <span className="max-w-[90%] truncate text-sm font-medium text-zinc-700">{name}</span>
        <span className="text-xs">{t('stitch.screen.generating')}</span>
      </div>
    </div>
  );
}
