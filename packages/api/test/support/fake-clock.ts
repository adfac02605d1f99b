import { Clock } from '../../src/common/clock';

export class FakeClock extends Clock {
  constructor(private current = new Date('2026-11-21T12:00:00Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  /** Jumps to `at`, forwards or back (each test's accounts keep their own periods). */
  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
