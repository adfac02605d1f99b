import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DesignerModule } from '../designer/designer.module';
import { GenerationModule } from '../generation/generation.module';
import { PublishingModule } from '../publishing/publishing.module';
import { UsersModule } from '../users/users.module';
import { McpController } from './mcp.controller';
import { McpTools } from './mcp-tools';

/** The MCP server for agents: its tools call the features' own services (it owns no data). */
@Module({
  imports: [AuthModule, GenerationModule, PublishingModule, DesignerModule, UsersModule],
  controllers: [McpController],
  providers: [McpTools],
})
export class McpModule {}
