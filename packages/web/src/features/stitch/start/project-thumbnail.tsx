import type { DeviceType } from '@cui/shared';
import { ImageOff } from 'lucide-react';
import { useRef } from 'react';
import { ScreenDocument } from '../canvas/screen-document';
import { FIT_MIN, FRAME_SIZE } from '../canvas/geometry';
import { useBoxSize } from '../canvas/use-box-size';

/** A project's first completed screen, live and scaled to cover the card's picture area. */
export function ProjectThumbnail({ html, device, title }: { html: string | null; device: DeviceType; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(boxRef);
  const { width } = FRAME_SIZE[device];
  const scale = Math.max(FIT_MIN, Math.min(1, box.width / width));
  return (
    <div ref={boxRef} className="relative flex aspect-[4/3] items-start justify-center overflow-hidden bg-zinc-100">
      {html ? (
        <ScreenDocument html={html} title={title} device={device} scale={scale} lazy />
      ) : (
        <ImageOff aria-hidden="true" className="m-auto size-6 text-zinc-300" />
      )}
    </div>
  );
}
