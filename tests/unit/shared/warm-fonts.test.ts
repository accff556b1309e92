// The entry's font warm-up (src/lib/warm-fonts.ts): each size and weight laid out once, a few a
// task after the entry's own, in a hidden box that is gone by the end of its task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontSample } from '@/app/first-fonts';
import { nextTask } from '@/lib/next-task';
import { warmFonts } from '@/lib/warm-fonts';

interface Laid {
  hidden: string | null;
  lines: { size: string; weight: string; text: string | null }[];
}

let laid: Laid[];

beforeEach(() => {
  laid = [];
  const append = document.body.append.bind(document.body);
  vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLElement)) continue;
      laid.push({
        hidden: node.getAttribute('aria-hidden'),
        lines: [...node.children].map((line) => ({
          size: (line as HTMLElement).style.fontSize,
          weight: (line as HTMLElement).style.fontWeight,
          text: line.textContent,
        })),
      });
    }
    append(...nodes);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmFonts', () => {
  it('lays out the sample in every size of every weight, three a task, after the current task', async () => {
    const done = warmFonts({ 700: [13, 18], 400: [11, 12], 500: [14], 600: [15, 30] }, 'Ag 0123');
    expect(laid).toEqual([]);

    // The next task (asked for after the warm-up's first) comes once its first box is done.
    await nextTask();
    expect(laid).toHaveLength(1);
    expect(laid[0]).toEqual({
      hidden: 'true',
      lines: [
        { size: '11px', weight: '400', text: 'Ag 0123' },
        { size: '12px', weight: '400', text: 'Ag 0123' },
        { size: '14px', weight: '500', text: 'Ag 0123' },
      ],
    });
    // Removed in the task that added it: nothing is left for the page to paint or read.
    expect(document.body.children).toHaveLength(0);

    await done;
    expect(laid.map((box) => box.lines.map((line) => `${line.size}/${line.weight}`))).toEqual([
      ['11px/400', '12px/400', '14px/500'],
      ['15px/600', '30px/600', '13px/700'],
      ['18px/700'],
    ]);
    expect(document.body.children).toHaveLength(0);
  });

  it('does nothing for a page without a list', async () => {
    await warmFonts({}, 'Ag');
    expect(laid).toEqual([]);
  });
});

describe('fontSample', () => {
  it('holds the figures, and the script of a language whose text falls back to a face of its own', () => {
    expect(fontSample('en')).toContain('0123456789');
    expect(fontSample('en')).toMatch(/^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u);
    expect(fontSample('zh')).toMatch(/\p{Script=Han}/u);
    expect(fontSample('jp')).toMatch(/\p{Script=Han}/u);
    expect(fontSample('kor')).toMatch(/\p{Script=Hangul}/u);
    expect(fontSample('th')).toMatch(/\p{Script=Thai}/u);
  });
});
