import {
  askAiRequestSchema,
  createProjectRequestSchema,
  DEVICE_TYPES,
  documentTitle,
  DESIGNER_MESSAGE_MAX_CHARS,
  FRAMEWORKS,
  getElementHtml,
  interfaceLanguageSchema,
  isFragment,
  PROMPT_MAX_CHARS,
  publishRequestSchema,
  replaceElementById,
  stitchChatRequestSchema,
} from '@cui/shared';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type CallToolResult, CancelledNotificationSchema, type RequestId, type ServerNotification, type ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z, ZodError } from 'zod';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { toErrorBody } from '../common/http-exception.filter';
import { DesignerService } from '../designer/designer.service';
import { DesignerStreamService } from '../designer/designer-stream.service';
import { GenerationService } from '../generation/generation.service';
import type { GenerationStream } from '../generation/generation-stream';
import { PublishService } from '../publishing/publish.service';
import { SitesService } from '../publishing/sites.service';
import { AccountService } from '../users/account.service';
import { RedisKeys } from '../redis/redis.module';
import { REDIS } from '../redis/redis-token';
import type Redis from 'ioredis';
import { followStream, type StreamEnd } from './mcp-stream';

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
/** Who a call acts for: the user, and the token it came with (its calls' ids are its own). */
type Who = { userId: string; tokenId?: string };

/** What a call's key holds when its cancellation came before its generation. */
const CANCELLED = 'cancelled';

/** A tool's failure: the REST API's reason code and message, as an MCP tool error. */
class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** How long a call's generation is findable by its request id, and a cancellation that came first is kept. */
const CALL_TTL_S = 3600;

/** Progress is told at most once per this many characters of a streaming page. */
const PROGRESS_EVERY_CHARS = 400;


/**
 * The MCP server's tools: each runs the same services the REST API does, as the token's user, so
 * credits are held and settled, limits counted and ownership checked exactly as there.
 */
@Injectable()
export class McpTools {
  private readonly logger = new Logger('MCP');

  constructor(
    private readonly generations: GenerationService,
    private readonly publishing: PublishService,
    private readonly sites: SitesService,
    private readonly projects: DesignerService,
    private readonly turns: DesignerStreamService,
    private readonly account: AccountService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /** A server with every tool, acting for `user` (one per request: the transport is stateless). */
  server(user: AuthenticatedUser, version: string): McpServer {
    const server = new McpServer(
      { name: 'cui', title: 'CUI', version },
      { instructions: 'CUI generates web pages and app screens from descriptions, edits them, and publishes pages to their own address. Each generation costs the model’s credits (get_credits tells the balance).' },
    );
    const who: Who = { userId: user.userId, tokenId: user.tokenId };
    // Stateless: a client's cancellation arrives in a request of its own, maybe at another replica,
    // so the call's generation is found by the token and the request id it was started under.
    server.server.setNotificationHandler(CancelledNotificationSchema, async (note) => {
      if (note.params.requestId !== undefined) await this.cancelCall(user, note.params.requestId);
    });

    server.registerTool(
      'generate_page',
      {
        title: 'Generate a page',
        description:
          'Generates a complete web page from a description and returns its HTML. Costs the model’s credits (1 for the built-in model); a stopped or failed generation gives them back. Sends progress notifications while the page streams.',
        inputSchema: {
          prompt: z.string().min(1).max(PROMPT_MAX_CHARS).describe('What the page is: its purpose, sections, tone, colours.'),
          framework: z.enum(FRAMEWORKS).optional().describe('How the page is written: htmlTailwind (default), htmlCss, bootstrap, vue3, reactTailwind, …'),
          model: z.string().max(200).optional().describe('A model id from GET /api/models; the server’s default when absent.'),
          language: interfaceLanguageSchema.optional().describe('The page’s language when the prompt does not show one: en, zh or hi.'),
        },
        outputSchema: { generationId: z.string(), title: z.string(), html: z.string() },
      },
      (args, extra) => this.guarded('generate_page', async () => {
        const body = askAiRequestSchema.parse(args);
        const started = await this.generations.start(body, who);
        const { id, end } = await this.page(started, extra, who);
        return this.pageResult(id, end);
      }),
    );

    server.registerTool(
      'edit_page',
      {
        title: 'Edit a page',
        description:
          'Changes a page as the instructions say and returns the whole edited HTML. With sectionId, only the element with that id is rewritten and put back in place. Costs the model’s credits.',
        inputSchema: {
          html: z.string().min(1).describe('The page’s whole HTML document.'),
          instructions: z.string().min(1).max(PROMPT_MAX_CHARS).describe('What to change.'),
          sectionId: z.string().min(1).max(200).optional().describe('The id of the one element (a section) to rewrite.'),
          model: z.string().max(200).optional(),
        },
        outputSchema: { generationId: z.string(), title: z.string(), html: z.string() },
      },
      ({ html, instructions, sectionId, model }, extra) => this.guarded('edit_page', async () => {
        if (isFragment(html)) throw new ToolError('invalid_body', 'html must be a whole document (with <html> or <body>).');
        const section = sectionId ? getElementHtml(html, sectionId) : null;
        if (sectionId && !section) throw new ToolError('invalid_body', `The page has no closed element with id "${sectionId}".`);
        const body = askAiRequestSchema.parse({ prompt: instructions, html: section ?? html, previousPrompt: documentTitle(html) || undefined, ...(model ? { model } : {}) });
        const { id, end } = await this.page(await this.generations.start(body, who), extra, who);
        if (!end.ok || !sectionId) return this.pageResult(id, end);
        const whole = replaceElementById(html, sectionId, String(end.data.html ?? ''));
        if (whole === null) throw new ToolError('generation_failed', 'The rewritten section could not be put back in the page.');
        return this.pageResult(id, { ok: true, data: { ...end.data, html: whole } });
      }),
    );

    server.registerTool(
      'publish_page',
      {
        title: 'Publish a page',
        description: 'Publishes a page to its own address and returns the URL (live when this answers). Without folderName, a new site is made; with it, the page joins (or replaces its page in) that site of yours.',
        inputSchema: {
          html: z.string().min(1).describe('The page’s whole HTML document.'),
          folderName: z.string().max(100).optional().describe('A site of yours to publish into (its name).'),
          pageName: z.string().max(100).optional().describe('The page’s name in the site (index when absent).'),
        },
        outputSchema: { url: z.string(), folderName: z.string(), pageName: z.string() },
      },
      ({ html, folderName, pageName }) => this.guarded('publish_page', async () => {
        const body = publishRequestSchema.parse({ html, title: documentTitle(html), ...(folderName ? { folderName } : {}), ...(pageName ? { fileName: pageName } : {}) });
        const { answer } = await this.publishing.publish(body, user.userId);
        const out = { url: answer.url, folderName: answer.folderName, pageName: answer.fileName };
        return { content: [{ type: 'text', text: answer.url }], structuredContent: out };
      }),
    );

    server.registerTool(
      'list_sites',
      {
        title: 'List my sites',
        description: 'Lists your published sites and their pages.',
        inputSchema: {},
        outputSchema: { sites: z.array(z.object({ folderName: z.string(), pages: z.array(z.record(z.string(), z.unknown())) })) },
      },
      () => this.guarded('list_sites', async () => {
        const map = await this.sites.sitesOf(user.userId);
        const sites = Object.entries(map).map(([folderName, pages]) => ({ folderName, pages: pages as unknown as Record<string, unknown>[] }));
        return { content: [{ type: 'text', text: JSON.stringify(sites) }], structuredContent: { sites } };
      }),
    );

    server.registerTool(
      'unpublish_site',
      {
        title: 'Unpublish a site',
        description: 'Takes one of your sites off the web at once. It stays in your projects and can be published again.',
        inputSchema: { folderName: z.string().min(1).max(100).describe('The site’s name.') },
        outputSchema: { folderName: z.string(), message: z.string() },
      },
      ({ folderName }) => this.guarded('unpublish_site', async () => {
        await this.sites.unpublish(user.userId, folderName);
        return { content: [{ type: 'text', text: 'Site unpublished.' }], structuredContent: { folderName, message: 'Site unpublished.' } };
      }),
    );

    server.registerTool(
      'design_screens',
      {
        title: 'Design app screens',
        description:
          'Designs app screens from a description in the screen designer: a new project, or the next message to the project projectId (add, change or remove screens). Returns the project id and its screens with their HTML. Costs the model’s credits.',
        inputSchema: {
          prompt: z.string().min(1).max(DESIGNER_MESSAGE_MAX_CHARS).describe('The app and its screens, or the change to make.'),
          projectId: z.string().uuid().optional().describe('A project of yours to continue.'),
          deviceType: z.enum(DEVICE_TYPES).optional().describe('mobile (default) or web, for a new project.'),
          model: z.string().max(200).optional(),
        },
        outputSchema: { projectId: z.string(), message: z.string(), screens: z.array(z.object({ name: z.string(), html: z.string() })) },
      },
      ({ prompt, projectId, deviceType, model }, extra) => this.guarded('design_screens', async () => {
        const uuid = projectId ?? (await this.projects.create(user.userId, createProjectRequestSchema.parse({ device_type: deviceType ?? 'mobile', first_message: prompt }))).project_uuid;
        const started = await this.turns.start(stitchChatRequestSchema.parse({ message: prompt, project_uuid: uuid, ...(model ? { model } : {}) }), user.userId);
        let total = 0;
        let built = 0;
        const { end } = await this.follow(started, extra, who, (event, data) => {
          if (event === 'start') total = Array.isArray(data.screenList) ? data.screenList.length : 0;
          const screen = data.screen as { status?: string } | undefined;
          if (event === 'data' && screen?.status === 'completed') return { progress: ++built, ...(total ? { total } : {}), message: `${built} screen(s) ready` };
          return null;
        });
        if (!end.ok) throw new ToolError(end.code, end.message);
        const project = await this.projects.get(user.userId, uuid);
        const screens = project.screens.filter((s) => s.status === 'completed').map((s) => ({ name: s.name, html: s.html }));
        const message = project.messages.filter((m) => m.sender === 'ai').at(-1)?.text ?? '';
        const out = { projectId: uuid, message, screens };
        return { content: [{ type: 'text', text: `${message}\n\n${screens.map((s) => s.name).join(', ')}` }], structuredContent: out };
      }),
    );

    server.registerTool(
      'get_credits',
      {
        title: 'My credits',
        description: 'Your credit balance and plan.',
        inputSchema: {},
        outputSchema: { balance: z.number(), plan: z.string(), active: z.boolean(), periodEnd: z.string().nullable() },
      },
      () => this.guarded('get_credits', async () => {
        const me = await this.account.me(user.userId);
        const out = { balance: me.credits.balance, plan: me.subscription.tier, active: me.subscription.is_active, periodEnd: me.subscription.current_period_end };
        return { content: [{ type: 'text', text: `${out.balance} credits (${out.plan} plan)` }], structuredContent: out };
      }),
    );
    return server;
  }

  /** Follows a page generation, telling progress as its text grows. */
  private page(started: GenerationStream, extra: Extra, who: Who): Promise<{ id: string; end: StreamEnd }> {
    let chars = 0;
    let told = 0;
    return this.follow(started, extra, who, (event, data) => {
      if (event !== 'chunk') return null;
      chars += String(data.text ?? '').length;
      if (chars - told < PROGRESS_EVERY_CHARS) return null;
      told = chars;
      return { progress: chars, message: `${chars} characters written` };
    });
  }

  /**
   * Follows a stream to its end, sending the progress `onEvent` gives (when the client asked for
   * progress); a cancelled request stops the generation, which refunds it as a stop does. The
   * generation's id (its `meta`, '' if it never came) and how the stream ended.
   */
  private async follow(
    started: GenerationStream,
    extra: Extra,
    who: Who,
    onEvent: (event: string, data: Record<string, unknown>) => { progress: number; total?: number; message?: string } | null,
  ): Promise<{ id: string; end: StreamEnd }> {
    const progressToken = extra._meta?.progressToken;
    let id = '';
    const stop = () => {
      if (id) void this.stopGeneration(id, who);
    };
    const call = this.callKey(who.tokenId, extra.requestId);
    extra.signal.addEventListener('abort', stop, { once: true });
    try {
      const end = await followStream(started, (event, data) => {
        if (event === 'meta') {
          id = String(data.id);
          void this.register(call, id, who);
        }
        const step = onEvent(event, data);
        if (step && progressToken !== undefined) void extra.sendNotification({ method: 'notifications/progress', params: { progressToken, ...step } }).catch(() => undefined);
        if (event === 'meta' && extra.signal.aborted) stop();
      });
      return { id, end };
    } finally {
      extra.signal.removeEventListener('abort', stop);
      await this.redis.del(call).catch(() => undefined);
    }
  }

  /** Makes the call's generation findable by its request id; stops it at once when its cancellation came first. */
  private async register(call: string, generationId: string, who: Who): Promise<void> {
    const earlier = await this.redis.set(call, generationId, 'EX', CALL_TTL_S, 'GET').catch(() => null);
    if (earlier === CANCELLED) await this.stopGeneration(generationId, who);
  }

  /** A client cancelled request `requestId`: its generation stops (and refunds as a stop does), or will once it has started. */
  private async cancelCall(user: AuthenticatedUser, requestId: RequestId): Promise<void> {
    const call = this.callKey(user.tokenId, requestId);
    const generationId = await this.redis.set(call, CANCELLED, 'EX', CALL_TTL_S, 'GET').catch(() => null);
    if (generationId && generationId !== CANCELLED) await this.stopGeneration(generationId, { userId: user.userId });
  }

  private async stopGeneration(id: string, who: Who): Promise<void> {
    await this.generations.cancel(id, { userId: who.userId }, ['page', 'section', 'designer']).catch((err: unknown) => this.logger.warn(`Stopping ${id} failed: ${String(err)}`));
  }

  private callKey(tokenId: string | undefined, requestId: RequestId): string {
    return this.keys.key('mcp-call', tokenId ?? 'session', String(requestId));
  }

  private pageResult(generationId: string, end: StreamEnd): CallToolResult {
    if (!end.ok) throw new ToolError(end.code, end.message);
    const html = String(end.data.html ?? '');
    const out = { generationId, title: documentTitle(html), html };
    return { content: [{ type: 'text', text: html }], structuredContent: out };
  }

  /** Runs a tool; what it refuses (the REST API's errors, bad arguments) comes back as an MCP tool error with the same code and message (and details). */
  private async guarded(tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
    try {
      return await run();
    } catch (err) {
      const failure = toolError(err);
      if (failure.code === 'internal') this.logger.error(`${tool} failed`, err instanceof Error ? err.stack : String(err));
      const text = failure.code === 'insufficient_credits' ? `Out of credits: ${failure.message} (insufficient_credits).` : `${failure.message} (${failure.code})`;
      // No structuredContent: a client holds it to the tool's output schema, error or not. The REST
      // API's error body follows as JSON instead.
      const body = JSON.stringify({ code: failure.code, message: failure.message, ...failure.details });
      return { isError: true, content: [{ type: 'text', text }, { type: 'text', text: body }] };
    }
  }
}

/** The REST API's answer to the same error (its code, message and details), or the first problem of bad arguments. */
function toolError(err: unknown): ToolError {
  if (err instanceof ToolError) return err;
  if (err instanceof ZodError) return new ToolError('invalid_body', err.issues[0]?.message ?? 'Invalid arguments.');
  const { code, message, ...details } = toErrorBody(err).body;
  return new ToolError(code, message, details);
}
