import type { DesignerAction, DeviceType, ScreenVariantAspect } from '@cui/shared';
import type { ScreenVariantSpec } from '@cui/offline-model';

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

/** What a `variant` job on the designer queue carries: one alternative of one screen. */
export interface ScreenVariantJob {
  generationId: string;
  projectId: string;
  model: string;
  /** The screen's name as the project has it. */
  screen: string;
  index: number;
  of: number;
  change: ScreenVariantAspect[];
  language: 'en' | 'zh' | 'hi';
  maxTokens: number;
  temperature: number;
  requestId?: string;
}

/** The designer queue's job name for an alternative of a screen (a chat turn's is `design`). */
export const SCREEN_VARIANT_JOB = 'variant';

/** The designer queue's jobs: `design` (a chat turn) and `variant` (an alternative of a screen). */
export type DesignerQueueJob = DesignerJob | ScreenVariantJob;

/** Alternative `index` of `of` of a screen, changing only `change`. */
export interface ScreenVariantAsk {
  index: number;
  of: number;
  change: readonly ScreenVariantAspect[];
  /** The screen as it is, which a provider is shown to depart from. */
  html: string;
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
  /** An alternative of the screen rather than the screen itself. */
  variant?: ScreenVariantAsk;
  /** The alternative the screen being edited is (one its owner used): the built-in designer keeps its look. */
  look?: ScreenVariantSpec;
}
