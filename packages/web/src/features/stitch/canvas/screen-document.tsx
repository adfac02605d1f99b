import type { DeviceType } from '@cui/shared';
import { memo } from 'react';
import { FRAME_SIZE } from './geometry';

interface ScreenDocumentProps {
  html: string;
  title: string;
  device: DeviceType;
  scale: number;
  interactive?: boolean;
  lazy?: boolean;
}

/**
 * A screen's HTML at its frame's native size, scaled by a transform. Generated HTML may run its
 * scripts but never on the app's origin (no allow-same-origin). Memoised on its props so a pan or
 * zoom of a parent never reloads the document.
 */
export const ScreenDocument = memo(function ScreenDocument({ html, title, device, scale, interactive = false, lazy = false }: ScreenDocumentProps) {
  const { width, height } = FRAME_SIZE[device];
  return (
    <div className="relative overflow-hidden bg-white" style={{ width: width * scale, height: height * scale }}>
      <iframe
        sandbox="allow-scripts"
        srcDoc={html}
        title={title}
        loading={lazy ? 'lazy' : undefined}
        tabIndex={interactive ? 0 : -1}
        className={`absolute top-0 left-0 origin-top-left border-0 ${interactive ? '' : 'pointer-events-none'}`}
        style={{ width, height, transform: `scale(${scale})` }}
      />
    </div>
  );
});
