import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { UsersService } from './users.service';

@Module({ imports: [CreditsModule], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
