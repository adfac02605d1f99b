import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { GenerationModule } from '../generation/generation.module';
import { DesignerStreamController } from './designer-stream.controller';
import { DesignerStreamService } from './designer-stream.service';
import { DesignerController } from './designer.controller';
import { DesignerRepository } from './designer.repository';
import { DesignerService } from './designer.service';
import { PrototypeLinksController, SharedPrototypeController } from './prototype-links.controller';
import { PrototypeLinksService } from './prototype-links.service';

/** The screen designer: its projects (their chat and screens, the owner's alone) and the chat turns that build them. */
@Module({
  imports: [AuthModule, GenerationModule],
  controllers: [DesignerController, DesignerStreamController, PrototypeLinksController, SharedPrototypeController],
  providers: [DesignerRepository, DesignerService, DesignerStreamService, PrototypeLinksService],
  exports: [DesignerRepository],
})
export class DesignerModule {}
