import type { DesignerAction, DeviceType } from '@cui/shared';

/** What a `designer` job carries to the worker: one chat turn of a project. */
export interface DesignerJob {
  generationId: string;
  projectId: string;
  model: string;
  message: string;
  /** The interface language, for a message that shows none (older jobs lack it). */
  language?: 'en' | 'zh' | 'hi';
  maxTokens: number;
  temperature: number;
  /** The id of the request that started the turn: the worker's log lines for it carry it too. */
  requestId?: string;
}

export interface ScreenBrief {
  name: string;
  description: string;
}

export interface PlannedAction extends ScreenBrief {
  action: DesignerAction;
  /** A create that renames a screen deleted in the same turn: it takes that screen's place. */
  replaces?: string;
}

/** The model's answer to a turn: its reply, the project's theme from now on, and what to do to which screens. */
export interface TurnPlan {
  message: string;
  theme: unknown;
  actions: PlannedAction[];
}

/** What a model knows of the project when it plans a turn. */
export interface TurnContext {
  projectTitle: string;
  firstMessage: string;
  deviceType: DeviceType;
  /** As the model that planned the last turn left it; null before the first turn. */
  theme: unknown;
  screens: ScreenBrief[];
  /** The chat so far, oldest first, this turn's message excluded. */
  chat: { sender: 'user' | 'ai'; text: string }[];
  message: string;
  /** The interface language (see `DesignerJob.language`). */
  language?: 'en' | 'zh' | 'hi';
}

/** One screen to build (create or edit) in the project's theme. */
export interface ScreenRequest {
  theme: unknown;
  screen: ScreenBrief;
  deviceType: DeviceType;
  projectTitle: string;
  otherScreens: ScreenBrief[];
}
