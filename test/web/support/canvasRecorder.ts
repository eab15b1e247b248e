/**
 * A 2D canvas context that records what is drawn on it, for components that draw (jsdom has no canvas). Text is
 * measured at 7 px a character, in a font 13 px above its baseline and 3 px below.
 */

/** One fillText call, with the font and colour it was drawn in. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  font: string;
  color: string;
}

/** One filled or outlined shape. */
export interface DrawnShape {
  kind: 'fillRect' | 'roundRect';
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

/** The recording context: its `texts` and `shapes` since the last `clear()`. */
export class CanvasRecorder {
  font = '10px sans-serif';
  fillStyle = '#000';
  strokeStyle = '#000';
  lineWidth = 1;
  textBaseline = 'alphabetic';
  readonly texts: DrawnText[] = [];
  readonly shapes: DrawnShape[] = [];

  clear(): void {
    this.texts.length = 0;
    this.shapes.length = 0;
  }

  fillText(text: string, x: number, y: number): void {
    this.texts.push({ text, x, y, font: this.font, color: this.fillStyle });
  }

  fillRect(x: number, y: number, width: number, height: number): void {
    this.shapes.push({ kind: 'fillRect', x, y, width, height, color: this.fillStyle });
  }

  roundRect(x: number, y: number, width: number, height: number): void {
    this.shapes.push({ kind: 'roundRect', x, y, width, height, color: this.strokeStyle });
  }

  measureText(text: string): { width: number; fontBoundingBoxAscent: number; fontBoundingBoxDescent: number } {
    return { width: text.length * 7, fontBoundingBoxAscent: 13, fontBoundingBoxDescent: 3 };
  }

  setTransform(): void {}
  beginPath(): void {}
  stroke(): void {}
}

/** Makes every canvas draw on `recorder` until the returned function restores jsdom's. */
export function recordCanvases(recorder: CanvasRecorder): () => void {
  const spy = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recorder as unknown as CanvasRenderingContext2D);
  return () => spy.mockRestore();
}
