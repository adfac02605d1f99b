import { Module } from '@nestjs/common';
import { FeedbackController } from './feedback.controller';
import { FeedbackRepository } from './feedback.repository';

@Module({ controllers: [FeedbackController], providers: [FeedbackRepository], exports: [FeedbackRepository] })
export class FeedbackModule {}
