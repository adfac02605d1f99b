import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DesignerController } from './designer.controller';
import { DesignerRepository } from './designer.repository';
import { DesignerService } from './designer.service';

/** The screen designer's projects: their chat and screens, the owner's alone. */
@Module({
  imports: [AuthModule],
  controllers: [DesignerController],
  providers: [DesignerRepository, DesignerService],
  exports: [DesignerRepository],
})
export class DesignerModule {}
