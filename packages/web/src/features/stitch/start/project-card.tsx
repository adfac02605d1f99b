import type { DesignerProject } from '@cui/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workspacePath } from '../hooks/use-designer';
import { ProjectThumbnail } from './project-thumbnail';

/** 'Last refined on' a localized date, or N/A when the date is unreadable. */
export function useRefinedLabel() {
  const { t, i18n } = useTranslation();
  return (updatedAt: string) => {
    const date = new Date(updatedAt);
    if (!updatedAt || Number.isNaN(date.getTime())) return t('stitch.recent.notAvailable');
    return t('stitch.recent.lastRefined', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date) });
  };
}

export function ProjectCard({ project }: { project: DesignerProject }) {
  const { t } = useTranslation();
  const refined = useRefinedLabel();
  const title = project.title.trim() || t('stitch.recent.untitled');
  return (
    <Link
      to={workspacePath(project.project_uuid)}
      data-testid="project-card"
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
    >
      <ProjectThumbnail html={project.thumbnail} device={project.device_type} title={title} />
      <span className="flex flex-col gap-0.5 border-t border-zinc-100 px-3 py-2.5">
        <span className="truncate text-sm font-medium text-zinc-900">{title}</span>
        <span className="text-xs text-zinc-500">{refined(project.updatedAt)}</span>
      </span>
    </Link>
  );
}
