import { useLocation, useSearchParams } from 'react-router';
import { OutOfCreditsModal } from '../credits';
import { StartView } from './start/start-view';
import { Workspace } from './workspace/workspace';

/** The screen designer: the start view at /stitch, the workspace at /stitch/create?project=…. */
export function StitchPage({ now }: { now?: () => Date }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inWorkspace = pathname.replace(/\/+$/, '').endsWith('/create');
  return (
    <>
      {inWorkspace ? <Workspace projectUuid={params.get('project')} /> : <StartView now={now} />}
      <OutOfCreditsModal />
    </>
  );
}
