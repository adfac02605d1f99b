import { z } from 'zod';

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

/** A project with everything a reload needs to restore the workspace. */
export const designerProjectDetailSchema = designerProjectSchema.extend({
  messages: z.array(designerChatMessageSchema),
  screens: z.array(designerScreenSchema),
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

export const projectsResponseSchema = z.object({ projects: z.array(designerProjectSchema) });
export type ProjectsResponse = z.infer<typeof projectsResponseSchema>;

/** GET /api/projects/{uuid} (the owner only). */
export const projectDetailResponseSchema = z.object({ project: designerProjectDetailSchema });
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;
