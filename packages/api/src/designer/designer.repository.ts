import { ChatSender, DESIGNER_SCREENS_MAX, DesignerChatMessage, DesignerScreen, DeviceType, ScreenStatus, SharedPrototype } from '@cui/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface ProjectRecord {
  id: string;
  title: string;
  device_type: DeviceType;
  first_message: string;
  thumbnail: string | null;
  created_at: Date;
  updated_at: Date;
  /** The site the project was published to (`sites.id`), or null. */
  site_id: string | null;
}

export interface TurnProject {
  title: string;
  device_type: DeviceType;
  first_message: string;
  theme: unknown;
}

export interface NewProject {
  ownerId: string;
  title: string;
  deviceType: DeviceType;
  firstMessage: string;
}

export interface NewMessage {
  sender: ChatSender;
  text: string;
  screenList?: string[];
}

export interface ScreenContent {
  name: string;
  description: string;
  html: string;
  status: ScreenStatus;
}

/** A project's columns with the HTML of its first completed screen (by position) as thumbnail. */
const PROJECT_COLUMNS = `p.id, p.title, p.device_type, p.first_message, p.created_at, p.updated_at, p.site_id,
  (SELECT s.html FROM designer_screens s WHERE s.project_id = p.id AND s.status = 'completed'
   ORDER BY s.position, s.id LIMIT 1) AS thumbnail`;

export interface PrototypeLinkRecord {
  token: string;
  sharedAt: Date;
}

function linkOf(row: { prototype_token: string | null; prototype_shared_at: Date | null }): PrototypeLinkRecord | null {
  return row.prototype_token && row.prototype_shared_at ? { token: row.prototype_token, sharedAt: row.prototype_shared_at } : null;
}

const SCREEN_COLUMNS = `name, description, html, status, position, version`;

/** The only code that touches the designer tables. */
@Injectable()
export class DesignerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Creates the project with, when there is one, its first user message, and the screens given (a
   * remix's copy, in order; at most the project's limit), together.
   */
  async createProject(p: NewProject, screens: readonly ScreenContent[] = []): Promise<ProjectRecord> {
    if (screens.length > DESIGNER_SCREENS_MAX) throw new Error(`a project holds at most ${DESIGNER_SCREENS_MAX} screens`);
    return this.db.transaction(async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO designer_projects (owner_id, title, device_type, first_message) VALUES ($1, $2, $3, $4)
         RETURNING id, title, device_type, first_message, created_at, updated_at, site_id, NULL AS thumbnail`,
        [p.ownerId, p.title, p.deviceType, p.firstMessage],
      )) as ProjectRecord[];
      if (p.firstMessage.trim()) await this.insertMessage(tx, row.id, { sender: 'user', text: p.firstMessage });
      for (const [i, screen] of screens.entries()) {
        await tx.query(`INSERT INTO designer_screens (project_id, name, description, html, status, position) VALUES ($1, $2, $3, $4, $5, $6)`, [
          row.id,
          screen.name,
          screen.description,
          screen.html,
          screen.status,
          i + 1,
        ]);
      }
      return { ...row, thumbnail: screens.find((s) => s.status === 'completed')?.html ?? null };
    });
  }

  /** The title and device of the project most recently published to site `siteId` (anyone's: the site is public), or null. */
  async projectOfSite(siteId: string): Promise<{ title: string; device_type: DeviceType } | null> {
    const rows = (await this.db.query(`SELECT title, device_type FROM designer_projects WHERE site_id = $1 ORDER BY updated_at DESC LIMIT 1`, [siteId])) as {
      title: string;
      device_type: DeviceType;
    }[];
    return rows[0] ?? null;
  }

  /** The owner's projects, most recently updated first. */
  async listProjects(ownerId: string, limit: number): Promise<ProjectRecord[]> {
    return (await this.db.query(
      `SELECT ${PROJECT_COLUMNS} FROM designer_projects p WHERE p.owner_id = $1 ORDER BY p.updated_at DESC, p.id LIMIT $2`,
      [ownerId, limit],
    )) as ProjectRecord[];
  }

  /** The project when `ownerId` owns it; null for a missing project and for anyone else's alike. */
  async findOwned(ownerId: string, projectId: string): Promise<ProjectRecord | null> {
    const rows = (await this.db.query(`SELECT ${PROJECT_COLUMNS} FROM designer_projects p WHERE p.id = $1 AND p.owner_id = $2`, [
      projectId,
      ownerId,
    ])) as ProjectRecord[];
    return rows[0] ?? null;
  }

  /** What a chat turn needs of the project; null once it is deleted. */
  async turnProject(projectId: string): Promise<TurnProject | null> {
    const rows = (await this.db.query(`SELECT title, device_type, first_message, theme FROM designer_projects WHERE id = $1`, [projectId])) as TurnProject[];
    return rows[0] ?? null;
  }

  /** Keeps the theme a turn planned, so later turns build in the same style. */
  async setTheme(projectId: string, theme: unknown): Promise<void> {
    await this.db.query(`UPDATE designer_projects SET theme = $2::jsonb WHERE id = $1`, [projectId, JSON.stringify(theme ?? null)]);
  }

  /** Remembers the site the project was published to; its chat and screens are unchanged, so is `updated_at`. */
  async setSite(projectId: string, siteId: string): Promise<void> {
    await this.db.query(`UPDATE designer_projects SET site_id = $2 WHERE id = $1`, [projectId, siteId]);
  }

  /** Deletes the project with its messages and screens; false when it is not the owner's. */
  async deleteOwned(ownerId: string, projectId: string): Promise<boolean> {
    const [rows] = (await this.db.query(`DELETE FROM designer_projects WHERE id = $1 AND owner_id = $2 RETURNING id`, [projectId, ownerId])) as [unknown[], number];
    return rows.length > 0;
  }

  /** The chat in order. */
  async messages(projectId: string): Promise<DesignerChatMessage[]> {
    const rows = (await this.db.query(`SELECT sender, text, screen_list FROM designer_messages WHERE project_id = $1 ORDER BY seq`, [projectId])) as {
      sender: ChatSender;
      text: string;
      screen_list: string[] | null;
    }[];
    return rows.map((r) => (r.screen_list ? { sender: r.sender, text: r.text, screenList: r.screen_list } : { sender: r.sender, text: r.text }));
  }

  /** The screens by position. */
  async screens(projectId: string): Promise<DesignerScreen[]> {
    return (await this.db.query(`SELECT ${SCREEN_COLUMNS} FROM designer_screens WHERE project_id = $1 ORDER BY position, id`, [projectId])) as DesignerScreen[];
  }

  /** Appends a message at the end of the chat; returns its place (1-based). */
  async appendMessage(projectId: string, message: NewMessage): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.lockAndTouch(tx, projectId);
      return this.insertMessage(tx, projectId, message);
    });
  }

  /**
   * Creates the screen named `content.name` at the end, or replaces its content in place. The version
   * counts changes of its HTML, so a status change alone keeps it. Null (nothing written) when a new
   * screen would pass the per-project limit. A new screen goes at `position` when given (screens
   * built side by side keep the order they were planned in), else after the last.
   */
  async upsertScreen(projectId: string, content: ScreenContent, position?: number): Promise<DesignerScreen | null> {
    return this.db.transaction(async (tx) => {
      await this.lockAndTouch(tx, projectId);
      const updated = (await tx.query(
        `UPDATE designer_screens SET description = $3, status = $4, html = $5, updated_at = clock_timestamp(),
           version = version + CASE WHEN html IS DISTINCT FROM $5 THEN 1 ELSE 0 END
         WHERE project_id = $1 AND name = $2 RETURNING ${SCREEN_COLUMNS}`,
        [projectId, content.name, content.description, content.status, content.html],
      )) as [DesignerScreen[], number];
      if (updated[0].length) return updated[0][0];
      const [{ count, next }] = (await tx.query(
        `SELECT count(*)::int AS count, coalesce(max(position), 0) + 1 AS next FROM designer_screens WHERE project_id = $1`,
        [projectId],
      )) as { count: number; next: number }[];
      if (count >= DESIGNER_SCREENS_MAX) return null;
      const [screen] = (await tx.query(
        `INSERT INTO designer_screens (project_id, name, description, html, status, position) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING ${SCREEN_COLUMNS}`,
        [projectId, content.name, content.description, content.html, content.status, position ?? next],
      )) as DesignerScreen[];
      return screen;
    });
  }

  /** Puts `html` in the named screen's place (its version counts the change); null when the project has no screen by that name. */
  async replaceScreenHtml(projectId: string, name: string, html: string): Promise<DesignerScreen | null> {
    return this.db.transaction(async (tx) => {
      await this.lockAndTouch(tx, projectId);
      const [rows] = (await tx.query(
        `UPDATE designer_screens SET html = $3, status = 'completed', updated_at = clock_timestamp(),
           version = version + CASE WHEN html IS DISTINCT FROM $3 THEN 1 ELSE 0 END
         WHERE project_id = $1 AND name = $2 RETURNING ${SCREEN_COLUMNS}`,
        [projectId, name, html],
      )) as [DesignerScreen[], number];
      return rows[0] ?? null;
    });
  }

  /** Deletes the named screen; false when the project has none by that name. */
  async deleteScreen(projectId: string, name: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockAndTouch(tx, projectId);
      const [rows] = (await tx.query(`DELETE FROM designer_screens WHERE project_id = $1 AND name = $2 RETURNING id`, [projectId, name])) as [unknown[], number];
      return rows.length > 0;
    });
  }

  /**
   * Serialises changes to one project (message order and the screen limit hold under concurrency)
   * and marks it refined now.
   */
  private async lockAndTouch(tx: EntityManager, projectId: string): Promise<void> {
    const [rows] = (await tx.query(`UPDATE designer_projects SET updated_at = clock_timestamp() WHERE id = $1 RETURNING id`, [projectId])) as [unknown[], number];
    if (!rows.length) throw new Error(`designer project ${projectId} does not exist`);
  }

  private async insertMessage(tx: EntityManager, projectId: string, m: NewMessage): Promise<number> {
    const [{ seq }] = (await tx.query(
      `INSERT INTO designer_messages (project_id, seq, sender, text, screen_list)
       SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4::jsonb FROM designer_messages WHERE project_id = $1
       RETURNING seq`,
      [projectId, m.sender, m.text, m.screenList ? JSON.stringify(m.screenList) : null],
    )) as { seq: number }[];
    return seq;
  }

  /** The owner's projects with their theme, oldest first, for an export (no screens: read per project). */
  async exportProjects(ownerId: string): Promise<{ id: string; title: string; device_type: DeviceType; first_message: string; theme: unknown; created_at: Date; updated_at: Date }[]> {
    return (await this.db.query(
      `SELECT id, title, device_type, first_message, theme, created_at, updated_at FROM designer_projects WHERE owner_id = $1 ORDER BY created_at, id`,
      [ownerId],
    )) as { id: string; title: string; device_type: DeviceType; first_message: string; theme: unknown; created_at: Date; updated_at: Date }[];
  }

  /** The project's screen names by position, without their HTML (an export reads it per screen). */
  async screenNames(projectId: string): Promise<string[]> {
    const rows = (await this.db.query(`SELECT name FROM designer_screens WHERE project_id = $1 ORDER BY position, id`, [projectId])) as { name: string }[];
    return rows.map((r) => r.name);
  }

  async screenHtml(projectId: string, name: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT html FROM designer_screens WHERE project_id = $1 AND name = $2`, [projectId, name])) as { html: string }[];
    return rows[0]?.html ?? null;
  }

  /** The project's prototype link (null: not shared); undefined when `ownerId` owns no such project. */
  async prototypeLink(ownerId: string, projectId: string): Promise<PrototypeLinkRecord | null | undefined> {
    const rows = (await this.db.query(`SELECT prototype_token, prototype_shared_at FROM designer_projects WHERE id = $1 AND owner_id = $2`, [
      projectId,
      ownerId,
    ])) as { prototype_token: string | null; prototype_shared_at: Date | null }[];
    if (!rows.length) return undefined;
    return linkOf(rows[0]);
  }

  /**
   * Gives the project the link `token` unless it has one already (kept, unless `rotate`). Sharing is
   * no change to the chat or the screens: updated_at stays. Undefined when `ownerId` owns no such project.
   */
  async sharePrototype(ownerId: string, projectId: string, token: string, rotate: boolean): Promise<PrototypeLinkRecord | undefined> {
    const [rows] = (await this.db.query(
      `UPDATE designer_projects
         SET prototype_token = CASE WHEN $4 OR prototype_token IS NULL THEN $3 ELSE prototype_token END,
             prototype_shared_at = CASE WHEN $4 OR prototype_token IS NULL THEN clock_timestamp() ELSE prototype_shared_at END
       WHERE id = $1 AND owner_id = $2
       RETURNING prototype_token, prototype_shared_at`,
      [projectId, ownerId, token, rotate],
    )) as [{ prototype_token: string | null; prototype_shared_at: Date | null }[], number];
    return rows.length ? (linkOf(rows[0]) ?? undefined) : undefined;
  }

  /** Turns the project's link off; false when `ownerId` owns no such project. */
  async unsharePrototype(ownerId: string, projectId: string): Promise<boolean> {
    const [rows] = (await this.db.query(
      `UPDATE designer_projects SET prototype_token = NULL, prototype_shared_at = NULL WHERE id = $1 AND owner_id = $2 RETURNING id`,
      [projectId, ownerId],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /** What a prototype link shows: the project's title, device and completed screens; null for a token no project has. */
  async sharedPrototype(token: string): Promise<SharedPrototype | null> {
    const rows = (await this.db.query(`SELECT id, title, device_type FROM designer_projects WHERE prototype_token = $1`, [token])) as {
      id: string;
      title: string;
      device_type: DeviceType;
    }[];
    if (!rows.length) return null;
    const screens = (await this.db.query(
      `SELECT name, html FROM designer_screens WHERE project_id = $1 AND status = 'completed' AND html <> '' ORDER BY position, id`,
      [rows[0].id],
    )) as { name: string; html: string }[];
    return { title: rows[0].title, device_type: rows[0].device_type, screens };
  }

  /** Deletes every project of the owner, with its chat and screens, inside the caller's transaction. */
  async eraseOwner(m: EntityManager, ownerId: string): Promise<void> {
    await m.query(`DELETE FROM designer_projects WHERE owner_id = $1`, [ownerId]);
  }
}
