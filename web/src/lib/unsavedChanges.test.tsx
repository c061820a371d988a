import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, useUnsavedChanges } from './unsavedChanges';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

describe('unsaved changes', () => {
  it('holds while any editor is dirty, and lets go when it is clean or gone', () => {
    expect(hasUnsavedChanges()).toBe(false);
    const first = render(<Editor dirty={false} />);
    expect(hasUnsavedChanges()).toBe(false);
    first.rerender(<Editor dirty />);
    expect(hasUnsavedChanges()).toBe(true);
    const second = render(<Editor dirty />);
    first.rerender(<Editor dirty={false} />);
    expect(hasUnsavedChanges()).toBe(true);
    second.unmount();
    expect(hasUnsavedChanges()).toBe(false);
    first.unmount();
  });
});
