// A page's first layout pays once for every font it uses: the browser loads each face (regular,
// medium, bold) and sets up each size of it (its scaler, its shaper) the first time some text
// asks for it, about a millisecond a size and several for a face (20-44 ms unthrottled for the
// pair chart's dozen sizes on the machine the README's figures come from), all in the task that
// lays the content out. Laid out here, a few sizes a task, while the page's code and data are
// still downloading, the same work is done when the main thread has nothing else to do, and the
// content's layout only uses what is ready. (The hidden box is laid out and removed in the same
// task: it is never painted or read.)

import { nextTask } from './next-task';

/** A page's font sizes in px, by weight, as its computed style has them: `{ 400: [12, 13], 700: [18] }`. */
export type FontSizes = Partial<Record<400 | 500 | 600 | 700, readonly number[]>>;

/** Every size of every weight, by weight, then size. */
const sizesAndWeights = (sizes: FontSizes): { size: number; weight: string }[] =>
  Object.entries(sizes).flatMap(([weight, list]) => (list ?? []).map((size) => ({ size, weight })));

/** Every size and weight as `'13/400'`, in the order they are warmed up. */
export const fontVariants = (sizes: FontSizes): string[] =>
  sizesAndWeights(sizes).map(({ size, weight }) => `${size}/${weight}`);

/** How many variants one task lays out: a few milliseconds of work, never a long task. */
const PER_TASK = 3;

/**
 * Lays out `sample` in each variant, in the page's font family (the body's), a few variants per
 * task (lib/next-task.ts), starting in the next task. `sample` should hold what the page will
 * show: Latin and figures, and a character of the interface language's script (a CJK or Thai face
 * is a fallback of its own).
 */
export async function warmFonts(sizes: FontSizes, sample: string): Promise<void> {
  const variants = sizesAndWeights(sizes);
  for (let start = 0; start < variants.length; start += PER_TASK) {
    await nextTask();
    if (!document.body) return;
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText =
      'position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;visibility:hidden;contain:strict;pointer-events:none';
    for (const { size, weight } of variants.slice(start, start + PER_TASK)) {
      const line = document.createElement('p');
      line.style.fontSize = `${size}px`;
      line.style.fontWeight = weight;
      line.textContent = sample;
      box.append(line);
    }
    document.body.append(box);
    // Reading a size lays the box out now, in this task.
    void box.offsetHeight;
    box.remove();
  }
}
