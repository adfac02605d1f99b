/** A short success sound at volume 0.5, synthesised so no audio asset is shipped. */
export const SUCCESS_VOLUME = 0.5;

let context: AudioContext | null = null;

export function playSuccessChime(): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const master = ctx.createGain();
    master.gain.value = SUCCESS_VOLUME;
    master.connect(ctx.destination);
    // Two bell-like notes (E5 then B5), each with a fast attack and exponential decay.
    [659.25, 987.77].forEach((frequency, index) => {
      const start = ctx.currentTime + index * 0.12;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.6, start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.6);
      osc.connect(gain).connect(master);
      osc.start(start);
      osc.stop(start + 0.65);
    });
  } catch {
    // Sound is a nicety; browsers may refuse audio without a user gesture.
  }
}
