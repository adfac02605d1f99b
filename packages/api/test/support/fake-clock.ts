import { Clock } from '../../src/common/clock';

export class FakeClock extends Clock {
  constructor(private current = new Date('2026-11-21T12:00:00Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
