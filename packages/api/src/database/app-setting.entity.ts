import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Server-generated settings that must survive restarts (e.g. the JWT secret when none is configured). */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  value: string;
}
