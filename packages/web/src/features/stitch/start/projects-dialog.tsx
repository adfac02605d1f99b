import type { DesignerProject } from '@cui/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { workspacePath } from '../hooks/use-designer';
import { ALL_PROJECTS_LIMIT, useDeleteProject, useProjects } from '../hooks/use-projects';
import { useRefinedLabel } from './project-card';

/** 'See All': every project of the user, to open or delete. */
export function ProjectsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useProjects(ALL_PROJECTS_LIMIT, open);
  const remove = useDeleteProject();
  const refined = useRefinedLabel();
  const [doomed, setDoomed] = useState<DesignerProject | null>(null);
  const titleOf = (project: DesignerProject) => project.title.trim() || t('stitch.recent.untitled');

  const confirmDelete = () => {
    const project = doomed;
    setDoomed(null);
    if (!project) return;
    remove.mutate(project.project_uuid, {
      onSuccess: () => toast.success(t('stitch.all.deleted')),
      onError: () => toast.error(t('stitch.all.deleteFailed')),
    });
  };

  return (
    <>
      <Modal open={open && !doomed} onClose={onClose} title={t('stitch.all.title')} testId="projects-dialog" size="lg">
        {query.isPending ? <p className="text-sm text-zinc-500">{t('stitch.recent.loading')}</p> : null}
        {query.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t('stitch.recent.error')}
          </p>
        ) : null}
        {query.data && query.data.length === 0 ? <p className="text-sm text-zinc-500">{t('stitch.recent.empty')}</p> : null}
        <ul className="max-h-[60vh] divide-y divide-zinc-100 overflow-y-auto">
          {(query.data ?? []).map((project) => (
            <li key={project.project_uuid} className="flex items-center gap-3 py-2.5">
              <button
                type="button"
                onClick={() => {
                  onClose();
                  navigate(workspacePath(project.project_uuid));
                }}
                className="flex min-w-0 flex-1 flex-col rounded-lg px-2 py-1 text-left hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
              >
                <span className="truncate text-sm font-medium text-zinc-900">{titleOf(project)}</span>
                <span className="text-xs text-zinc-500">
                  {t(`stitch.device.${project.device_type}`)} · {refined(project.updatedAt)}
                </span>
              </button>
              <button
                type="button"
                onClick={() => setDoomed(project)}
                disabled={remove.isPending}
                className={buttonClass('danger', 'sm')}
                aria-label={`${t('stitch.all.delete')}: ${titleOf(project)}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      </Modal>
      <ConfirmDialog
        open={doomed !== null}
        title={t('stitch.all.deleteTitle')}
        message={t('stitch.all.deleteBody', { title: doomed ? titleOf(doomed) : '' })}
        confirmLabel={t('stitch.all.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
        testId="delete-project-confirm"
        danger
      />
    </>
  );
}
