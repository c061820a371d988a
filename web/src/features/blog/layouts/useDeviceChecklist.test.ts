import { afterEach, describe, expect, it } from 'vitest';
import { keepTicksMadeBeforeTheApp } from './useDeviceChecklist';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};
const stored = (listId: string) => localStorage.getItem(`altum.checklist.${listId}`);

describe('keepTicksMadeBeforeTheApp', () => {
  afterEach(() => localStorage.clear());

  it("adds the page's ticked boxes to those kept on this device, by their item", () => {
    localStorage.setItem('altum.checklist.post-1', JSON.stringify(['Gutters']));
    keepTicksMadeBeforeTheApp(
      page(`<div data-device-checklist="post-1">
        <input type="checkbox" value="Shingles" checked>
        <input type="checkbox" value="Flashing">
        <input type="checkbox" value="Attic **vents**" checked>
      </div>`),
    );
    expect(JSON.parse(stored('post-1') ?? '[]')).toEqual([
      'Gutters',
      'Shingles',
      'Attic **vents**',
    ]);
  });

  it('writes nothing when no box was ticked, or only boxes already kept', () => {
    keepTicksMadeBeforeTheApp(
      page(`<div data-device-checklist="post-2"><input type="checkbox" value="Shingles"></div>`),
    );
    expect(stored('post-2')).toBeNull();
    localStorage.setItem('altum.checklist.post-3', '["Shingles"]');
    keepTicksMadeBeforeTheApp(
      page(
        `<div data-device-checklist="post-3"><input type="checkbox" value="Shingles" checked></div>`,
      ),
    );
    expect(stored('post-3')).toBe('["Shingles"]');
  });
});
