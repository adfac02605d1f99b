import { Controller, Delete, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { McpTools } from './mcp-tools';

const VERSION = '1.0.0';

/**
 * The Model Context Protocol server (Streamable HTTP, stateless: a server and a transport per
 * request, so any replica answers any call). It takes a personal access token, never a browser
 * session's token: an agent gets its own credential, revocable on its own.
 */
@Controller('mcp')
export class McpController {
  constructor(private readonly tools: McpTools) {}

  @Post()
  @UseGuards(BearerGuard)
  async call(@CurrentUser() user: AuthenticatedUser, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!user.tokenId) throw new UnauthorizedException({ code: 'unauthorized', message: 'The MCP server takes a personal access token (Dashboard → Profile → Access tokens).' });
    const server = this.tools.server(user, VERSION);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  }

  /** A stateless server keeps no stream open for the client to follow or end. */
  @Get()
  @HttpCode(405)
  follow(@Res({ passthrough: true }) reply: FastifyReply): object {
    void reply.header('allow', 'POST');
    return { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send requests with POST.' }, id: null };
  }

  @Delete()
  @HttpCode(405)
  end(@Res({ passthrough: true }) reply: FastifyReply): object {
    return this.follow(reply);
  }
}
