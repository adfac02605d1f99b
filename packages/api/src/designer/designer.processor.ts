import { DESIGNER_SCREENS_MAX, DesignerEvents, DesignerScreen, DeviceType, screenSlugs } from '@cui/shared';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import pLimit from 'p-limit';
import { ENV, Env } from '../config/env.schema';
import { StreamWriter } from '../generation/generation-bus';
import { GenerationSettlement } from '../generation/generation-settlement';
import { StreamedJobRunner, StreamedPool, StreamedRun } from '../generation/streamed-job-runner';
import { QUEUES } from '../queues/queue-names';
import { pageLanguage, REPLY_WORDS, screenVariantOf } from '@cui/offline-model';
import { DesignerModel } from './designer-model';
import { type DesignerJob, type DesignerQueueJob, type PlannedAction, type ScreenBrief, SCREEN_VARIANT_JOB, type ScreenVariantJob, type TurnPlan } from './designer-turn.types';
import { DesignerRepository } from './designer.repository';
import { dropDeadLinks, relinkScreen, slugChanges } from './screen-relink';

export const PROJECT_GONE_MESSAGE = 'The project was deleted. Your credit was refunded.';
export const SCREEN_GONE_MESSAGE = 'The screen was deleted. Your credit was refunded.';

/** What a plan comes to against the project's screens: the actions kept, in order, and the creates past the limit. */
export interface TurnActions {
  kept: PlannedAction[];
  skipped: string[];
}

/**
 * Reads a plan against the screens the project has: a name is matched without regard to case, a
 * create of an existing screen edits it, an edit of a missing one creates it, a delete of a missing
 * one and a second action on one name are dropped, and creates past the per-project limit (counted
 * after this turn's deletes) are skipped.
 */
export function resolveActions(plan: TurnPlan, screens: ScreenBrief[]): TurnActions {
  const existing = new Map(screens.map((s) => [s.name.toLowerCase(), s.name]));
  const seen = new Set<string>();
  const unique = plan.actions.filter((a) => {
    const key = a.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return a.action !== 'delete_screen' || existing.has(key);
  });
  let room = DESIGNER_SCREENS_MAX - screens.length + unique.filter((a) => a.action === 'delete_screen').length;
  const kept: PlannedAction[] = [];
  const skipped: string[] = [];
  for (const a of unique) {
    const name = existing.get(a.name.toLowerCase());
    if (a.action === 'delete_screen' || name) {
      kept.push({ ...a, name: name ?? a.name, action: a.action === 'delete_screen' ? 'delete_screen' : 'edit_screen' });
    } else if (room > 0) {
      room--;
      kept.push({ ...a, action: 'create_screen' });
    } else skipped.push(a.name);
  }
  return { kept, skipped };
}

/**
 * Where a turn's new screens go: a rename (a create that `replaces` a screen deleted this turn)
 * takes the deleted screen's place; other new screens go after the last one, in the order they
 * were planned, whichever is built first. `after` is the project's screen order once the turn is
 * done, for each screen's navigation.
 */
export function placeCreates(
  screens: readonly { name: string; description: string; position: number }[],
  deletes: readonly PlannedAction[],
  builds: readonly PlannedAction[],
): { places: Map<string, number>; after: ScreenBrief[] } {
  const gone = new Set(deletes.map((d) => d.name));
  const deleted = new Map(screens.filter((s) => gone.has(s.name)).map((s) => [s.name, s]));
  const creates = builds.filter((b) => b.action === 'create_screen');
  const renames = new Map(creates.filter((b) => b.replaces && deleted.has(b.replaces)).map((b) => [b.replaces as string, b]));
  const places = new Map<string, number>();
  let next = Math.max(0, ...screens.map((s) => s.position)) + 1;
  for (const b of creates) {
    const old = b.replaces && renames.get(b.replaces) === b ? deleted.get(b.replaces) : undefined;
    places.set(b.name, old ? old.position : next++);
  }
  const brief = (s: ScreenBrief): ScreenBrief => ({ name: s.name, description: s.description });
  const after = [
    ...screens.flatMap((s) => (gone.has(s.name) ? (renames.has(s.name) ? [brief(renames.get(s.name) as PlannedAction)] : []) : [brief(s)])),
    ...creates.filter((b) => !(b.replaces && renames.get(b.replaces) === b)).map(brief),
  ];
  return { places, after };
}

/** The screens one turn builds, and where their results go. */
interface ScreenBuilds {
  data: DesignerJob;
  project: { title: string; device_type: DeviceType };
  theme: unknown;
  builds: PlannedAction[];
  /** Where each new screen goes. */
  places: Map<string, number>;
  /** The project's screens once the turn is done, for each screen's navigation. */
  otherScreens: ScreenBrief[];
  writer: StreamWriter<DesignerEvents>;
  stopped: AbortSignal;
  /** Collects the creates refused because the project filled up meanwhile. */
  skipped: string[];
  /** The project's screens before the turn, by name: an edit that comes out as the screen was is not stored. */
  stored: Map<string, { description: string; html: string }>;
  /** Collects the edits that asked a change and came out exactly as the screen was. */
  same: string[];
}

/** The `designer` queue's job handler: one chat turn of a project, planned, built screen by screen, stored and streamed. */
@Injectable()
export class DesignerProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Designer');
  private readonly jobs: StreamedPool<DesignerQueueJob>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    runner: StreamedJobRunner,
    private readonly settlement: GenerationSettlement,
    private readonly designer: DesignerRepository,
    private readonly model: DesignerModel,
  ) {
    this.jobs = runner.pool<DesignerQueueJob, DesignerEvents>(
      {
        queue: QUEUES.designer,
        label: 'Designer job',
        failure: 'Error contacting the screen designer',
        task: (job, run) => ({
          run: () => (job.name === SCREEN_VARIANT_JOB ? this.variant(job.data as ScreenVariantJob, run) : this.turn(job.data as DesignerJob, run)),
          failureOf: async () => ((await this.projectGone(job.data.projectId)) ? PROJECT_GONE_MESSAGE : undefined),
        }),
      },
      this.logger,
    );
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }

  process(job: Job<DesignerQueueJob>, cancelled: AbortSignal): Promise<void> {
    return this.jobs.process(job, cancelled);
  }

  /**
   * Stores the user's message, plans, announces the plan, applies deletes, then builds the screens a
   * few at a time, storing each as it completes (a crash loses only the screens in flight). A stop
   * before any screen changed refunds the turn; after, it keeps and charges what was delivered.
   */
  private async turn(data: DesignerJob, { id, writer, stopped, end, fail }: StreamedRun<DesignerEvents>): Promise<void> {
    const projectId = data.projectId;
    const project = await this.designer.turnProject(projectId);
    if (!project) return fail(PROJECT_GONE_MESSAGE);
    const [chat, screens] = await Promise.all([this.designer.messages(projectId), this.designer.screens(projectId)]);
    // A project is created with its first message, which the client then sends as the first turn.
    const pending = chat.at(-1);
    const waiting = pending?.sender === 'user' && pending.text.trim() === data.message.trim();
    if (!waiting) await this.designer.appendMessage(projectId, { sender: 'user', text: data.message });
    const briefs = screens.map((s) => ({ name: s.name, description: s.description }));
    const plan = await this.model.plan(
      {
        projectTitle: project.title,
        firstMessage: project.first_message,
        deviceType: project.device_type,
        theme: project.theme,
        screens: briefs,
        chat: (waiting ? chat.slice(0, -1) : chat).map((m) => ({ sender: m.sender, text: m.text })),
        message: data.message,
        language: data.language,
      },
      data,
      stopped,
    );
    if (stopped.aborted) return end();
    const { kept, skipped } = resolveActions(plan, briefs);
    await writer.write('start', { message: plan.message, screenList: kept.map((a) => a.name) });
    const deletes = kept.filter((a) => a.action === 'delete_screen');
    // A rename says which screen it replaces, so a client shows it in that screen's place as it is built.
    const renames = (a: PlannedAction) => (a.action === 'create_screen' && a.replaces && deletes.some((d) => d.name === a.replaces) ? { replaces: a.replaces } : {});
    for (const a of kept) await writer.write('tool_call', { action: a.action, args: { name: a.name, description: a.description, ...renames(a) } });
    await this.designer.setTheme(projectId, plan.theme);
    for (const d of deletes) await this.designer.deleteScreen(projectId, d.name);
    const builds = kept.filter((a) => a.action !== 'delete_screen');
    const { places, after } = placeCreates(screens, deletes, builds);
    const stored = new Map(screens.map((s) => [s.name, { description: s.description, html: s.html }]));
    const same: string[] = [];
    const delivered = await this.build({ data, project, theme: plan.theme, builds, places, otherScreens: after, writer, stopped, skipped, stored, same });
    const renamed = new Map(builds.flatMap((b) => (renames(b).replaces ? [[b.replaces as string, b.name] as const] : [])));
    await this.relink(projectId, project, plan.theme, screens, renamed, new Set([...delivered, ...same]), writer);
    // A turn that changed no screen (its edits came out as the screens were) is not charged, like one that only chats.
    const changed = delivered.length + deletes.length > 0;
    if (stopped.aborted && !changed) return end();
    const unbuilt = stopped.aborted ? builds.filter((b) => !delivered.includes(b.name) && !same.includes(b.name)).map((b) => b.name) : [];
    const message = this.reply(plan.message, data.message, data.language, skipped, unbuilt, same);
    const order = builds.map((b) => b.name).filter((n) => delivered.includes(n));
    await this.designer.appendMessage(projectId, { sender: 'ai', text: message, screenList: order });
    await writer.write('message', { message });
    await this.settlement.succeed(id, null, writer, stopped, { charge: changed });
  }

  /**
   * One alternative of a screen, built from the screen as it is and the project's theme, linking only
   * to the project's screens; the row keeps it (the `done` event carries it) until the user uses it.
   * The screen itself is untouched.
   */
  private async variant(data: ScreenVariantJob, { id, writer, stopped, end, fail }: StreamedRun<DesignerEvents>): Promise<void> {
    const project = await this.designer.turnProject(data.projectId);
    if (!project) return fail(PROJECT_GONE_MESSAGE);
    const screens = await this.designer.screens(data.projectId);
    const screen = screens.find((s) => s.name === data.screen);
    if (!screen?.html) return fail(SCREEN_GONE_MESSAGE);
    const briefs = screens.map((s) => ({ name: s.name, description: s.description }));
    const written = await this.model.render(
      {
        theme: project.theme,
        screen: { name: screen.name, description: screen.description },
        deviceType: project.device_type,
        projectTitle: project.title,
        otherScreens: briefs,
        variant: { index: data.index, of: data.of, change: data.change, html: screen.html },
      },
      data,
      stopped,
    );
    if (stopped.aborted) return end();
    const html = dropDeadLinks(written, new Set(screenSlugs(briefs.map((s) => s.name))));
    await this.settlement.succeed(id, html, writer, stopped);
  }

  /** Builds and stores the screens, `DESIGNER_SCREEN_CONCURRENCY` at a time; the names delivered, in completion order. */
  private async build({ data, project, theme, builds, places, otherScreens, writer, stopped, skipped, stored, same }: ScreenBuilds): Promise<string[]> {
    const delivered: string[] = [];
    const halt = new AbortController();
    const signal = AbortSignal.any([stopped, halt.signal]);
    const limit = pLimit(this.env.DESIGNER_SCREEN_CONCURRENCY);
    const live = new Set(screenSlugs(otherScreens.map((s) => s.name)));
    const results = await Promise.allSettled(
      builds.map((b) =>
        limit(async () => {
          if (signal.aborted) return;
          const screen = { name: b.name, description: b.description };
          try {
            await writer.write('data', { screen });
            // An edit of a screen its owner replaced by an alternative keeps that alternative's look.
            const look = b.action === 'edit_screen' ? screenVariantOf(stored.get(b.name)?.html ?? '') : undefined;
            const written = await this.model.render({ theme, screen, deviceType: project.device_type, projectTitle: project.title, otherScreens, look }, data, signal);
            // Links only to the screens the project will have (the plan's list names them all).
            const html = dropDeadLinks(written, live);
            if (signal.aborted) return;
            const before = b.action === 'edit_screen' ? stored.get(b.name) : undefined;
            if (before && before.html === html) {
              // Nothing to store: the client gets the screen back as it was. An edit that only rebuilt
              // the screen as it is (a rename's tab bars) is not one the reply needs to mention.
              if (before.description !== b.description) same.push(b.name);
              return void (await writer.write('data', { screen: { name: b.name, description: before.description, htmlCode: before.html, status: 'completed' } }));
            }
            const saved = await this.designer.upsertScreen(data.projectId, { ...screen, html, status: 'completed' }, places.get(b.name));
            // resolveActions counted the limit already; the repository checks it again under the project's lock.
            if (!saved) return void skipped.push(b.name);
            delivered.push(b.name);
            await writer.write('data', { screen: { ...screen, htmlCode: saved.html, status: 'completed' } });
          } catch (err) {
            halt.abort();
            throw err;
          }
        }),
      ),
    );
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure && !stopped.aborted) throw failure.reason;
    return delivered;
  }

  /**
   * Keeps the links between the project's screens right once a turn is done, whatever model made
   * them: the screens the turn did not build follow its adds, renames and deletes (see
   * `relinkScreen`), and no screen keeps a link to a screen the project does not have (a model's
   * imagined one, or a create the limit refused). Each screen that changed is stored and sent.
   */
  private async relink(
    projectId: string,
    project: { title: string; device_type: DeviceType },
    theme: unknown,
    before: DesignerScreen[],
    renames: ReadonlyMap<string, string>,
    built: ReadonlySet<string>,
    writer: StreamWriter<DesignerEvents>,
  ): Promise<void> {
    const now = await this.designer.screens(projectId);
    const brief = (s: DesignerScreen) => ({ name: s.name, description: s.description });
    const changes = slugChanges(before.map((s) => s.name), now.map((s) => s.name), renames);
    for (const s of now) {
      if (!s.html) continue;
      const html = built.has(s.name)
        ? dropDeadLinks(s.html, changes.live)
        : relinkScreen(s, { theme, deviceType: project.device_type, projectTitle: project.title }, before.map(brief), now.map(brief), changes);
      if (html === s.html) continue;
      const saved = await this.designer.upsertScreen(projectId, { name: s.name, description: s.description, html, status: s.status });
      if (saved) await writer.write('data', { screen: { name: s.name, description: s.description, htmlCode: saved.html, status: saved.status } });
    }
  }

  /** True when the project is known to be deleted (its owner removed it during the turn). */
  private async projectGone(projectId: string): Promise<boolean> {
    return (await this.designer.turnProject(projectId).catch(() => undefined)) === null;
  }

  /** The plan's reply with what the turn could not do, in the turn's language. */
  private reply(message: string, turn: string, ui: DesignerJob['language'], skipped: string[], unbuilt: string[], same: string[]): string {
    const say = REPLY_WORDS[pageLanguage(turn, ui)];
    const notes = [message];
    if (same.length) notes.push(say.sameAsBefore(say.list(same)));
    if (skipped.length) notes.push(say.notAdded(DESIGNER_SCREENS_MAX, say.list(skipped)));
    if (unbuilt.length) notes.push(say.stoppedBefore(say.list(unbuilt)));
    return notes.filter(Boolean).join(' ');
  }
}
