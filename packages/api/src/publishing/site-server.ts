import { isValidFolderName, RESERVED_FOLDER_NAMES } from '@cui/shared';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isOutage, outageSummary } from '../common/outage';
import { ENV, Env } from '../config/env.schema';
import { countAsSite } from '../metrics/http-metrics';
import { SiteCache, SiteResponse } from './site-cache';
import { SiteChanges } from './site-changes';
import { assetResponse, NO_ICON, NOT_FOUND, notModified, PATH_FALLBACK_CSP, pageResponse, preferredEncoding, UNAVAILABLE } from './site-responses';
import { SiteTarget, siteTarget, targetKey } from './site-routes';
import { SitesRepository } from './sites.repository';

/** Where the path fallback lives on the app's own host: `/s/{folder}/…`. */
export const PATH_PREFIX = '/s/';

type Style = 'host' | 'path';

const RESERVED = new Set(RESERVED_FOLDER_NAMES);

/**
 * Answers every request for a published site before the app sees it: `{folder}.{SITES_HOST}` and
 * `{PUBLIC_URL}/s/{folder}/`. Cache hits are written straight to the socket (no Nest, no helmet, no
 * other hook), misses read PostgreSQL once per file however many requests wait for it. A site host
 * reaches nothing of the app but `/vendor/…`; a reserved label (www, api, …) is not a site and goes
 * to the app.
 */
@Injectable()
export class SiteServer implements OnModuleInit {
  private readonly logger = new Logger('Sites');
  private readonly hostSuffix: string;
  private readonly appHost: string;
  private readonly loading = new Map<string, { ticket: number; response: Promise<SiteResponse> }>();

  constructor(
    @Inject(ENV) env: Env,
    private readonly cache: SiteCache,
    private readonly sites: SitesRepository,
    private readonly changes: SiteChanges,
  ) {
    this.hostSuffix = `.${env.SITES_HOST}`;
    this.appHost = new URL(env.PUBLIC_URL).host.toLowerCase();
  }

  async onModuleInit(): Promise<void> {
    await this.changes.listen(
      (folder) => this.cache.invalidate(folder),
      () => this.cache.clear(),
    );
  }

  /** Drops this process's copy of `folder` now (the notice to every process follows through Redis). */
  forget(folder: string): void {
    this.cache.invalidate(folder);
  }

  /** Mounts the server as the first `onRequest` hook, ahead of helmet's: site responses carry none of the app's headers. */
  register(app: NestFastifyApplication): void {
    app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => this.handle(request, reply, done));
  }

  private handle(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const url = request.raw.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const host = request.host.toLowerCase();
    let folder: string;
    let rest: string;
    let style: Style;
    const label = host.endsWith(this.hostSuffix) && host !== this.appHost ? host.slice(0, host.length - this.hostSuffix.length) : null;
    // A reserved label is not a site: it is the app's (www.…, api.…), like the app's own host.
    if (label !== null && !RESERVED.has(label)) {
      if (path.startsWith('/vendor/')) return done();
      folder = label;
      rest = path;
      style = 'host';
    } else if (path.startsWith(PATH_PREFIX)) {
      const slash = path.indexOf('/', PATH_PREFIX.length);
      folder = path.slice(PATH_PREFIX.length, slash === -1 ? undefined : slash);
      // Without the slash the page's relative asset URLs would resolve under /s/.
      if (slash === -1 && isValidFolderName(folder)) return this.redirect(reply, done, `${path}/${query === -1 ? '' : url.slice(query)}`);
      rest = slash === -1 ? '/' : path.slice(slash);
      style = 'path';
    } else {
      return done();
    }
    countAsSite(request);
    if (request.raw.method !== 'GET' && request.raw.method !== 'HEAD') {
      reply.hijack();
      reply.raw.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0, 'x-content-type-options': 'nosniff' }).end();
      return done();
    }
    const target = isValidFolderName(folder) ? siteTarget(rest) : null;
    if (!target) return this.write(request, reply, NOT_FOUND, style, done);
    if (target.kind === 'favicon') return this.write(request, reply, NO_ICON, style, done);
    const key = targetKey(folder, target);
    const cached = this.cache.get(key);
    if (cached) return this.write(request, reply, cached, style, done);
    this.load(folder, key, target).then(
      (response) => this.write(request, reply, response, style, done),
      (err: unknown) => {
        if (isOutage(err)) this.logger.warn(`${folder}: ${outageSummary(err)}`);
        else this.logger.error(err instanceof Error ? err.stack : String(err));
        this.write(request, reply, UNAVAILABLE, style, done);
      },
    );
  }

  /** One read per file at a time; a request that arrives after the site changed does not join a read of the old version. */
  private load(folder: string, key: string, target: SiteTarget): Promise<SiteResponse> {
    const running = this.loading.get(key);
    if (running && this.cache.unchangedSince(folder, running.ticket)) return running.response;
    const ticket = this.cache.ticket();
    const response = this.read(folder, target).then((r) => {
      this.cache.set(folder, key, r, ticket);
      return r;
    });
    const entry = { ticket, response };
    this.loading.set(key, entry);
    const settle = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    response.then(settle, settle);
    return response;
  }

  private async read(folder: string, target: SiteTarget): Promise<SiteResponse> {
    if (target.kind === 'page') {
      const row = await this.sites.latestBuilt(folder, target.page);
      return row ? pageResponse(row) : NOT_FOUND;
    }
    if (target.kind === 'favicon') return NO_ICON;
    const row = await this.sites.asset(folder, target.name);
    return row ? assetResponse(row) : NOT_FOUND;
  }

  private write(request: FastifyRequest, reply: FastifyReply, response: SiteResponse, style: Style, done: HookHandlerDoneFunction): void {
    reply.hijack();
    const raw = reply.raw;
    let encoding = response.gzip || response.br ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br' && !response.br) encoding = response.gzip ? 'gzip' : null;
    if (encoding === 'gzip' && !response.gzip) encoding = null;
    let headers = encoding ? response.headers[encoding]! : response.headers.identity;
    if (style === 'path') headers = { ...headers, 'content-security-policy': PATH_FALLBACK_CSP };
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (response.status === 200 && notModified(request.headers['if-none-match'], response.etag)) {
      const { 'content-length': _length, 'content-type': _type, 'content-encoding': _encoding, ...unchanged } = headers;
      raw.writeHead(304, unchanged).end();
    } else {
      raw.writeHead(response.status, headers).end(request.raw.method === 'HEAD' ? undefined : (encoding ? response[encoding] : response.body));
    }
    done();
  }

  private redirect(reply: FastifyReply, done: HookHandlerDoneFunction, location: string): void {
    countAsSite(reply.request);
    reply.hijack();
    reply.raw.writeHead(301, { location, 'content-length': 0, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' }).end();
    done();
  }
}
