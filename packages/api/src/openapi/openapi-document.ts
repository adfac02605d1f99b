import { ERROR_CODES, PERSONAL_TOKEN_PREFIX } from '@cui/shared';
import { HttpStatus, RequestMethod } from '@nestjs/common';
import { toJSONSchema, type ZodType } from 'zod';
import { API_ROUTES, type RouteDoc } from './api-routes';

/** A route as the controllers declare it: its method, its Nest path (`/api/x/:id`) and the status it answers with. */
export interface DeclaredRoute {
  method: string;
  path: string;
  status: number;
}

type JsonObject = Record<string, unknown>;

/** JSON Schema (2020-12, as OpenAPI 3.1 takes it) of what a client sends (`input`) or receives (`output`). */
function schemaOf(schema: ZodType, io: 'input' | 'output'): JsonObject {
  const out = toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  delete out.$schema;
  return out;
}

const ERROR_ANSWER = {
  description: 'An error: a stable reason `code` and an English `message` (some add details, e.g. `required_credits`).',
  content: {
    'application/json': {
      schema: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string', enum: [...ERROR_CODES] }, message: { type: 'string' } }, additionalProperties: true },
    },
  },
};

function answerOf(doc: RouteDoc, status: number): JsonObject {
  const a = doc.answer;
  if ('json' in a) return { [status]: { description: 'OK', content: { 'application/json': { schema: schemaOf(a.json, 'output') } } } };
  if ('events' in a) {
    const events = Object.fromEntries(Object.entries(a.events).map(([name, schema]) => [name, schemaOf(schema, 'output')]));
    return {
      200: {
        description:
          'Server-Sent Events: each has an `id:`, an `event:` name and a `data:` JSON line; the first is `meta` with the stream id, the last `done` or `error`. Resume with GET …/{id}/events and Last-Event-ID.',
        content: { 'text/event-stream': { schema: { type: 'string' }, 'x-events': events } },
      },
      204: { description: 'The stream has ended and the client has every event.' },
    };
  }
  if ('bytes' in a) return { [status]: { description: a.description, content: { [a.bytes]: { schema: { type: 'string', format: 'binary' } } } } };
  if ('redirect' in a) return { 302: { description: a.redirect } };
  return { [status]: { description: a.none } };
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 description of every `/api` route the controllers declare, each documented in
 * API_ROUTES with the shared zod schemas the server validates with. A declared route without a
 * documentation entry (or an entry without its route) is an error: the description is never partial.
 */
export function openApiDocument(routes: readonly DeclaredRoute[], serverUrl: string): JsonObject {
  const declared = routes.filter((r) => r.path.startsWith('/api/') || r.path === '/api');
  const keys = new Set(declared.map((r) => `${r.method} ${r.path}`));
  const undocumented = [...keys].filter((key) => !API_ROUTES[key]);
  const stale = Object.keys(API_ROUTES).filter((key) => !keys.has(key));
  if (undocumented.length || stale.length) throw new Error(`The API description does not match the routes: undocumented ${undocumented.join(', ') || 'none'}; no longer served ${stale.join(', ') || 'none'}.`);
  const paths: Record<string, JsonObject> = {};
  for (const route of [...declared].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const doc = API_ROUTES[`${route.method} ${route.path}`];
    const params = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = doc.query ? schemaOf(doc.query, 'input') : null;
    const queryParams = query
      ? Object.entries((query.properties ?? {}) as Record<string, JsonObject>).map(([name, schema]) => ({ name, in: 'query', required: ((query.required as string[] | undefined) ?? []).includes(name), schema }))
      : [];
    const headers = doc.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 }, description: 'The same key within a day gets the same outcome, never a second charge.' }] : [];
    const operation: JsonObject = {
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:{}-]+(\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: doc.summary,
      tags: [doc.tag],
      parameters: [...params, ...queryParams, ...headers],
      responses: { ...answerOf(doc, route.status), default: ERROR_ANSWER },
      ...(doc.auth === 'bearer' || doc.auth === 'session' ? { security: [{ bearer: [] }] } : doc.auth === 'optional' ? { security: [{}, { bearer: [] }] } : { security: [] }),
      ...(doc.auth === 'session' ? { description: 'A signed-in browser session only: a personal access token is answered 403 `session_required`.' } : {}),
      ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(doc.body, 'input') } } } } : {}),
    };
    if (!operation.parameters || (operation.parameters as unknown[]).length === 0) delete operation.parameters;
    paths[openApiPath(route.path)] = { ...(paths[openApiPath(route.path)] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CUI API',
      version: '1.0.0',
      description: `Generate pages and app screens, edit, publish and share them. Authenticate with \`Authorization: Bearer <token>\`: a browser session's token, or a personal access token (\`${PERSONAL_TOKEN_PREFIX}…\`, made in Dashboard → Profile → Access tokens). Agents can also use the MCP server at POST /mcp.`,
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token or a personal access token.' } } },
    paths,
  };
}

/** The status a handler answers with when it succeeds: its @HttpCode, else Nest's (201 for POST). */
export function defaultStatus(method: RequestMethod, declared: number | undefined): number {
  return declared ?? (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
}
