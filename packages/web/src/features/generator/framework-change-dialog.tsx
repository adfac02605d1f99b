import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { findModel, useEffectiveModel, useModels } from '../models';

interface FrameworkChangeDialogProps {
  /** The framework's display name; null keeps the dialog closed. */
  framework: string | null;
  onRebuild: () => void;
  onNewPagesOnly: () => void;
  onCancel: () => void;
}

/** Asked when the framework changes with a page open: rebuild that page in it, or keep it for new pages. */
export function FrameworkChangeDialog({ framework, onRebuild, onNewPagesOnly, onCancel }: FrameworkChangeDialogProps) {
  const { t } = useTranslation();
  const models = useModels();
  const cost = findModel(models, useEffectiveModel())?.cost ?? 1;
  // The last name asked about stays in the text while the dialog fades out.
  const [shown, setShown] = useState(framework);
  if (framework !== null && framework !== shown) setShown(framework);
  return (
    <Modal
      open={framework !== null}
      onClose={onCancel}
      title={t('generator.framework.rebuildTitle', { framework: shown })}
      description={t('generator.framework.rebuildBody', { framework: shown, count: cost })}
      testId="framework-change"
      size="sm"
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" data-testid="framework-new-pages-only" className={buttonClass('secondary')} onClick={onNewPagesOnly}>
          {t('generator.framework.newPagesOnly')}
        </button>
        <button type="button" data-testid="framework-rebuild" className={buttonClass('primary')} onClick={onRebuild}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('generator.framework.rebuild')}
        </button>
      </div>
    </Modal>
  );
}
