import { LoginCode } from '../auth/login-code.entity';
import { Session } from '../auth/session.entity';
import { CreditAccount } from '../credits/credit-account.entity';
import { CreditLedgerEntry } from '../credits/credit-ledger.entity';
import { Feedback } from '../feedback/feedback.entity';
import { User } from '../users/user.entity';
import { AppSetting } from './app-setting.entity';
import { Foundation1763740000000 } from './migrations/1763740000000-foundation';
import { Generations1763750000000 } from './migrations/1763750000000-generations';
import { GenerationHeartbeat1763760000000 } from './migrations/1763760000000-generation-heartbeat';
import { Generation } from '../generation/generation.entity';
import { Publishing1763770000000 } from './migrations/1763770000000-publishing';
import { Billing1763780000000 } from './migrations/1763780000000-billing';
import { PageVersionRow } from '../publishing/page-version.entity';
import { Site } from '../publishing/site.entity';
import { PageVersionAsset, SiteAsset } from '../publishing/site-asset.entity';
import { SitePage } from '../publishing/site-page.entity';
import { DesignerProjects1763790000000 } from './migrations/1763790000000-designer-projects';
import { DesignerTurns1763800000000 } from './migrations/1763800000000-designer-turns';
import { IdempotencyKeys1763810000000 } from './migrations/1763810000000-idempotency-keys';
import { GenerationErrorCode1763820000000 } from './migrations/1763820000000-generation-error-code';
import { SiteRedirects1763830000000 } from './migrations/1763830000000-site-redirects';
import { DesignerMessageRow } from '../designer/designer-message.entity';
import { DesignerProjectRow } from '../designer/designer-project.entity';
import { DesignerScreenRow } from '../designer/designer-screen.entity';

export const ENTITIES = [User, LoginCode, Session, AppSetting, Feedback, CreditAccount, CreditLedgerEntry, Generation, Site, SitePage, PageVersionRow, SiteAsset, PageVersionAsset, DesignerProjectRow, DesignerMessageRow, DesignerScreenRow];
/** In order; every schema change is a new committed migration appended here. */
export const MIGRATIONS = [Foundation1763740000000, Generations1763750000000, GenerationHeartbeat1763760000000, Publishing1763770000000, Billing1763780000000, DesignerProjects1763790000000, DesignerTurns1763800000000, IdempotencyKeys1763810000000, GenerationErrorCode1763820000000, SiteRedirects1763830000000];
