import type { DeviceType } from '@cui/shared';
import type { FontStyle } from '../types';
import type { ScreenVariantSpec } from './variant';

/** The designer's device types are the API's: one definition, in the shared DTOs. */
export type { DeviceType };
export type DesignLanguage = 'en' | 'zh' | 'hi';

/** One visual language for a whole project: every screen is rendered from it. */
export interface DesignTheme {
  /** The product's name, as every screen shows it. */
  name: string;
  /** The language every screen's words are in: the first prompt's (older stored themes lack it). */
  language?: DesignLanguage;
  mode: 'light' | 'dark';
  /** The chosen brand colours; the palette is derived from them and the mode. */
  brand: { primary: string; accent: string };
  palette: {
    primary: string;
    primaryStrong: string;
    primarySoft: string;
    onPrimary: string;
    accent: string;
    background: string;
    surface: string;
    card: string;
    text: string;
    muted: string;
    border: string;
  };
  typography: {
    font: FontStyle;
    /** Font sizes in px. */
    scale: { display: number; title: number; body: number; caption: number };
  };
  /** Corner radii in px. */
  radius: { sm: number; md: number; lg: number };
  /** Base spacing unit in px. */
  spacing: number;
  iconStyle: 'outline' | 'rounded' | 'bold';
}

export interface DesignScreen {
  name: string;
  description: string;
}

export interface DesignPlan {
  message: string;
  theme: DesignTheme;
  screens: DesignScreen[];
}

export interface PlanDesignInput {
  prompt: string;
  deviceType: DeviceType;
  /** The interface's language: used when the prompt has no letters of its own. */
  language?: DesignLanguage;
}

export interface RenderScreenInput {
  theme: DesignTheme;
  screen: DesignScreen;
  deviceType: DeviceType;
  projectTitle: string;
  otherScreens: DesignScreen[];
  /** An alternative of the screen (absent: the screen itself). */
  variant?: ScreenVariantSpec;
}

export type ScreenActionKind = 'create_screen' | 'edit_screen' | 'delete_screen';

export interface ScreenAction {
  action: ScreenActionKind;
  name: string;
  description: string;
  /** A create that renames a screen: the screen it replaces, whose place it takes. */
  replaces?: string;
}

export interface FollowUpInput {
  message: string;
  screens: DesignScreen[];
  theme: DesignTheme;
  /** The interface's language: the reply's when the message has no letters of its own. */
  language?: DesignLanguage;
}

export interface FollowUpResult {
  message: string;
  theme: DesignTheme;
  actions: ScreenAction[];
}

/** A project never holds more screens than this. */
export const MAX_SCREENS = 20;

export const DEVICE_SIZES: Record<DeviceType, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  web: { width: 1360, height: 768 },
};
