import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { progressAtom } from './generation-atoms';

export function ProgressBar() {
  const { t } = useTranslation();
  const progress = useAtomValue(progressAtom);
  return (
    <div
      role="progressbar"
      aria-label={t('generator.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="progress-bar"
      data-value={Math.round(progress)}
      className={`pointer-events-none absolute inset-x-0 top-0 z-30 h-0.5 transition-opacity duration-300 ${progress > 0 ? 'opacity-100' : 'opacity-0'}`}
    >
      <div
        className="h-full bg-gradient-to-r from-indigo-500 via-fuchsia-500 to-amber-400 shadow-[0_0_8px_rgba(99,102,241,0.6)] transition-[width] duration-300 ease-out"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
