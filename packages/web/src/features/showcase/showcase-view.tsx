import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { showcaseApi, SHOWCASE_QUERY_ROOT } from './showcase-api';
import { ShowcaseCard } from './showcase-card';

const PAGE_SIZE = 12;
/** Cards the designer's start view shows before "See all". */
const PREVIEW_SIZE = 6;

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /showcase: every site its owner lists, newest first, a page at a time. */
export function ShowcasePage() {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: [SHOWCASE_QUERY_ROOT, 'all'],
    queryFn: ({ pageParam, signal }) => showcaseApi.page(pageParam, PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid="showcase-page">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900">{t('showcase.title')}</h1>
        <p className="text-base text-zinc-500">{t('showcase.intro')}</p>
      </header>
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-sm text-red-700 ring-1 ring-red-200 ring-inset">
          {t('showcase.error')}
        </p>
      ) : items.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ul className={GRID} aria-label={t('showcase.title')}>
            {items.map((item) => (
              <ShowcaseCard key={item.folderName} item={item} />
            ))}
          </ul>
          {pages.hasNextPage ? (
            <button type="button" className={buttonClass('secondary', 'md', 'self-center')} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {pages.isFetchingNextPage ? <Spinner /> : null}
              {t('showcase.more')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The designer start view's "Created with" section: the newest few, and the way to the rest. */
export function ShowcasePreview() {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: [SHOWCASE_QUERY_ROOT, 'preview'],
    queryFn: ({ signal }) => showcaseApi.page(null, PREVIEW_SIZE, signal),
  });
  return (
    <section aria-labelledby="created-with-title" className="flex flex-col gap-3" data-testid="showcase-preview">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="created-with-title" className="text-base font-semibold text-zinc-900">
          {t('stitch.showcase.title')}
        </h2>
        <Link to="/showcase" className="text-sm font-medium text-zinc-600 hover:text-zinc-900">
          {t('showcase.seeAll')}
        </Link>
      </div>
      {page.isPending ? (
        <Loading />
      ) : page.isError || page.data.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className={GRID}>
          {page.data.items.map((item) => (
            <ShowcaseCard key={item.folderName} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-zinc-500">
      <Spinner />
      {t('common.loading')}
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <div data-testid="showcase-empty" className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-zinc-300 px-4 py-10 text-center">
      <Globe aria-hidden="true" className="size-6 text-zinc-300" />
      <p className="text-sm font-medium text-zinc-700">{t('showcase.empty')}</p>
      <p className="max-w-md text-sm text-zinc-500">{t('showcase.emptyHint')}</p>
    </div>
  );
}
