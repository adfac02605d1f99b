import type { DeviceType } from '@cui/shared';
import { Play } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import type { ScreenView } from '../state/designer-reducer';
import { PrototypePlayer } from './prototype-player';
import { screenSlugs } from '@cui/shared';
import type { PrototypeRoute } from './use-prototype-route';

/** The screens Play can show: completed ones, in the project's order. */
export function playableScreens(screens: readonly ScreenView[]): ScreenView[] {
  return screens.filter((s) => s.status === 'completed' && s.code !== '');
}

interface PlayButtonProps {
  screens: ScreenView[];
  /** The screen to start at (the canvas's selection or the previewed screen); the first when it cannot be played. */
  start: string | null;
  route: PrototypeRoute;
}

export function PlayButton({ screens, start, route }: PlayButtonProps) {
  const { t } = useTranslation();
  const playable = useMemo(() => playableScreens(screens), [screens]);
  const slugs = useMemo(() => screenSlugs(playable.map((s) => s.name)), [playable]);
  const at = Math.max(0, playable.findIndex((s) => s.name === start));
  return (
    <IconButton label={t('stitch.prototype.play')} showLabel="sm" active data-testid="play-prototype" disabled={playable.length === 0} onClick={() => route.open(slugs[at])}>
      <Play aria-hidden="true" className="size-4" />
    </IconButton>
  );
}

interface ProjectPlayerProps {
  title: string;
  screens: ScreenView[];
  device: DeviceType;
  route: PrototypeRoute;
}

/** The owner's project played from the workspace while the URL names a screen (`#/{slug}`). */
export function ProjectPlayer({ title, screens, device, route }: ProjectPlayerProps) {
  const playable = useMemo(() => playableScreens(screens), [screens]);
  if (route.slug === null || playable.length === 0) return null;
  return (
    <PrototypePlayer
      title={title}
      screens={playable}
      device={device}
      slug={route.slug}
      depth={route.depth ?? 0}
      onNavigate={route.go}
      onBack={route.back}
      onClose={route.close}
    />
  );
}
