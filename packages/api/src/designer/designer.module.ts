import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { GenerationModule } from '../generation/generation.module';
import { PublishingCoreModule } from '../publishing/publishing-core.module';
import { PublishingModule } from '../publishing/publishing.module';
import { DesignerStreamController } from './designer-stream.controller';
import { DesignerStreamService } from './designer-stream.service';
import { ScreenVariantsController } from './screen-variants.controller';
import { ScreenVariantsService } from './screen-variants.service';
import { DesignerController } from './designer.controller';
import { DesignerRepository } from './designer.repository';
import { DesignerService } from './designer.service';
import { PrototypeLinksController, SharedPrototypeController } from './prototype-links.controller';
import { PrototypeLinksService } from './prototype-links.service';
import { ProjectPublishService } from './project-publish.service';
import { ProjectRemixController } from './project-remix.controller';
import { ProjectRemixService } from './project-remix.service';

/** The screen designer: its projects (their chat and screens, the owner's alone), the chat turns that build them, publishing a project as a site and remixing a site into a project. */
@Module({
  imports: [AuthModule, GenerationModule, PublishingModule, PublishingCoreModule],
  controllers: [DesignerController, DesignerStreamController, PrototypeLinksController, SharedPrototypeController, ProjectRemixController, ScreenVariantsController],
  providers: [DesignerRepository, DesignerService, DesignerStreamService, PrototypeLinksService, ProjectPublishService, ProjectRemixService, ScreenVariantsService],
  exports: [DesignerRepository, DesignerService, DesignerStreamService],
})
export class DesignerModule {}
