import { z } from 'zod';
import { streamErrorSchema } from './errors';
import { generationEventSchemas, MAX_TOKENS_MAX, VARIANTS_MAX } from './generation';
import { modelIdSchema } from './models';
import { projectSiteSchema } from './publishing';
import type { EventsOf, StreamEventOf } from './sse';

/** Bounds of the screen designer. */
export const DESIGNER_MESSAGE_MAX_CHARS = 10_000;
export const DESIGNER_HISTORY_MAX = 50;
export const DESIGNER_SCREENS_MAX = 20;
export const PROJECT_TITLE_MAX = 200;
/** A title made from the first message keeps this many characters of it. */
export const PROJECT_TITLE_FROM_MESSAGE_CHARS = 50;
export const DEFAULT_PROJECT_TITLE = 'New Project';
export const SCREEN_NAME_MAX = 100;
export const PROJECTS_LIST_DEFAULT = 20;
export const PROJECTS_LIST_MAX = 50;

export const DEVICE_TYPES = ['mobile', 'web'] as const;
export const deviceTypeSchema = z.enum(DEVICE_TYPES, { message: "device_type must be 'mobile' or 'web'." });
export type DeviceType = z.infer<typeof deviceTypeSchema>;

export const SCREEN_STATUSES = ['generating', 'pending', 'completed'] as const;
export const screenStatusSchema = z.enum(SCREEN_STATUSES);
export type ScreenStatus = z.infer<typeof screenStatusSchema>;

/** A screen of a project; its name is its identity within the project. */
export const designerScreenSchema = z.object({
  name: z.string(),
  description: z.string(),
  html: z.string(),
  status: screenStatusSchema,
  position: z.number().int(),
  version: z.number().int(),
});
export type DesignerScreen = z.infer<typeof designerScreenSchema>;

export const CHAT_SENDERS = ['user', 'ai'] as const;
export const chatSenderSchema = z.enum(CHAT_SENDERS);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** `screenList` names the screens an AI message created or changed. */
export const designerChatMessageSchema = z.object({
  sender: chatSenderSchema,
  text: z.string(),
  screenList: z.array(z.string()).optional(),
});
export type DesignerChatMessage = z.infer<typeof designerChatMessageSchema>;

/** A project as listed: `thumbnail` is the HTML of its first completed screen, or null. */
export const designerProjectSchema = z.object({
  project_uuid: z.string(),
  title: z.string(),
  device_type: deviceTypeSchema,
  first_message: z.string(),
  thumbnail: z.string().nullable(),
  created_at: z.string(),
  updatedAt: z.string(),
});
export type DesignerProject = z.infer<typeof designerProjectSchema>;

/**
 * A project with everything a reload needs to restore the workspace: `active_turn_id` is the chat
 * turn still under way, whose stream `GET /api/stitch-chat/{id}/events` follows from the start.
 */
export const designerProjectDetailSchema = designerProjectSchema.extend({
  messages: z.array(designerChatMessageSchema),
  screens: z.array(designerScreenSchema),
  active_turn_id: z.string().nullable(),
  /** The site the project was published to (POST /api/projects/{id}/publish), or null. */
  site: projectSiteSchema.nullable().default(null),
});
export type DesignerProjectDetail = z.infer<typeof designerProjectDetailSchema>;

/** Without a title: the first 50 characters of the first message ('...' when cut), else 'New Project'. */
export function projectTitleFor(title: string | undefined, firstMessage: string): string {
  const given = title?.trim();
  if (given) return given;
  const chars = Array.from(firstMessage.trim());
  if (!chars.length) return DEFAULT_PROJECT_TITLE;
  const head = chars.slice(0, PROJECT_TITLE_FROM_MESSAGE_CHARS).join('');
  return chars.length > PROJECT_TITLE_FROM_MESSAGE_CHARS ? `${head}...` : head;
}

/** POST /api/projects (bearer). The parsed body carries the final title. */
export const createProjectRequestSchema = z
  .object({
    device_type: deviceTypeSchema,
    title: z
      .string({ message: 'title must be text.' })
      .max(PROJECT_TITLE_MAX, { message: `The title must be at most ${PROJECT_TITLE_MAX} characters.` })
      .nullish(),
    first_message: z
      .string({ message: 'first_message must be text.' })
      .max(DESIGNER_MESSAGE_MAX_CHARS, { message: `The message must be at most ${DESIGNER_MESSAGE_MAX_CHARS} characters.` })
      .default(''),
  })
  .transform((body) => ({ ...body, title: projectTitleFor(body.title ?? undefined, body.first_message) }));
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;
export type CreateProjectRequestParsed = z.output<typeof createProjectRequestSchema>;

/** GET /api/projects?limit= (bearer): the caller's projects, most recently updated first. */
export const listProjectsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${PROJECTS_LIST_MAX}.` })
    .int({ message: `limit must be a whole number from 1 to ${PROJECTS_LIST_MAX}.` })
    .min(1, { message: `limit must be a whole number from 1 to ${PROJECTS_LIST_MAX}.` })
    .max(PROJECTS_LIST_MAX, { message: `limit must be a whole number from 1 to ${PROJECTS_LIST_MAX}.` })
    .default(PROJECTS_LIST_DEFAULT),
});
export type ListProjectsQuery = z.output<typeof listProjectsQuerySchema>;

/** 201 answer of POST /api/projects. */
export const projectResponseSchema = z.object({ project: designerProjectSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/**
 * The model a page published from designer screens is recorded as made with (a project's turns may
 * each use another): how a site says its pages are a project's screens.
 */
export const DESIGNER_PAGE_MODEL = 'designer';

/**
 * POST /api/remix/{folder}/project: a live site's pages copied into a new designer project of the
 * caller's, each page a screen (`screens`, in order). `dropped`: pages past the project's screen limit.
 */
export const remixProjectResponseSchema = z.object({ project: designerProjectSchema, screens: z.array(z.string()), dropped: z.number().int().min(0) });
export type RemixProjectResponse = z.infer<typeof remixProjectResponseSchema>;

export const projectsResponseSchema = z.object({ projects: z.array(designerProjectSchema) });
export type ProjectsResponse = z.infer<typeof projectsResponseSchema>;

/** GET /api/projects/{uuid} (the owner only). */
export const projectDetailResponseSchema = z.object({ project: designerProjectDetailSchema });
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

/** Designer defaults: the model, and the token budget and temperature of each request to it. */
export const DESIGNER_DEFAULT_MAX_TOKENS = 2000;
export const DESIGNER_DEFAULT_TEMPERATURE = 0.7;
/** One history entry's text (an assistant entry holds a screen's whole code). */
export const DESIGNER_HISTORY_ENTRY_MAX_CHARS = 200_000;

/**
 * A history entry: the chat (`user`, `ai`), then one `assistant` entry with the code of each
 * completed screen. The server answers from the project it stores; the history only tells it what
 * the client saw.
 */
export const stitchHistoryEntrySchema = z.object({
  role: z.enum(['user', 'ai', 'assistant'], { message: "A history entry's role must be 'user', 'ai' or 'assistant'." }),
  content: z
    .string({ message: "A history entry's content must be text." })
    .max(DESIGNER_HISTORY_ENTRY_MAX_CHARS, { message: `A history entry must be at most ${DESIGNER_HISTORY_ENTRY_MAX_CHARS} characters.` }),
});
export type StitchHistoryEntry = z.infer<typeof stitchHistoryEntrySchema>;

/** POST /api/stitch-chat (bearer): one chat message to a project; answers an SSE stream of `DesignerEvents`. */
export const stitchChatRequestSchema = z.object({
  message: z
    .string({ message: 'message must be text.' })
    .trim()
    .min(1, { message: 'Write a message first.' })
    .max(DESIGNER_MESSAGE_MAX_CHARS, { message: `The message must be at most ${DESIGNER_MESSAGE_MAX_CHARS} characters.` }),
  deviceType: deviceTypeSchema.optional(),
  /** The interface language: the screens' and replies' language when the message shows none. */
  language: z.enum(['en', 'zh', 'hi']).default('en'),
  // Absent: the server's default model.
  model: modelIdSchema.optional(),
  project_uuid: z.string({ message: 'project_uuid is required.' }).uuid({ message: 'project_uuid must be a project id.' }),
  history: z
    .array(stitchHistoryEntrySchema)
    .max(DESIGNER_HISTORY_MAX, { message: `The history must have at most ${DESIGNER_HISTORY_MAX} entries.` })
    .default([]),
  max_tokens: z.number().int().min(500).max(MAX_TOKENS_MAX).default(DESIGNER_DEFAULT_MAX_TOKENS),
  temperature: z.number().min(0).max(2).default(DESIGNER_DEFAULT_TEMPERATURE),
});
export type StitchChatRequest = z.input<typeof stitchChatRequestSchema>;
export type StitchChatRequestParsed = z.output<typeof stitchChatRequestSchema>;

export const DESIGNER_ACTIONS = ['create_screen', 'edit_screen', 'delete_screen'] as const;
export type DesignerAction = (typeof DESIGNER_ACTIONS)[number];

/**
 * Events of a designer stream (SSE `event:` name → `data:` JSON), in this order: `meta`, `start`
 * (the reply and the names of the screens it will touch), one `tool_call` per screen to create, edit
 * or delete, `data` with a screen's description as work on it starts and again with `htmlCode` and
 * status 'completed' once it is built and stored, `message` (the AI's chat reply, also stored),
 * then `done` or `error`. Every event has an `id:`, so `GET /api/stitch-chat/{id}/events` resumes
 * after Last-Event-ID.
 */
export const designerEventSchemas = {
  meta: z.object({ id: z.string() }),
  start: z.object({ message: z.string().default(''), screenList: z.array(z.string()).default([]) }),
  // A create that `replaces` a screen deleted this turn is a rename: the new screen takes the old one's place.
  tool_call: z.object({
    action: z.enum(DESIGNER_ACTIONS),
    args: z.object({ name: z.string().min(1), description: z.string().default(''), replaces: z.string().min(1).optional() }),
  }),
  data: z.object({
    screen: z.object({ name: z.string().min(1), description: z.string().default(''), htmlCode: z.string().optional(), status: screenStatusSchema.optional() }),
  }),
  message: z.object({ message: z.string().default('') }),
  done: z.object({ balance: z.number().int().nullable().default(null) }),
  error: streamErrorSchema,
};

/** What an alternative of a screen may change: its layout, its colours, its content (the sample words and items). */
export const SCREEN_VARIANT_ASPECTS = ['layout', 'colour', 'content'] as const;
export const screenVariantAspectSchema = z.enum(SCREEN_VARIANT_ASPECTS, { message: "change must list 'layout', 'colour' or 'content'." });
export type ScreenVariantAspect = z.infer<typeof screenVariantAspectSchema>;

/**
 * POST /api/stitch-variants (bearer): alternative `index` of `of` of one screen of a project, each its
 * own generation and credit (answers an SSE stream of `ScreenVariantEvents`). The screen is untouched
 * until POST /api/stitch-variants/{id}/use puts the alternative in its place.
 */
export const screenVariantRequestSchema = z
  .object({
    project_uuid: z.string({ message: 'project_uuid is required.' }).uuid({ message: 'project_uuid must be a project id.' }),
    screen: z
      .string({ message: 'screen must be the name of a screen of the project.' })
      .trim()
      .min(1, { message: 'screen must be the name of a screen of the project.' })
      .max(SCREEN_NAME_MAX, { message: `screen must be at most ${SCREEN_NAME_MAX} characters.` }),
    index: z.number({ message: 'index must be a whole number.' }).int().min(1).max(VARIANTS_MAX),
    of: z.number({ message: 'of must be a whole number.' }).int().min(2).max(VARIANTS_MAX),
    change: z
      .array(screenVariantAspectSchema, { message: "change must list 'layout', 'colour' or 'content'." })
      .min(1, { message: 'Choose at least one thing the alternatives may change.' })
      .max(SCREEN_VARIANT_ASPECTS.length)
      .transform((list) => SCREEN_VARIANT_ASPECTS.filter((a) => list.includes(a))),
    language: z.enum(['en', 'zh', 'hi']).default('en'),
    // Absent: the server's default model.
    model: modelIdSchema.optional(),
    max_tokens: z.number().int().min(500).max(MAX_TOKENS_MAX).default(DESIGNER_DEFAULT_MAX_TOKENS),
    temperature: z.number().min(0).max(2).default(DESIGNER_DEFAULT_TEMPERATURE),
  })
  .refine((v) => v.index <= v.of, { message: 'index must be at most of.', path: ['index'] });
export type ScreenVariantRequest = z.input<typeof screenVariantRequestSchema>;
export type ScreenVariantRequestParsed = z.output<typeof screenVariantRequestSchema>;

/** Events of a screen alternative's stream: `meta`, then `done` with the alternative's whole document, or `error`. */
export const screenVariantEventSchemas = {
  meta: generationEventSchemas.meta,
  done: generationEventSchemas.done,
  error: streamErrorSchema,
};
export type ScreenVariantEvents = EventsOf<typeof screenVariantEventSchemas>;

/** 200 answer of POST /api/stitch-variants/{id}/use: the screen as it now is. */
export const useScreenVariantResponseSchema = z.object({ screen: designerScreenSchema });
export type UseScreenVariantResponse = z.infer<typeof useScreenVariantResponseSchema>;

export type DesignerEvents = EventsOf<typeof designerEventSchemas>;
export type DesignerEventName = keyof DesignerEvents;
export type DesignerEvent = StreamEventOf<typeof designerEventSchemas>;

/**
 * The events of every stream the API runs (ask-ai generations and designer turns), by name: their
 * schemas agree except for `done`, which a designer turn's carries with only the balance. For code
 * that handles both kinds: the bus that carries them, and tests and the bench that read them.
 */
export const streamEventSchemas = {
  ...designerEventSchemas,
  ...generationEventSchemas,
  done: generationEventSchemas.done.or(designerEventSchemas.done),
};

/** 200 answer of DELETE /api/projects/{uuid}. */
export const projectDeletedSchema = z.object({ project_uuid: z.string(), message: z.string() });
export type ProjectDeleted = z.infer<typeof projectDeletedSchema>;
