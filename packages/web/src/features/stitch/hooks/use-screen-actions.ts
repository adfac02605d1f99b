import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { safeFileName } from '../../../lib/files';
import { toast } from '../../../lib/toast';
import { usePageExport } from '../../export';
import { loadNewPage } from '../../page';
import { designerAtom } from '../state/designer-atoms';
import type { ScreenView } from '../state/designer-reducer';
import { variantSetupAtom } from '../variants/variants-atoms';

export interface ScreenActions {
  copy: (screen: ScreenView) => void;
  download: (screen: ScreenView) => void;
  openInGenerator: (screen: ScreenView) => void;
  /** Asks for alternatives of the screen (the setup opens). */
  variants: (screen: ScreenView) => void;
}

/** What a completed screen offers besides Edit: its HTML to the clipboard, to a file, or to the generator; alternatives of it. */
export function useScreenActions(): ScreenActions {
  const { t } = useTranslation();
  const store = useStore();
  const navigate = useNavigate();
  const pageExport = usePageExport();
  return useMemo(
    () => ({
      copy: (screen) => void pageExport.copy(screen.code),
      download: (screen) => void pageExport.download(screen.code, safeFileName(screen.name)),
      openInGenerator: (screen) => {
        loadNewPage(store, screen.code, t('stitch.screen.openedPrompt', { screen: screen.name, project: store.get(designerAtom).title || t('stitch.recent.untitled') }));
        toast.success(t('stitch.screen.opened'));
        navigate('/');
      },
      variants: (screen) => store.set(variantSetupAtom, screen.name),
    }),
    [navigate, pageExport, store, t],
  );
}
