import type { Framework } from '@cui/shared';
import { readSession, writeSession } from '../../lib/storage';
import type { WorkKind } from '../page';

/**
 * What a reload needs to pick up a running generation: its id, the last SSE id applied and the
 * text streamed up to that id (always written together, so they stay consistent).
 */
export interface StreamSnapshot {
  id: string | null;
  lastEventId: string | null;
  text: string;
  kind: WorkKind;
  prompt: string;
  sectionId?: string;
  /** The framework a page is being generated in, which the finished page keeps. */
  framework?: Framework;
  startedAt: number;
}

const KEY = 'cui.generator.stream';

export function readSnapshot(): StreamSnapshot | null {
  const value = readSession<StreamSnapshot>(KEY);
  return value && typeof value === 'object' && (value.kind === 'page' || value.kind === 'section') ? value : null;
}

export function writeSnapshot(snapshot: StreamSnapshot | null): void {
  writeSession(KEY, snapshot);
}
