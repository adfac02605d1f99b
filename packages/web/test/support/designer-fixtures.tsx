import { formatSse, PREVIEW_MESSAGE, type DesignerEvent, type DesignerProject, type DesignerProjectDetail } from '@cui/shared';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router';
import { StitchPage } from '../../src/features/stitch/stitch-page';
import { renderWithApp, type Store } from './render';

/** Contract-shaped designer answers and a routed designer, shared by the designer component tests. */

export const UUID = '6f1c2a4e-9a1b-4c1d-8e2f-0a1b2c3d4e5f';

export function project(overrides: Partial<DesignerProject> = {}): DesignerProject {
  return {
    project_uuid: UUID,
    title: 'A pet adoption app',
    device_type: 'mobile',
    first_message: 'A pet adoption app',
    thumbnail: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function projectDetail(overrides: Partial<DesignerProjectDetail> = {}): DesignerProjectDetail {
  return { ...project(), messages: [], screens: [], active_turn_id: null, site: null, ...overrides };
}

/** An SSE body of designer events numbered from 1, `meta` first and `done` last. */
export function designerStream(id: string, events: Omit<DesignerEvent, 'id'>[], balance: number | null = 4): Response {
  const parts = [formatSse(1, 'meta', { id }), ...events.map((e, i) => formatSse(i + 2, e.event, e.data)), formatSse(events.length + 2, 'done', { balance })];
  return new Response(parts.join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** The events of a run that builds the named screens, each with a little HTML of its own. */
export function buildScreens(names: string[], reply = 'Here are your screens.', marker = ''): Omit<DesignerEvent, 'id'>[] {
  return [
    { event: 'start', data: { message: 'Working on it', screenList: names } },
    ...names.map((name): Omit<DesignerEvent, 'id'> => ({ event: 'tool_call', data: { action: 'create_screen', args: { name, description: `${name} screen` } } })),
    ...names.map((name): Omit<DesignerEvent, 'id'> => ({
      event: 'data',
      data: { screen: { name, description: `${name} screen`, htmlCode: `<html><body>${name}${marker}</body></html>`, status: 'completed' } },
    })),
    { event: 'message', data: { message: reply } },
  ];
}

/**
 * Makes `(min-width: …)` queries match, as on a desktop-wide window (jsdom is narrow by default);
 * returns the undo.
 */
export function wideWindow(): () => void {
  const narrow = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: query.includes('min-width') });
  return () => {
    window.matchMedia = narrow;
  };
}

export function renderDesigner(path: string, { store = createStore(), now }: { store?: Store; now?: () => Date } = {}) {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<p>generator</p>} />
      <Route path="/stitch" element={<StitchPage now={now} />} />
      <Route path="/stitch/create" element={<StitchPage now={now} />} />
    </Routes>,
    { store, route: path },
  );
}

/**
 * Plays the preview document's side of the handshake for a screen's frame: asks for its page the
 * way the sandboxed document does and returns what the app sent it.
 */
export function pageSentTo(frame: HTMLElement): string | null {
  const target = (frame as HTMLIFrameElement).contentWindow;
  if (!target) return null;
  const sent: unknown[] = [];
  const original = target.postMessage;
  target.postMessage = ((message: unknown) => void sent.push(message)) as typeof target.postMessage;
  window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_MESSAGE.ready }, origin: 'null', source: target }));
  target.postMessage = original;
  const page = sent[0] as { type?: string; html?: string } | undefined;
  return page?.type === PREVIEW_MESSAGE.render ? (page.html ?? null) : null;
}
