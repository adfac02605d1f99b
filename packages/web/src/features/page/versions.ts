/** One saved state of the page: its HTML, when, its label (V1, V2, …) and the prompt that made it. */
export interface VersionEntry {
  content: string;
  timestamp: number;
  label: string;
  prompt: string;
}

export interface VersionsState {
  list: VersionEntry[];
  current: number;
}

export const EMPTY_VERSIONS: VersionsState = { list: [], current: -1 };

/** Kept in per-tab storage, whose quota is a few MB, so old versions are dropped past this. */
export const MAX_VERSIONS = 20;

function labelNumber(label: string | undefined): number {
  const match = label ? /^V(\d+)$/.exec(label) : null;
  return match ? Number(match[1]) : 0;
}

/** The label after `versions`: V1 for the first, then one more than the newest label. */
export function nextVersionLabel(versions: readonly VersionEntry[]): string {
  const last = versions[versions.length - 1];
  return `V${Math.max(versions.length, labelNumber(last?.label)) + 1}`;
}

/** Appends a version and makes it current. Labels keep counting when the oldest are dropped. */
export function appendVersion(state: VersionsState, content: string, prompt: string, now = Date.now()): VersionsState {
  const entry: VersionEntry = { content, prompt, timestamp: now, label: nextVersionLabel(state.list) };
  const list = [...state.list, entry].slice(-MAX_VERSIONS);
  return { list, current: list.length - 1 };
}
