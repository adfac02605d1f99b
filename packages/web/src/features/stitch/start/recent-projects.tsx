import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_PROJECTS_LIMIT, useProjects } from '../hooks/use-projects';
import { ProjectCard } from './project-card';
import { ProjectsDialog } from './projects-dialog';

/** 'Recent Projects': a tile to start afresh and the last few projects, with 'See All'. */
export function RecentProjects({ signedIn, onCreate }: { signedIn: boolean; onCreate: () => void }) {
  const { t } = useTranslation();
  const query = useProjects(RECENT_PROJECTS_LIMIT, signedIn);
  const [allOpen, setAllOpen] = useState(false);
  const projects = (query.data ?? []).slice(0, RECENT_PROJECTS_LIMIT);

  let status: string | null = null;
  if (!signedIn) status = t('stitch.recent.loginToSee');
  else if (query.isPending) status = t('stitch.recent.loading');
  else if (query.isError) status = t('stitch.recent.error');
  else if (projects.length === 0) status = t('stitch.recent.empty');

  return (
    <section aria-labelledby="recent-projects-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-projects-title" className="text-base font-semibold text-zinc-900">
          {t('stitch.recent.title')}
        </h2>
        {signedIn ? (
          <button type="button" onClick={() => setAllOpen(true)} className="rounded text-sm font-medium text-zinc-600 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none">
            {t('stitch.recent.seeAll')}
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <button
          type="button"
          onClick={onCreate}
          className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-zinc-300 text-sm font-medium text-zinc-600 transition hover:border-zinc-900 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
        >
          <Plus aria-hidden="true" className="size-6" />
          {t('stitch.recent.createNew')}
        </button>
        {projects.map((project) => (
          <ProjectCard key={project.project_uuid} project={project} />
        ))}
      </div>
      {status ? (
        <p role={query.isError ? 'alert' : 'status'} className={`text-sm ${query.isError ? 'text-red-600' : 'text-zinc-500'}`}>
          {status}
        </p>
      ) : null}
      <ProjectsDialog open={allOpen} onClose={() => setAllOpen(false)} />
    </section>
  );
}
