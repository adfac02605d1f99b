import { PREVIEW_MESSAGE, PREVIEW_PATH } from '@cui/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRIDGE_MESSAGE, isSelectMessage, withBridge } from './bridge';
import { isPreviewMessage, isSandboxedReady, sendPage } from './preview-protocol';
import { useThrottledValue } from './use-throttled-value';

/** The preview re-renders at most every 1 s, every 2 s while the AI works: each render loads a fresh preview document. */
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

/** One render: the page (with the bridge) and the key of the iframe that shows it. */
interface Render {
  key: number;
  doc: string;
}

/**
 * Two stacked iframes: each new render loads into the hidden one and they swap when its page has
 * loaded, so a streaming page never flashes blank between renders. Every render is a new iframe
 * loading the preview document (served with its own sandboxing CSP), which asks for its page by
 * postMessage: a fresh document each time, so one render's scripts never see the last one's.
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
  const nextKey = useRef(1);
  const [renders, setRenders] = useState<[Render, Render | null]>(() => [{ key: 0, doc: withBridge(throttled, selectMode) }, null]);
  const rendersRef = useRef(renders);
  /** The render key each iframe has been sent its page for: a document gets its page once. */
  const sent = useRef<[number | null, number | null]>([null, null]);
  const firstRender = useRef(true);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // Before the browser can run anything else: a new iframe's document must find its own render.
  useLayoutEffect(() => {
    rendersRef.current = renders;
  }, [renders]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const back = 1 - frontRef.current;
    pendingRef.current = back;
    const render = { key: nextKey.current++, doc: withBridge(throttled, selectRef.current, scrollY.current) };
    setRenders((current) => (back === 0 ? [render, current[1]] : [current[0], render]));
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

  // Listening from the commit that first mounts an iframe: a preview served quickly asks for its
  // page before React would run a passive effect.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const index = [frameA, frameB].findIndex((ref) => event.source !== null && ref.current?.contentWindow === event.source);
      if (index < 0) return;
      const data = event.data as { type?: unknown; y?: unknown } | null;
      if (isSandboxedReady(event)) {
        const render = rendersRef.current[index];
        if (!render || sent.current[index] === render.key) return;
        sent.current[index] = render.key;
        sendPage(event.source, render.doc);
      } else if (isPreviewMessage(data, PREVIEW_MESSAGE.loaded)) {
        if (pendingRef.current !== index) return;
        pendingRef.current = null;
        frontRef.current = index;
        setFront(index);
        postMode(index, selectRef.current);
      } else if (index !== frontRef.current) {
        return;
      } else if (data?.type === BRIDGE_MESSAGE.scroll && typeof data.y === 'number') {
        scrollY.current = data.y;
      } else if (isSelectMessage(data) && selectRef.current) {
        onSelectRef.current(data.id, data.outerHTML);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [postMode]);

  return (
    <div className="relative h-full w-full bg-white">
      {renders.map((render, index) =>
        render ? (
          <iframe
            key={render.key}
            ref={frames[index]}
            title={t('generator.preview.frameTitle')}
            data-testid={index === front ? 'preview-iframe' : undefined}
            data-front={index === front ? 'true' : 'false'}
            aria-hidden={index !== front}
            tabIndex={index === front ? 0 : -1}
            sandbox="allow-scripts"
            src={PREVIEW_PATH}
            // The front frame inherits its visibility: a pane that hides the preview (Code on a phone) must hide it too.
            className={`absolute inset-0 h-full w-full border-0 ${index === front ? 'z-[1]' : 'invisible z-0'}`}
          />
        ) : null,
      )}
    </div>
  );
}
