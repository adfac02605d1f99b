import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThrottledValue } from '../hooks/use-throttled-value';
import { BRIDGE_MESSAGE, isSelectMessage, withBridge } from './bridge';

/** The preview re-renders at most every 1 s, every 2 s while the AI works: each render reloads the iframe. */
export const PREVIEW_THROTTLE_MS = 1000;
export const PREVIEW_THROTTLE_WORKING_MS = 2000;

interface PreviewFrameProps {
  html: string;
  working: boolean;
  selectMode: boolean;
  /** Bumped by "Refresh preview" to re-render the same HTML. */
  refreshKey: number;
  onSelect: (id: string, outerHTML: string) => void;
}

/**
 * Two stacked iframes: each new render loads into the hidden one and they swap when it has
 * loaded, so a streaming page never flashes blank between renders.
 */
export function PreviewFrame({ html, working, selectMode, refreshKey, onSelect }: PreviewFrameProps) {
  const { t } = useTranslation();
  const throttled = useThrottledValue(html, working ? PREVIEW_THROTTLE_WORKING_MS : PREVIEW_THROTTLE_MS);
  const frameA = useRef<HTMLIFrameElement>(null);
  const frameB = useRef<HTMLIFrameElement>(null);
  const frames = [frameA, frameB];
  const [front, setFront] = useState(0);
  const frontRef = useRef(0);
  const pendingRef = useRef<number | null>(null);
  const scrollY = useRef(0);
  const selectRef = useRef(selectMode);
  const onSelectRef = useRef(onSelect);
  const [docs, setDocs] = useState<[string, string]>(() => [withBridge(throttled, selectMode), '']);
  const firstRender = useRef(true);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const back = 1 - frontRef.current;
    pendingRef.current = back;
    const doc = withBridge(throttled, selectRef.current, scrollY.current);
    setDocs((current) => {
      const next: [string, string] = [current[0], current[1]];
      // Same string would not reload the iframe; a comment makes a refresh always take effect.
      next[back] = doc === current[back] ? `${doc}<!-- ${Date.now()} -->` : doc;
      return next;
    });
  }, [throttled, refreshKey]);

  const postMode = useCallback((index: number, select: boolean) => {
    const target = (index === 0 ? frameA : frameB).current?.contentWindow;
    // The sandboxed document has an opaque origin, so '*' is the only target that reaches it.
    target?.postMessage({ type: BRIDGE_MESSAGE.mode, select }, '*');
  }, []);

  useEffect(() => {
    selectRef.current = selectMode;
    postMode(frontRef.current, selectMode);
  }, [selectMode, postMode]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frontWindow = (frontRef.current === 0 ? frameA : frameB).current?.contentWindow;
      if (!frontWindow || event.source !== frontWindow) return;
      const data = event.data as { type?: unknown; y?: unknown } | null;
      if (data?.type === BRIDGE_MESSAGE.scroll && typeof data.y === 'number') scrollY.current = data.y;
      else if (isSelectMessage(data) && selectRef.current) onSelectRef.current(data.id, data.outerHTML);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const onLoad = (index: number) => {
    if (pendingRef.current !== index) return;
    pendingRef.current = null;
    frontRef.current = index;
    setFront(index);
    postMode(index, selectRef.current);
  };

  return (
    <div className="relative h-full w-full bg-white">
      {frames.map((ref, index) => (
        <iframe
          key={index}
          ref={ref}
          title={t('generator.preview.frameTitle')}
          data-testid={index === front ? 'preview-iframe' : undefined}
          data-front={index === front ? 'true' : 'false'}
          aria-hidden={index !== front}
          tabIndex={index === front ? 0 : -1}
          sandbox="allow-scripts"
          srcDoc={docs[index]}
          onLoad={() => onLoad(index)}
          className={`absolute inset-0 h-full w-full border-0 ${index === front ? 'visible z-[1]' : 'invisible z-0'}`}
        />
      ))}
    </div>
  );
}
