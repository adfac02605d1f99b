import { readSession, writeSession } from '../../generator/lib/storage';

/** The turn a tab is following, so a reload of the same project can follow it again. */
export interface TurnSnapshot {
  project: string;
  id: string;
}

const KEY = 'cui.designer.turn';

export function readTurn(): TurnSnapshot | null {
  const value = readSession<TurnSnapshot>(KEY);
  return value && typeof value.project === 'string' && typeof value.id === 'string' ? value : null;
}

export function writeTurn(turn: TurnSnapshot | null): void {
  writeSession(KEY, turn);
}
