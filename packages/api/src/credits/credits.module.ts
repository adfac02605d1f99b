import { Module } from '@nestjs/common';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';

@Module({ providers: [CreditsService, CreditsRepository], exports: [CreditsService] })
export class CreditsModule {}
