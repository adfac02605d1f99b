/**
 * Text written in pieces, read by absolute offset without joining it. A string grown with `+=` and
 * then sliced is flattened (copied whole) by the engine at every slice: for a page streamed line by
 * line that is quadratic, milliseconds per page. Reads here touch only the pieces they cover.
 */
export class TextPieces {
  private readonly pieces: string[] = [];
  /** Absolute offset of each piece's first character. */
  private readonly starts: number[] = [];
  private total = 0;

  get length(): number {
    return this.total;
  }

  push(piece: string): void {
    if (!piece) return;
    this.pieces.push(piece);
    this.starts.push(this.total);
    this.total += piece.length;
  }

  /** The whole text (one join; for callers that need it all at once). */
  toString(): string {
    return this.pieces.join('');
  }

  slice(start: number, end: number): string {
    start = Math.max(0, start);
    end = Math.min(this.total, end);
    if (start >= end) return '';
    let i = this.pieceAt(start);
    let out = this.pieces[i].slice(start - this.starts[i], end - this.starts[i]);
    while (this.starts[i] + this.pieces[i].length < end) {
      i++;
      out += this.pieces[i].slice(0, end - this.starts[i]);
    }
    return out;
  }

  charAt(index: number): string {
    if (index < 0 || index >= this.total) return '';
    const i = this.pieceAt(index);
    return this.pieces[i][index - this.starts[i]];
  }

  /** The first `char` at or after `from`, or -1. */
  indexOf(char: string, from: number): number {
    if (from >= this.total) return -1;
    for (let i = this.pieceAt(Math.max(0, from)); i < this.pieces.length; i++) {
      const at = this.pieces[i].indexOf(char, Math.max(0, from - this.starts[i]));
      if (at >= 0) return this.starts[i] + at;
    }
    return -1;
  }

  /** The last `char` at or before `from`, or -1. */
  lastIndexOf(char: string, from: number): number {
    if (from < 0 || this.total === 0) return -1;
    for (let i = this.pieceAt(Math.min(from, this.total - 1)); i >= 0; i--) {
      const at = this.pieces[i].lastIndexOf(char, from - this.starts[i]);
      if (at >= 0) return this.starts[i] + at;
    }
    return -1;
  }

  /** Index of the piece holding `offset` (0 ≤ offset < length): a binary search, reads are near the end. */
  private pieceAt(offset: number): number {
    let lo = 0;
    let hi = this.pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
