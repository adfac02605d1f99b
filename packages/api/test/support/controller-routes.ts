import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '../../src');

export interface AppRoute {
  /** As the request histogram labels it: the route pattern. */
  route: string;
  method: string;
  /** Whether it answers with an SSE stream (the handler opens one through SseStreams, itself or through a helper). */
  sse: boolean;
}

/** Every route of the app's controllers, read from Nest's decorators. */
export async function controllerRoutes(): Promise<AppRoute[]> {
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.controller.ts'));
  const modules = (await Promise.all(files.map((f) => import(join(SRC, f))))) as Array<Record<string, unknown>>;
  const classes = modules.flatMap((m) => Object.values(m)).filter((c): c is new () => object => typeof c === 'function' && Reflect.hasMetadata(PATH_METADATA, c));
  return classes.flatMap((cls) => {
    const proto = cls.prototype as Record<string, (...args: unknown[]) => unknown>;
    const methods = Object.getOwnPropertyNames(proto).filter((name) => name !== 'constructor' && typeof proto[name] === 'function');
    // A stream: an SSE response of ours, or an MCP call (its transport answers with an event stream).
    const streams = (source: string) => /\.sse\.(open|answer)\(|transport\.handleRequest\(/.test(source);
    const openers = methods.filter((name) => streams(proto[name].toString()));
    const opensStream = (source: string) => streams(source) || openers.some((name) => source.includes(`this.${name}(`));
    const base = String(Reflect.getMetadata(PATH_METADATA, cls));
    return methods
      .filter((name) => Reflect.hasMetadata(PATH_METADATA, proto[name]))
      .map((name) => ({
        route: `/${[base, String(Reflect.getMetadata(PATH_METADATA, proto[name]))].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
        method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, proto[name]) as number],
        sse: opensStream(proto[name].toString()),
      }));
  });
}
