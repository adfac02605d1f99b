import { PREVIEW_PATH, type DeviceType } from '@cui/shared';
import { memo, useLayoutEffect, useRef } from 'react';
import { isSandboxedReady, sendPage } from '../../preview';
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
 * A screen's HTML at its frame's native size, scaled by a transform. The frame loads the preview
 * document (its own sandboxing CSP, never the app's origin), which asks for its page by postMessage,
 * as the generator's preview does. Memoised on its props so a pan or zoom of a parent never reloads
 * it; new HTML mounts a new frame, so one version's scripts never meet the next one's.
 */
export const ScreenDocument = memo(function ScreenDocument({ html, title, device, scale, interactive = false, lazy = false }: ScreenDocumentProps) {
  const { width, height } = FRAME_SIZE[device];
  return (
    <div className="relative overflow-hidden bg-white" style={{ width: width * scale, height: height * scale }}>
      <PreviewDocumentFrame
        key={html}
        html={html}
        title={title}
        lazy={lazy}
        interactive={interactive}
        style={{ width, height, transform: `scale(${scale})` }}
      />
    </div>
  );
});

interface FrameProps {
  html: string;
  title: string;
  lazy: boolean;
  interactive: boolean;
  style: React.CSSProperties;
}

function PreviewDocumentFrame({ html, title, lazy, interactive, style }: FrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);

  // From the commit that mounts the frame: a quickly served preview asks before a passive effect runs.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const own = ref.current?.contentWindow;
      if (!own || event.source !== own || !isSandboxedReady(event)) return;
      sendPage(event.source, html);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);

  return (
    <iframe
      ref={ref}
      sandbox="allow-scripts"
      src={PREVIEW_PATH}
      title={title}
      loading={lazy ? 'lazy' : undefined}
      tabIndex={interactive ? 0 : -1}
      className={`absolute top-0 left-0 origin-top-left border-0 ${interactive ? '' : 'pointer-events-none'}`}
      style={style}
    />
  );
}
