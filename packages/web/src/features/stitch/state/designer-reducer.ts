import {
  DESIGNER_HISTORY_MAX,
  type DesignerChatMessage,
  type DesignerEvent,
  type DesignerProjectDetail,
  type DeviceType,
  type ProjectSite,
  type ScreenStatus,
  type StitchHistoryEntry,
} from '@cui/shared';

/** A screen as the workspace shows it; its name is its identity. */
export interface ScreenView {
  name: string;
  description: string;
  /** The screen's HTML once completed, '' while it is being (re)built. */
  code: string;
  status: ScreenStatus;
}

export interface DesignerState {
  projectUuid: string | null;
  /** The project's title, '' until the project exists. */
  title: string;
  deviceType: DeviceType;
  messages: DesignerChatMessage[];
  screens: ScreenView[];
  /** On from a send until the AI's message arrives or the stream ends. */
  loading: boolean;
  /** The project in the URL is gone or not the caller's. */
  lost: boolean;
  /** Names announced by the running stream's `start`, attached to its AI message. */
  pendingList: string[];
  /** Screens the running stream deleted, each with the screen that followed it (null: it was last), for a rename to take its place. */
  vacated: Record<string, string | null>;
  /** The site the project was published to, null until it is. */
  site: ProjectSite | null;
}

export const INITIAL_DESIGNER_STATE: DesignerState = {
  projectUuid: null,
  title: '',
  deviceType: 'mobile',
  messages: [],
  screens: [],
  loading: false,
  lost: false,
  pendingList: [],
  vacated: {},
  site: null,
};

export type DesignerAction =
  | { type: 'reset'; deviceType: DeviceType }
  | { type: 'send'; text: string }
  /** The server refused the message just sent (no turn started): it leaves the chat. */
  | { type: 'unsend'; text: string }
  | { type: 'resume' }
  | { type: 'project'; uuid: string; title: string }
  | { type: 'restore'; project: DesignerProjectDetail }
  | { type: 'lost' }
  /** The project was published: its site, as the answer named it. */
  | { type: 'site'; site: ProjectSite }
  | { type: 'event'; event: DesignerEvent }
  | { type: 'aiMessage'; text: string }
  /** A screen's HTML replaced outside a turn (an alternative used): as the answer gave it. */
  | { type: 'screenReplaced'; name: string; html: string }
  | { type: 'end' };

/**
 * A renamed screen where the screen it replaces stands, or stood until this stream deleted it (`start`
 * put it after the others, as a new screen).
 */
function takePlace(screens: ScreenView[], name: string, replaced: string, vacated: DesignerState['vacated']): ScreenView[] {
  const screen = screens.find((s) => s.name === name);
  const rest = screens.filter((s) => s.name !== name);
  const before = rest.some((s) => s.name === replaced) ? replaced : vacated[replaced];
  const at = before ? rest.findIndex((s) => s.name === before) : -1;
  if (!screen || at === -1) return screens;
  return [...rest.slice(0, at), screen, ...rest.slice(at)];
}

function upsert(screens: ScreenView[], name: string, change: (screen: ScreenView) => ScreenView): ScreenView[] {
  const index = screens.findIndex((s) => s.name === name);
  if (index === -1) return [...screens, change({ name, description: '', code: '', status: 'generating' })];
  return screens.map((s, i) => (i === index ? change(s) : s));
}

/** The screen status rules: how each stream event changes the screens and the chat. */
function applyEvent(state: DesignerState, event: DesignerEvent): DesignerState {
  switch (event.event) {
    case 'start': {
      const known = new Set(state.screens.map((s) => s.name));
      const added = event.data.screenList.filter((name) => !known.has(name));
      return {
        ...state,
        pendingList: event.data.screenList,
        vacated: {},
        screens: [...state.screens, ...added.map((name): ScreenView => ({ name, description: '', code: '', status: 'generating' }))],
      };
    }
    case 'tool_call': {
      const { action, args } = event.data;
      if (action === 'delete_screen') {
        const at = state.screens.findIndex((s) => s.name === args.name);
        if (at === -1) return state;
        return { ...state, vacated: { ...state.vacated, [args.name]: state.screens[at + 1]?.name ?? null }, screens: state.screens.filter((s) => s.name !== args.name) };
      }
      const screens = upsert(state.screens, args.name, (s) => ({ ...s, status: 'pending', description: args.description, code: '' }));
      return { ...state, screens: args.replaces ? takePlace(screens, args.name, args.replaces, state.vacated) : screens };
    }
    case 'data': {
      const { name, description, htmlCode, status } = event.data.screen;
      const done = status === 'completed' && typeof htmlCode === 'string';
      return {
        ...state,
        screens: upsert(state.screens, name, (s) => ({
          ...s,
          description: description || s.description,
          ...(done ? { code: htmlCode, status: 'completed' as const } : {}),
        })),
      };
    }
    case 'message':
      return addAiMessage(state, event.data.message);
    default:
      return state;
  }
}

function addAiMessage(state: DesignerState, text: string): DesignerState {
  const last = state.messages.at(-1);
  // A turn replayed after a reload repeats a reply the restored chat may already hold.
  if (last?.sender === 'ai' && last.text === text) return { ...state, loading: false, pendingList: [] };
  const screenList = state.pendingList.length ? { screenList: state.pendingList } : {};
  return { ...state, loading: false, pendingList: [], messages: [...state.messages, { sender: 'ai', text, ...screenList }] };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'reset':
      return { ...INITIAL_DESIGNER_STATE, deviceType: action.deviceType };
    case 'send':
      return { ...state, loading: true, pendingList: [], messages: [...state.messages, { sender: 'user', text: action.text }] };
    case 'unsend': {
      // The last message the user wrote; the failure may have been told in the chat after it.
      const index = state.messages.map((m) => m.sender).lastIndexOf('user');
      const messages = index >= 0 && state.messages[index].text === action.text ? state.messages.filter((_, i) => i !== index) : state.messages;
      return { ...state, loading: false, pendingList: [], messages };
    }
    case 'resume':
      return { ...state, loading: true, pendingList: [] };
    case 'project':
      return { ...state, projectUuid: action.uuid, title: action.title, lost: false };
    case 'restore': {
      const { project } = action;
      return {
        ...INITIAL_DESIGNER_STATE,
        projectUuid: project.project_uuid,
        title: project.title,
        deviceType: project.device_type,
        site: project.site,
        messages: project.messages,
        screens: [...project.screens]
          .sort((a, b) => a.position - b.position)
          .map((s) => ({ name: s.name, description: s.description, code: s.status === 'completed' ? s.html : '', status: s.status })),
      };
    }
    case 'lost':
      return { ...INITIAL_DESIGNER_STATE, lost: true };
    case 'site':
      return { ...state, site: action.site };
    case 'event':
      return applyEvent(state, action.event);
    case 'aiMessage':
      return addAiMessage(state, action.text);
    case 'screenReplaced':
      return { ...state, screens: state.screens.map((s) => (s.name === action.name ? { ...s, code: action.html, status: 'completed' } : s)) };
    case 'end':
      return { ...state, loading: false, pendingList: [] };
  }
}

/**
 * What the client saw, for the server: the non-empty chat, then the code of every completed
 * screen. The oldest chat goes first when the whole would pass the history bound.
 */
export function historyOf(state: Pick<DesignerState, 'messages' | 'screens'>): StitchHistoryEntry[] {
  const screens = state.screens.filter((s) => s.status === 'completed' && s.code).map((s): StitchHistoryEntry => ({ role: 'assistant', content: s.code }));
  const chat = state.messages
    .filter((m) => m.text.trim())
    .map((m): StitchHistoryEntry => ({ role: m.sender, content: m.text }));
  const room = Math.max(0, DESIGNER_HISTORY_MAX - screens.length);
  return [...chat.slice(Math.max(0, chat.length - room)), ...screens].slice(0, DESIGNER_HISTORY_MAX);
}
