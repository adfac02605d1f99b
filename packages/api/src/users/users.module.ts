import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({ imports: [CreditsModule], providers: [UsersService, UsersRepository], exports: [UsersService] })
export class UsersModule {}
