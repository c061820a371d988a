import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases', () => {
    expect(slugify('Houston')).toBe('houston');
  });

  it('removes characters other than letters, digits, spaces, underscores and hyphens', () => {
    expect(slugify("Hail & Wind: What's Covered?")).toBe('hail-wind-whats-covered');
  });

  it('keeps the base letter of an accented one', () => {
    expect(slugify('Techo de Teja Asfáltica')).toBe('techo-de-teja-asfaltica');
  });

  it('turns a run of spaces into one hyphen', () => {
    expect(slugify('attic    ventilation')).toBe('attic-ventilation');
  });

  it('turns a run of underscores into one hyphen', () => {
    expect(slugify('attic__ventilation')).toBe('attic-ventilation');
  });

  it('turns a run of hyphens into one hyphen', () => {
    expect(slugify('attic---ventilation')).toBe('attic-ventilation');
  });

  it('turns a mixed run of spaces, underscores and hyphens into one hyphen', () => {
    expect(slugify('attic _- ventilation')).toBe('attic-ventilation');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  -- Roof Leaks! --  ')).toBe('roof-leaks');
  });

  it('leaves an already normal slug as it is', () => {
    expect(slugify('houston-roof-inspection-checklist')).toBe('houston-roof-inspection-checklist');
  });
});
