import { describe, expect, it } from 'vitest';
import { parseChecklist } from './checklistContent';

describe('parseChecklist', () => {
  it('reads the intro, the sections with their items, and the closing line', () => {
    const content = [
      'Twice a year, check these.',
      'From the ground:',
      'Look at the shingles.',
      'Check the gutters: clear of leaves.',
      'In the attic:',
      'Look for daylight.',
      'Book an inspection if anything worries you.',
    ].join('\n\n');
    expect(parseChecklist(content)).toEqual({
      intro: ['Twice a year, check these.'],
      sections: [
        {
          title: 'From the ground',
          items: ['Look at the shingles.', 'Check the gutters: clear of leaves.'],
        },
        { title: 'In the attic', items: ['Look for daylight.'] },
      ],
      closing: 'Book an inspection if anything worries you.',
    });
  });

  it('treats the lines between the first and the last as items when there are no headings', () => {
    expect(parseChecklist('Intro.\nOne.\nTwo.\nOutro.')).toEqual({
      intro: ['Intro.'],
      sections: [{ title: 'Checklist', items: ['One.', 'Two.'] }],
      closing: 'Outro.',
    });
  });
});
