import {
  askAiRequestSchema,
  avatarUploadSchema,
  changePlanRequestSchema,
  createdTokenSchema,
  createProjectRequestSchema,
  createPrototypeLinkRequestSchema,
  createTokenRequestSchema,
  creditUsageSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  designerEventSchemas,
  feedbackRequestSchema,
  feedbackResponseSchema,
  generationEventSchemas,
  googleLoginRequestSchema,
  healthResponseSchema,
  listProjectsQuerySchema,
  liveResponseSchema,
  loginCodeSentSchema,
  loginRequestSchema,
  loginResponseSchema,
  modelOptionsSchema,
  modelsQuerySchema,
  okResponseSchema,
  optimizePromptRequestSchema,
  optimizePromptResponseSchema,
  pageExportRequestSchema,
  pageExportResponseSchema,
  pageVersionsSchema,
  profileSchema,
  projectDeletedSchema,
  projectDetailResponseSchema,
  projectPublishRequestSchema,
  projectPublishResponseSchema,
  projectResponseSchema,
  projectsResponseSchema,
  prototypeLinkResponseSchema,
  publicConfigSchema,
  publishRequestSchema,
  publishResponseSchema,
  remixProjectResponseSchema,
  remixResponseSchema,
  remixSiteResponseSchema,
  renamePageRequestSchema,
  renameSiteRequestSchema,
  renameSiteResponseSchema,
  screenVariantEventSchemas,
  screenVariantRequestSchema,
  sharedPrototypeResponseSchema,
  showcasePageSchema,
  showcaseQuerySchema,
  siteNameCheckQuerySchema,
  siteNameCheckSchema,
  sitePagesResponseSchema,
  siteSettingsPatchSchema,
  siteSettingsSchema,
  sitesMapSchema,
  stitchChatRequestSchema,
  subscriptionTiersSchema,
  templatesResponseSchema,
  tokensResponseSchema,
  transactionsSchema,
  unpublishResponseSchema,
  updateProfileRequestSchema,
  useScreenVariantResponseSchema,
  userMeSchema,
  versionsQuerySchema,
  type EventSchemas,
} from '@cui/shared';
import type { ZodType } from 'zod';

/** Who may call a route: a signed-in bearer (session or personal access token), a session only, either or anyone, or no one's credential at all. */
export type RouteAuth = 'bearer' | 'session' | 'optional' | 'none';

/** What a route answers with, besides errors: JSON of a schema, an event stream, or raw bytes. */
export type RouteAnswer =
  | { json: ZodType }
  | { events: EventSchemas }
  | { bytes: string; description: string }
  | { redirect: string }
  | { none: string };

export interface RouteDoc {
  summary: string;
  tag: string;
  auth: RouteAuth;
  body?: ZodType;
  query?: ZodType;
  answer: RouteAnswer;
  /** Accepts an Idempotency-Key header. */
  idempotent?: boolean;
}

const json = (schema: ZodType): RouteAnswer => ({ json: schema });
const ok = json(okResponseSchema);

/**
 * The public API, route by route ("METHOD /path" as the controllers declare it): what each does, who
 * may call it, and its request and answer, each the zod schema the server and the SPA already use.
 * A test holds this to the routes the controllers declare, so none is missing or left behind.
 */
export const API_ROUTES: Record<string, RouteDoc> = {
  // Generation
  'GET /api/models': { summary: 'The models this server offers, with availability, cost and image support', tag: 'Generation', auth: 'none', query: modelsQuerySchema, answer: json(modelOptionsSchema) },
  'POST /api/ask-ai': { summary: 'Generate or edit a page (streamed)', tag: 'Generation', auth: 'optional', body: askAiRequestSchema, answer: { events: generationEventSchemas }, idempotent: true },
  'GET /api/ask-ai/:id/events': { summary: 'Resume a generation’s stream after Last-Event-ID (204 once ended)', tag: 'Generation', auth: 'optional', answer: { events: generationEventSchemas } },
  'POST /api/ask-ai/:id/cancel': { summary: 'Stop a generation (its credit is returned)', tag: 'Generation', auth: 'optional', answer: ok },
  'POST /api/optimize-prompt': { summary: 'Rewrite a prompt into a fuller one', tag: 'Generation', auth: 'optional', body: optimizePromptRequestSchema, answer: json(optimizePromptResponseSchema) },
  // Publishing
  'POST /api/publish': { summary: 'Publish a page (live when this answers)', tag: 'Publishing', auth: 'bearer', body: publishRequestSchema, answer: json(publishResponseSchema), idempotent: true },
  'GET /api/sites/all': { summary: 'Your sites and their pages', tag: 'Publishing', auth: 'optional', answer: json(sitesMapSchema) },
  'GET /api/sites/name-check': { summary: 'Whether a name could name a site now', tag: 'Publishing', auth: 'bearer', query: siteNameCheckQuerySchema, answer: json(siteNameCheckSchema) },
  'POST /api/sites/:folder/rename': { summary: 'Rename a site (the old address redirects)', tag: 'Publishing', auth: 'bearer', body: renameSiteRequestSchema, answer: json(renameSiteResponseSchema) },
  'GET /api/sites/:folder/settings': { summary: 'A site’s settings', tag: 'Publishing', auth: 'bearer', answer: json(siteSettingsSchema) },
  'PATCH /api/sites/:folder/settings': { summary: 'Change a site’s settings (showcase)', tag: 'Publishing', auth: 'bearer', body: siteSettingsPatchSchema, answer: json(siteSettingsSchema) },
  'GET /api/sites/file/versions': { summary: 'A page’s published versions', tag: 'Publishing', auth: 'bearer', query: versionsQuerySchema, answer: json(pageVersionsSchema) },
  'DELETE /api/sites/:folder': { summary: 'Unpublish a site (it stays in your projects)', tag: 'Publishing', auth: 'bearer', answer: json(unpublishResponseSchema) },
  'POST /api/sites/:folder/publish': { summary: 'Publish an unpublished site again', tag: 'Publishing', auth: 'bearer', answer: json(publishResponseSchema) },
  'POST /api/sites/:folder/pages/:page/rename': { summary: 'Rename a page of a site', tag: 'Publishing', auth: 'bearer', body: renamePageRequestSchema, answer: json(sitePagesResponseSchema) },
  'DELETE /api/sites/:folder/pages/:page': { summary: 'Remove a page from a site', tag: 'Publishing', auth: 'bearer', answer: json(sitePagesResponseSchema) },
  'POST /api/remix/:folder/site': { summary: 'Copy a live site into a new unpublished site of yours', tag: 'Publishing', auth: 'bearer', answer: json(remixSiteResponseSchema) },
  'GET /api/remix/:id': { summary: 'A live site’s index, to remix', tag: 'Publishing', auth: 'none', answer: json(remixResponseSchema) },
  'GET /api/remix/:folder/:page': { summary: 'A live site’s page, to remix', tag: 'Publishing', auth: 'none', answer: json(remixResponseSchema) },
  'POST /api/pages/export': { summary: 'A page built into one file (Download, Copy)', tag: 'Publishing', auth: 'optional', body: pageExportRequestSchema, answer: json(pageExportResponseSchema) },
  'GET /api/showcase': { summary: 'Published pages their owners show', tag: 'Publishing', auth: 'none', query: showcaseQuerySchema, answer: json(showcasePageSchema) },
  // Screen designer
  'POST /api/projects': { summary: 'Create a designer project', tag: 'Designer', auth: 'bearer', body: createProjectRequestSchema, answer: json(projectResponseSchema) },
  'GET /api/projects': { summary: 'Your designer projects', tag: 'Designer', auth: 'bearer', query: listProjectsQuerySchema, answer: json(projectsResponseSchema) },
  'GET /api/projects/:id': { summary: 'A project with its chat and screens', tag: 'Designer', auth: 'bearer', answer: json(projectDetailResponseSchema) },
  'POST /api/projects/:id/publish': { summary: 'Publish every finished screen as a page of one site', tag: 'Designer', auth: 'bearer', body: projectPublishRequestSchema, answer: json(projectPublishResponseSchema), idempotent: true },
  'DELETE /api/projects/:id': { summary: 'Delete a project', tag: 'Designer', auth: 'bearer', answer: json(projectDeletedSchema) },
  'POST /api/stitch-chat': { summary: 'Send a message to a project: a turn that plans and builds screens (streamed)', tag: 'Designer', auth: 'bearer', body: stitchChatRequestSchema, answer: { events: designerEventSchemas }, idempotent: true },
  'GET /api/stitch-chat/:id/events': { summary: 'Resume a turn’s stream', tag: 'Designer', auth: 'bearer', answer: { events: designerEventSchemas } },
  'POST /api/stitch-chat/:id/cancel': { summary: 'Stop a turn', tag: 'Designer', auth: 'bearer', answer: ok },
  'POST /api/stitch-variants': { summary: 'Make an alternative of a screen (streamed; the screen changes only when used)', tag: 'Designer', auth: 'bearer', body: screenVariantRequestSchema, answer: { events: screenVariantEventSchemas }, idempotent: true },
  'GET /api/stitch-variants/:id/events': { summary: 'Resume an alternative’s stream', tag: 'Designer', auth: 'bearer', answer: { events: screenVariantEventSchemas } },
  'POST /api/stitch-variants/:id/cancel': { summary: 'Stop an alternative', tag: 'Designer', auth: 'bearer', answer: ok },
  'POST /api/stitch-variants/:id/use': { summary: 'Put a finished alternative in its screen’s place', tag: 'Designer', auth: 'bearer', answer: json(useScreenVariantResponseSchema) },
  'POST /api/remix/:folder/project': { summary: 'Copy a live site of designer screens into a new project', tag: 'Designer', auth: 'bearer', answer: json(remixProjectResponseSchema) },
  'GET /api/projects/:id/prototype-link': { summary: 'A project’s prototype link', tag: 'Designer', auth: 'bearer', answer: json(prototypeLinkResponseSchema) },
  'POST /api/projects/:id/prototype-link': { summary: 'Make (or replace) a project’s prototype link', tag: 'Designer', auth: 'bearer', body: createPrototypeLinkRequestSchema, answer: json(prototypeLinkResponseSchema) },
  'DELETE /api/projects/:id/prototype-link': { summary: 'Turn a prototype link off', tag: 'Designer', auth: 'bearer', answer: json(prototypeLinkResponseSchema) },
  'GET /api/prototypes/:token': { summary: 'A shared prototype, to play', tag: 'Designer', auth: 'none', answer: json(sharedPrototypeResponseSchema) },
  // Account
  'POST /api/user/login': { summary: 'Mail a sign-in code, or sign in with it', tag: 'Account', auth: 'none', body: loginRequestSchema, answer: json(loginCodeSentSchema.or(loginResponseSchema)) },
  'POST /api/user/google-login': { summary: 'Sign in with a Google ID token', tag: 'Account', auth: 'none', body: googleLoginRequestSchema, answer: json(loginResponseSchema) },
  'GET /api/user/me': { summary: 'You: your account, credits and plan', tag: 'Account', auth: 'bearer', answer: json(userMeSchema) },
  'POST /api/user/logout': { summary: 'Sign this session out', tag: 'Account', auth: 'session', answer: ok },
  'GET /api/user/profile': { summary: 'Your profile', tag: 'Account', auth: 'bearer', answer: json(profileSchema) },
  'PATCH /api/user/profile': { summary: 'Change your name', tag: 'Account', auth: 'bearer', body: updateProfileRequestSchema, answer: json(profileSchema) },
  'PUT /api/user/avatar': { summary: 'Set your picture', tag: 'Account', auth: 'bearer', body: avatarUploadSchema, answer: json(profileSchema) },
  'DELETE /api/user/avatar': { summary: 'Remove your picture', tag: 'Account', auth: 'bearer', answer: json(profileSchema) },
  'GET /api/user/avatars/:id': { summary: 'A user’s picture', tag: 'Account', auth: 'none', answer: { bytes: 'image/*', description: 'The picture (JPEG, PNG, WebP or GIF).' } },
  'GET /api/user/account/export': { summary: 'Everything your account holds, as a ZIP', tag: 'Account', auth: 'bearer', answer: { bytes: 'application/zip', description: 'The pages, sites, projects and the account’s JSON.' } },
  'DELETE /api/user/account': { summary: 'Delete your account', tag: 'Account', auth: 'session', body: deleteAccountRequestSchema, answer: json(deleteAccountResponseSchema) },
  'GET /api/auth/google': { summary: 'Start signing in with Google (a redirect)', tag: 'Account', auth: 'none', answer: { redirect: 'To Google’s consent page.' } },
  'GET /api/auth/google/callback': { summary: 'Google’s return from signing in (a redirect)', tag: 'Account', auth: 'none', answer: { redirect: 'To the app, signed in or with the reason it failed.' } },
  'POST /api/tokens': { summary: 'Make a personal access token (shown once)', tag: 'Access tokens', auth: 'session', body: createTokenRequestSchema, answer: json(createdTokenSchema) },
  'GET /api/tokens': { summary: 'Your personal access tokens', tag: 'Access tokens', auth: 'session', answer: json(tokensResponseSchema) },
  'DELETE /api/tokens/:id': { summary: 'Revoke a personal access token', tag: 'Access tokens', auth: 'session', answer: ok },
  // Billing
  'GET /api/billing/subscription-tiers': { summary: 'The plans', tag: 'Billing', auth: 'bearer', answer: json(subscriptionTiersSchema) },
  'GET /api/billing/transactions': { summary: 'Your payments', tag: 'Billing', auth: 'bearer', answer: json(transactionsSchema) },
  'GET /api/billing/usage': { summary: 'Your credit use this period', tag: 'Billing', auth: 'bearer', answer: json(creditUsageSchema) },
  'POST /api/billing/cancel': { summary: 'Cancel your plan at the end of the period', tag: 'Billing', auth: 'session', answer: ok },
  'POST /api/billing/change-plan': { summary: 'Change your plan', tag: 'Billing', auth: 'session', body: changePlanRequestSchema, answer: ok },
  'POST /api/billing/webhook': { summary: 'Paddle’s notifications (signed with the webhook secret)', tag: 'Billing', auth: 'none', answer: ok },
  // Service
  'GET /api/config': { summary: 'What this server offers the app (sign-in methods, billing, sites)', tag: 'Service', auth: 'none', answer: json(publicConfigSchema) },
  'GET /api/templates': { summary: 'Starting templates', tag: 'Service', auth: 'none', answer: json(templatesResponseSchema) },
  'POST /api/feedback': { summary: 'Send feedback', tag: 'Service', auth: 'optional', body: feedbackRequestSchema, answer: json(feedbackResponseSchema) },
  'GET /api/health': { summary: 'Whether the server and its database and Redis answer', tag: 'Service', auth: 'none', answer: json(healthResponseSchema) },
  'GET /api/ready': { summary: 'Readiness (as health)', tag: 'Service', auth: 'none', answer: json(healthResponseSchema) },
  'GET /api/live': { summary: 'Liveness', tag: 'Service', auth: 'none', answer: json(liveResponseSchema) },
  'GET /api/openapi.json': { summary: 'This description', tag: 'Service', auth: 'none', answer: { none: 'An OpenAPI 3.1 document.' } },
  'GET /api/docs': { summary: 'This description, rendered', tag: 'Service', auth: 'none', answer: { bytes: 'text/html', description: 'An HTML page.' } },
  'GET /api/docs/init.js': { summary: 'The rendered description’s start-up script', tag: 'Service', auth: 'none', answer: { bytes: 'text/javascript', description: 'A script.' } },
};
