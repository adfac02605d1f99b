import { ShowcasePage, ShowcaseQuery, showcaseQuerySchema } from '@cui/shared';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ZodPipe } from '../common/zod-body.pipe';
import { SHOWCASE_CACHE_MS, ShowcaseService } from './showcase.service';

/** The public showcase: no sign-in, nothing of the owners. */
@Controller('api/showcase')
export class ShowcaseController {
  constructor(private readonly showcase: ShowcaseService) {}

  /**
   * Browsers ask again each time (an owner who just listed a site sees it at once), shared caches
   * may keep it as long as each process does.
   */
  @Get()
  @Header('cache-control', `public, max-age=0, s-maxage=${SHOWCASE_CACHE_MS / 1000}`)
  page(@Query(new ZodPipe(showcaseQuerySchema)) query: ShowcaseQuery): Promise<ShowcasePage> {
    return this.showcase.page(query);
  }
}
