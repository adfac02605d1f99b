import type { Dexie, EntityTable } from 'dexie';

/** Local templates live only in this browser's IndexedDB; the server never sees them. */
export interface LocalTemplate {
  id: number;
  title: string;
  html: string;
  createdAt: Date;
}

export const LOCAL_DB_NAME = 'cui-site-builder';

type SiteBuilderDb = Dexie & { templates: EntityTable<LocalTemplate, 'id'> };

let db: SiteBuilderDb | null = null;
let opening: Promise<SiteBuilderDb> | null = null;

/**
 * Opens the database once; rejects (→ 'indexedDB.notInitialized') where IndexedDB is unavailable.
 * Dexie loads with the first use, not with the landing page.
 */
export function openLocalDb(): Promise<SiteBuilderDb> {
  if (db) return Promise.resolve(db);
  opening ??= (async () => {
    const { Dexie } = await import('dexie');
    const instance = new Dexie(LOCAL_DB_NAME) as SiteBuilderDb;
    instance.version(1).stores({ templates: '++id, title, createdAt' });
    await instance.open();
    db = instance;
    return instance;
  })().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function saveLocalTemplate(title: string, html: string): Promise<number> {
  const database = await openLocalDb();
  return database.templates.add({ title: title.trim(), html, createdAt: new Date() } as LocalTemplate);
}

export async function listLocalTemplates(): Promise<LocalTemplate[]> {
  const database = await openLocalDb();
  return database.templates.orderBy('createdAt').reverse().toArray();
}

export async function deleteLocalTemplate(id: number): Promise<void> {
  const database = await openLocalDb();
  await database.templates.delete(id);
}
