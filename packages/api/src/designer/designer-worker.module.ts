import { Module } from '@nestjs/common';
import { GenerationWorkerModule } from '../generation/generation-worker.module';
import { DesignerModel } from './designer-model';
import { DesignerRepository } from './designer.repository';
import { DesignerProcessor } from './designer.processor';

/** The worker side of the screen designer: runs chat turns from the `designer` queue. */
@Module({
  imports: [GenerationWorkerModule],
  providers: [DesignerProcessor, DesignerModel, DesignerRepository],
})
export class DesignerWorkerModule {}
